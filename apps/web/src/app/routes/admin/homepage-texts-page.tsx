import { homepageTextBodySchema, type AdminHomepageText } from '@wohnwerk/contract/admin-catalog';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { AdminCatalogPage } from '../../../features/admin-catalog/components/admin-catalog-page.tsx';
import { RecordEditor } from '../../../features/admin-catalog/components/record-editor.tsx';

/** /admin/homepage-texts: the home page's texts (HTML, cleaned on save). */
export default function AdminHomepageTextsPage() {
  const { t } = useTranslation('admin-catalog');
  const columns = useMemo<DataTableColumn<AdminHomepageText>[]>(
    () => [
      { id: 'name', header: t('fields.name'), value: (h) => h.name },
      {
        id: 'text',
        header: t('fields.description'),
        value: (h) => h.description.replace(/<[^>]*>/g, ' ').slice(0, 120),
      },
    ],
    [t],
  );
  return (
    <AdminCatalogPage title={t('nav.homepageTexts')}>
      <RecordEditor
        kind="homepage-texts"
        title={t('nav.homepageTexts')}
        columns={columns}
        schema={homepageTextBodySchema}
        noCreate
        fields={[{ name: 'description', kind: 'html', required: true }]}
        valuesOf={(h) => ({ description: h?.description ?? '' })}
      />
    </AdminCatalogPage>
  );
}
