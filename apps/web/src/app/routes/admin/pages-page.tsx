import { contentPageBodySchema, type AdminContentPage } from '@wohnwerk/contract/admin-catalog';
import { isLegalPage } from '@wohnwerk/contract/admin-deletions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { AdminCatalogPage } from '../../../features/admin-catalog/components/admin-catalog-page.tsx';
import { RecordEditor } from '../../../features/admin-catalog/components/record-editor.tsx';

/**
 * /admin/pages: AGB, Impressum, Datenschutz, Widerrufsrecht, … (HTML, cleaned on save; the shop shows them at once).
 * The legal texts are only edited: no "Löschen", their address stays (decision 152).
 */
export default function AdminPagesPage() {
  const { t } = useTranslation('admin-catalog');
  const columns = useMemo<DataTableColumn<AdminContentPage>[]>(
    () => [
      { id: 'title', header: t('fields.title'), value: (p) => p.title },
      { id: 'slug', header: t('fields.slug'), value: (p) => p.slug },
      { id: 'kind', header: t('pages.kind'), value: (p) => (isLegalPage(p.slug) ? t('pages.legal') : t('pages.info')) },
      { id: 'sort_order', header: t('fields.sort_order'), value: (p) => p.sort_order, format: 'integer' },
    ],
    [t],
  );
  return (
    <AdminCatalogPage title={t('nav.pages')}>
      <RecordEditor
        kind="pages"
        title={t('nav.pages')}
        columns={columns}
        schema={contentPageBodySchema}
        deletable="pages"
        canDelete={(p) => !isLegalPage(p.slug)}
        deleteQuestion={(p) => ({
          title: t('pages.deleteTitle'),
          message: t('pages.deleteMessage', { title: p.title }),
          confirmLabel: t('pages.deleteConfirm'),
        })}
        lockedFields={(p): Record<string, string> => (isLegalPage(p.slug) ? { slug: t('pages.legalSlug') } : {})}
        notice={(p) => (isLegalPage(p.slug) ? t('pages.legalNotice') : null)}
        fields={[
          { name: 'title', required: true },
          { name: 'slug', required: true },
          { name: 'name', required: true },
          { name: 'sort_order' },
          { name: 'content_html', kind: 'html' },
        ]}
        valuesOf={(p) => ({
          title: p?.title ?? '',
          slug: p?.slug ?? '',
          name: p?.name ?? '',
          sort_order: String(p?.sort_order ?? 0),
          content_html: p?.content_html ?? '',
        })}
      />
    </AdminCatalogPage>
  );
}
