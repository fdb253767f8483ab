import type { ReactNode } from 'react';

/**
 * How a column's value is shown, searched, printed and exported:
 * - text: as is
 * - integer / number: German notation ("1.234" / "1,200"), a number cell in the .xlsx
 * - euro: "1.234,56 €", a number cell with a euro format in the .xlsx
 * - percent: the value is already in percent (58.99 → "58,99 %"), a number cell in the .xlsx
 */
export type DataTableFormat = 'text' | 'integer' | 'number' | 'euro' | 'percent';

export type CellValue = string | number | null | undefined;

/** One column of a DataTable. Plain data: the table turns it into a TanStack column. */
export interface DataTableColumn<T> {
  /** Unique id; also the sort key sent to the server in server mode. */
  id: string;
  /** Header text (already translated). */
  header: string;
  /** The raw value: what is sorted, searched and exported. */
  value: (row: T) => CellValue;
  /** Default 'text'. */
  format?: DataTableFormat;
  /** Decimals for 'number' and 'percent' (default 2); euro always has 2. */
  decimals?: number;
  /** Custom cell content on screen (sorting, search and export still use `value`). */
  render?: (row: T) => ReactNode;
  /** Default true. */
  sortable?: boolean;
  /** Part of the global search (default true). */
  searchable?: boolean;
  /** Width in the .xlsx, in characters (default from the header and format). */
  excelWidth?: number;
  /**
   * In a table with `phoneCards`, on a phone: 'title' heads the row's card (no label), 'hide' leaves
   * the column out of the card (still searched, sorted, exported and shown on wider screens).
   */
  phone?: 'title' | 'hide';
}

export interface DataTableSort {
  id: string;
  desc: boolean;
}

/** The view of a server-side table: what the parent sends to its list endpoint. */
export interface ServerTableState {
  /** 1-based. */
  page: number;
  perPage: number;
  sort: DataTableSort | null;
  q: string;
}

export interface DataTableServerMode {
  /** Rows matching `state.q` on the server (all pages). */
  total: number;
  state: ServerTableState;
  onStateChange: (state: ServerTableState) => void;
  /** Export of all rows, written by the server (a streamed download). */
  exportAll?: () => Promise<void>;
  /**
   * Or simply the server's export address (e.g. `/api/v1/calculate/imm/export?…`): "export all"
   * downloads it with the signed-in user's token and saves it under the server's file name.
   * Used when `exportAll` is not given.
   */
  exportUrl?: string;
}
