import { columnText } from './cell-format.ts';
import type { DataTableColumn } from './types.ts';

/** Lower case without accents, so "mobel" finds "Möbel" and "ECKSOFA" finds "Ecksofa". */
const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\u00a0/g, ' ')
    .toLowerCase();

/**
 * The global search: every word of the query is found in some searchable column, either in
 * the text shown ("678,99") or in the raw value ("678.99"), so staff can type either notation.
 */
export function rowMatches<T>(row: T, columns: DataTableColumn<T>[], query: string): boolean {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = columns
    .filter((c) => c.searchable !== false)
    .map((c) => {
      const raw = c.value(row);
      return raw === null || raw === undefined ? '' : `${normalise(columnText(c, row))} ${normalise(String(raw))}`;
    })
    .join(' | ');
  return words.every((word) => haystack.includes(word));
}

export function filterRows<T>(rows: T[], columns: DataTableColumn<T>[], query: string): T[] {
  return query.trim() ? rows.filter((row) => rowMatches(row, columns, query)) : rows;
}
