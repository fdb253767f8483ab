import { brandBodySchema, type AdminBrand } from '@wohnwerk/contract/admin-catalog';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { AdminCatalogPage } from '../../../features/admin-catalog/components/admin-catalog-page.tsx';
import { RecordEditor } from '../../../features/admin-catalog/components/record-editor.tsx';

/** /admin/brands: the brands a product can name. */
export default function AdminBrandsPage() {
  const { t } = useTranslation('admin-catalog');
  const columns = useMemo<DataTableColumn<AdminBrand>[]>(
    () => [
      { id: 'name', header: t('fields.name'), value: (b) => b.name },
      { id: 'slug', header: t('fields.slug'), value: (b) => b.slug },
      { id: 'products', header: t('categories.products'), value: (b) => b.product_count, format: 'integer' },
    ],
    [t],
  );
  return (
    <AdminCatalogPage title={t('nav.brands')}>
      <RecordEditor
        kind="brands"
        title={t('nav.brands')}
        columns={columns}
        schema={brandBodySchema}
        fields={[{ name: 'name', required: true }, { name: 'slug' }]}
        valuesOf={(b) => ({ name: b?.name ?? '', slug: b?.slug ?? '' })}
      />
    </AdminCatalogPage>
  );
}
