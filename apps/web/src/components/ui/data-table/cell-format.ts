import { fixed, formatPrice } from '../../../lib/format.ts';
import type { CellValue, DataTableColumn, DataTableFormat } from './types.ts';

const NBSP = '\u00a0';

/** German notation with exactly `decimals` digits, rounded half away from zero like Intl. */
const germanNumber = (value: number, decimals: number): string => fixed(value, decimals);

/** The text of a value as the table, the search and the print show it; '' for no value. */
export function formatCell(value: CellValue, format: DataTableFormat = 'text', decimals = 2): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') return value;
  if (!Number.isFinite(value)) return '';
  switch (format) {
    case 'euro':
      return formatPrice(value);
    case 'integer':
      return germanNumber(value, 0);
    case 'number':
      return germanNumber(value, decimals);
    case 'percent':
      return `${germanNumber(value, decimals)}${NBSP}%`;
    default:
      return String(value);
  }
}

export const columnText = <T>(column: DataTableColumn<T>, row: T): string =>
  formatCell(column.value(row), column.format, column.decimals);

export const isNumeric = (format: DataTableFormat | undefined) => format !== undefined && format !== 'text';
