import { shopBodySchema, type AdminShop } from '@wohnwerk/contract/admin-catalog';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { AdminCatalogPage } from '../../../features/admin-catalog/components/admin-catalog-page.tsx';
import { RecordEditor } from '../../../features/admin-catalog/components/record-editor.tsx';

/** /admin/shops: the marketplace's shops. */
export default function AdminShopsPage() {
  const { t } = useTranslation('admin-catalog');
  const columns = useMemo<DataTableColumn<AdminShop>[]>(
    () => [
      { id: 'name', header: t('fields.name'), value: (s) => s.name },
      { id: 'slug', header: t('fields.slug'), value: (s) => s.slug },
      { id: 'city', header: t('fields.city'), value: (s) => s.city },
      { id: 'products', header: t('categories.products'), value: (s) => s.product_count, format: 'integer' },
    ],
    [t],
  );
  return (
    <AdminCatalogPage title={t('nav.shops')}>
      <RecordEditor
        kind="shops"
        title={t('nav.shops')}
        columns={columns}
        schema={shopBodySchema}
        fields={[
          { name: 'name', required: true },
          { name: 'slug' },
          { name: 'city' },
          { name: 'description', kind: 'long' },
        ]}
        valuesOf={(s) => ({
          name: s?.name ?? '',
          slug: s?.slug ?? '',
          city: s?.city ?? '',
          description: s?.description ?? '',
        })}
      />
    </AdminCatalogPage>
  );
}
