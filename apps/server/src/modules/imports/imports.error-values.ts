import { PRODUCT_COLUMNS, type ProductColumnKey } from '@wohnwerk/contract/product-imports';
import type { Cell } from './imports.reader.ts';
import type { RowError } from './imports.rows.ts';

/** A refused value is shown, not stored whole: a 100 MB description cell would fill the report. */
const VALUE_MAX = 500;

/**
 * A cell as text, the way the file showed it to the merchant: numbers with a decimal comma (German
 * Excel), dates as YYYY-MM-DD (what the check reads), yes/no as ja/nein; null when empty. A NUL
 * (which PostgreSQL cannot store, and which the check refuses anyway) becomes U+FFFD.
 */
function cellText(cell: Cell | undefined): string | null {
  if (cell === null || cell === undefined) return null;
  let text: string;
  if (cell instanceof Date) text = cell.toISOString().slice(0, 10);
  else if (typeof cell === 'number') text = String(cell).replace('.', ',');
  else if (typeof cell === 'boolean') text = cell ? 'ja' : 'nein';
  else text = cell;
  if (text.trim() === '') return null;
  text = text.replaceAll('\0', '\uFFFD');
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX)}…` : text;
}

export type ValuedError = RowError & { row: number; code: string | null; value: string | null };

/**
 * The row's errors with what the merchant needs to fix them from the report: the row's
 * Artikelnummer and the value the file gave in each refused column (by the column's header).
 */
export function errorsWithValues(
  layout: (ProductColumnKey | null)[],
  cells: Cell[],
  row: number,
  errors: RowError[],
): ValuedError[] {
  const at = (header: string) => {
    const key = PRODUCT_COLUMNS.find((c) => c.header === header)?.key;
    return key ? layout.indexOf(key) : -1;
  };
  const codeAt = layout.indexOf('code');
  const code = codeAt >= 0 ? cellText(cells[codeAt]) : null;
  return errors.map((e) => {
    const i = at(e.column);
    return { ...e, row, code, value: i >= 0 ? cellText(cells[i]) : null };
  });
}
