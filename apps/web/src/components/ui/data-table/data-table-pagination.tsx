import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Input.css';
import { NativeSelect, Pagination, Text } from '@mantine/core';
import type { RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import classes from './data-table.module.css';
import type { DataTableInstance } from './table-features.ts';

interface Props<T extends RowData> {
  language?: string;
  table: DataTableInstance<T>;
  total: number;
  pageSizes: number[];
}

/** "1–25 of 1,000", the page size choice and the page buttons. */
export function DataTablePagination<T extends RowData>({ language, table, total, pageSizes }: Props<T>) {
  const { t } = useTranslation('datatable', language ? { lng: language } : undefined);
  const { pageIndex, pageSize } = table.state.pagination;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(total, (pageIndex + 1) * pageSize);
  return (
    <div className={classes.footer}>
      <div className={classes.pageSize}>
        <NativeSelect
          size="xs"
          aria-label={t('rowsPerPage')}
          label={t('rowsPerPage')}
          value={String(pageSize)}
          data={pageSizes.map(String)}
          onChange={(e) => table.setPagination({ pageIndex: 0, pageSize: Number(e.currentTarget.value) })}
        />
        <Text size="sm" c="dimmed" aria-live="polite" mt="lg">
          {t('range', {
            from: from.toLocaleString('de-DE'),
            to: to.toLocaleString('de-DE'),
            total: total.toLocaleString('de-DE'),
          })}
        </Text>
      </div>
      <nav aria-label={t('pagination')}>
        <Pagination
          size="sm"
          total={pages}
          value={Math.min(pageIndex + 1, pages)}
          onChange={(page) => table.setPageIndex(page - 1)}
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': t(`${control}Page`) })}
        />
      </nav>
    </div>
  );
}
