import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl } from '@mantine/core';
import { categoryBodySchema, type AdminCategory } from '@wohnwerk/contract/admin-catalog';
import { RESTORE_DAYS } from '@wohnwerk/contract/admin-deletions';
import { SALE_SLUG } from '@wohnwerk/contract/catalog';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { useRecords } from '../../../features/admin-catalog/api/records.ts';
import { AdminCatalogPage } from '../../../features/admin-catalog/components/admin-catalog-page.tsx';
import { DeletedCategories } from '../../../features/admin-catalog/components/deleted-categories.tsx';
import { RecordEditor } from '../../../features/admin-catalog/components/record-editor.tsx';
import { categoryChoices, categoryTree } from '../../../features/admin-catalog/category-tree.ts';

/**
 * /admin/categories: the category tree (create, rename, move, slug, description; the Sale category keeps its slug),
 * and under "Gelöscht" the deleted categories, which admins restore (decision 152).
 */
export default function AdminCategoriesPage() {
  const { t } = useTranslation('admin-catalog');
  const [view, setView] = useState<'current' | 'deleted'>('current');
  const list = useRecords('categories').data;
  const all = useMemo(() => list ?? [], [list]);
  const tree = useMemo(() => new Map(categoryTree(all).map((n) => [n.category.id, n])), [all]);
  const columns = useMemo<DataTableColumn<AdminCategory>[]>(
    () => [
      {
        id: 'tree',
        header: t('fields.name_de'),
        // Sorted by its place in the tree: each parent with its subcategories under it, indented.
        value: (c) => tree.get(c.id)?.order ?? 0,
        render: (c) => {
          const depth = tree.get(c.id)?.depth ?? 0;
          return (
            <span style={{ paddingLeft: `${depth * 1.25}rem` }} data-depth={depth}>
              {depth > 0 ? <span aria-hidden="true">└ </span> : null}
              {c.name_de}
            </span>
          );
        },
        phone: 'title',
      },
      {
        id: 'parent',
        header: t('fields.parent_id'),
        value: (c) => (c.parent_id ? (tree.get(c.parent_id)?.path ?? '') : ''),
        phone: 'hide',
      },
      { id: 'slug', header: t('fields.slug'), value: (c) => c.slug },
      {
        id: 'products',
        header: t('categories.productsTotal'),
        value: (c) => tree.get(c.id)?.total ?? c.product_count,
        format: 'integer',
      },
      {
        id: 'own',
        header: t('categories.productsOwn'),
        value: (c) => c.product_count,
        format: 'integer',
        phone: 'hide',
      },
    ],
    [t, tree],
  );
  const switcher = (
    <SegmentedControl
      aria-label={t('categories.view')}
      value={view}
      onChange={(v) => setView(v as 'current' | 'deleted')}
      data={[
        { value: 'current', label: t('categories.current') },
        { value: 'deleted', label: t('categories.deleted') },
      ]}
    />
  );
  return (
    <AdminCatalogPage title={t('nav.categories')}>
      {view === 'deleted' ? (
        <DeletedCategories toolbar={switcher} />
      ) : (
        <RecordEditor
          kind="categories"
          title={t('nav.categories')}
          columns={columns}
          schema={categoryBodySchema}
          initialSort={{ id: 'tree', desc: false }}
          toolbar={switcher}
          deletable="categories"
          canDelete={(c) => c.slug !== SALE_SLUG}
          deleteQuestion={(c) => ({
            title: t('categories.deleteTitle'),
            message: t('categories.deleteMessage', { name: c.name_de, days: RESTORE_DAYS }),
            confirmLabel: t('categories.deleteConfirm'),
          })}
          fields={[
            { name: 'name_de', required: true },
            { name: 'slug' },
            { name: 'parent_id', kind: 'select', options: (c) => categoryChoices(all, c?.id ?? null) },
            { name: 'sort_order' },
            { name: 'description_html', kind: 'html' },
          ]}
          valuesOf={(c) => ({
            name_de: c?.name_de ?? '',
            slug: c?.slug ?? '',
            parent_id: c?.parent_id ? String(c.parent_id) : '',
            sort_order: String(c?.sort_order ?? 0),
            description_html: c?.description_html ?? '',
          })}
        />
      )}
    </AdminCatalogPage>
  );
}
