import { seriesBodySchema, type AdminSeries } from '@wohnwerk/contract/admin-catalog';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { AdminCatalogPage } from '../../../features/admin-catalog/components/admin-catalog-page.tsx';
import { RecordEditor } from '../../../features/admin-catalog/components/record-editor.tsx';

/** /admin/series: product series with their front and body colours. */
export default function AdminSeriesPage() {
  const { t } = useTranslation('admin-catalog');
  const columns = useMemo<DataTableColumn<AdminSeries>[]>(
    () => [
      { id: 'name', header: t('fields.name'), value: (s) => s.name },
      { id: 'front_color', header: t('fields.front_color'), value: (s) => s.front_color },
      { id: 'body_color', header: t('fields.body_color'), value: (s) => s.body_color },
    ],
    [t],
  );
  return (
    <AdminCatalogPage title={t('nav.series')}>
      <RecordEditor
        kind="series"
        title={t('nav.series')}
        columns={columns}
        schema={seriesBodySchema}
        fields={[
          { name: 'name', required: true },
          { name: 'front_color', required: true },
          { name: 'body_color', required: true },
        ]}
        valuesOf={(s) => ({ name: s?.name ?? '', front_color: s?.front_color ?? '', body_color: s?.body_color ?? '' })}
      />
    </AdminCatalogPage>
  );
}
