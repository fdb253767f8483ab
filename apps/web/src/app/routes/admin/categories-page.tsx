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

/** The categories in tree order: a subcategory under its parent, indented. */
function treeOrder(all: AdminCategory[]): Map<number, { depth: number; order: number }> {
  const out = new Map<number, { depth: number; order: number }>();
  const visit = (parent: number | null, depth: number) => {
    for (const c of all.filter((x) => x.parent_id === parent)) {
      if (out.has(c.id)) continue;
      out.set(c.id, { depth, order: out.size });
      visit(c.id, depth + 1);
    }
  };
  visit(null, 0);
  return out;
}

/**
 * /admin/categories: the category tree (create, rename, move, slug, description; the Sale category keeps its slug),
 * and under "Gelöscht" the deleted categories, which admins restore (decision 152).
 */
export default function AdminCategoriesPage() {
  const { t } = useTranslation('admin-catalog');
  const [view, setView] = useState<'current' | 'deleted'>('current');
  const all = useRecords('categories').data ?? [];
  const tree = useMemo(() => treeOrder(all), [all]);
  const columns = useMemo<DataTableColumn<AdminCategory>[]>(
    () => [
      {
        id: 'tree',
        header: t('fields.name_de'),
        value: (c) => tree.get(c.id)?.order ?? 0,
        render: (c) => <span style={{ paddingLeft: `${(tree.get(c.id)?.depth ?? 0) * 1.25}rem` }}>{c.name_de}</span>,
      },
      { id: 'slug', header: t('fields.slug'), value: (c) => c.slug },
      { id: 'products', header: t('categories.products'), value: (c) => c.product_count, format: 'integer' },
    ],
    [t, tree],
  );
  const parents = all.map((c) => ({ value: String(c.id), label: c.name_de }));
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
            { name: 'parent_id', kind: 'select', options: parents },
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
