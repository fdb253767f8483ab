import { isNumeric } from './cell-format.ts';
import type { DataTableColumn, DataTableSort } from './types.ts';

const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });

/**
 * Rows in the order the table shows them for `sort` (empty values last either way). Used for
 * the selected rows, which may come from several pages or lie outside the current search.
 */
export function sortRows<T>(rows: T[], columns: DataTableColumn<T>[], sort: DataTableSort | null): T[] {
  const column = sort ? columns.find((c) => c.id === sort.id) : undefined;
  if (!column || !sort) return rows;
  const numeric = isNumeric(column.format);
  const direction = sort.desc ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, value: column.value(row) }))
    .sort((a, b) => {
      const emptyA = a.value === null || a.value === undefined || a.value === '';
      const emptyB = b.value === null || b.value === undefined || b.value === '';
      if (emptyA || emptyB) return emptyA === emptyB ? a.index - b.index : emptyA ? 1 : -1;
      const order = numeric ? Number(a.value) - Number(b.value) : collator.compare(String(a.value), String(b.value));
      return order === 0 ? a.index - b.index : order * direction;
    })
    .map((entry) => entry.row);
}
