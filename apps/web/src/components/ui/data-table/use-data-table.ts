import {
  sortFn_alphanumeric,
  sortFn_basic,
  useTable,
  type ColumnDef,
  type PaginationState,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { isNumeric } from './cell-format.ts';
import { filterRows } from './global-filter.ts';
import { sortRows } from './sort-rows.ts';
import { dataTableFeatures } from './table-features.ts';
import type { DataTableColumn, DataTableServerMode, DataTableSort } from './types.ts';

interface Options<T> {
  data: T[];
  columns: DataTableColumn<T>[];
  getRowId: (row: T) => string | number;
  server?: DataTableServerMode;
  pageSizes: number[];
  initialPageSize?: number;
  initialSort?: DataTableSort;
}

const resolve = <S>(updater: Updater<S>, current: S): S =>
  typeof updater === 'function' ? (updater as (s: S) => S)(current) : updater;

/**
 * The DataTable's state and its TanStack table. Client mode keeps search, sorting and paging here;
 * server mode reads them from `server.state` and reports changes through `server.onStateChange`.
 * Every slice the table uses is controlled (`state` plus its `on…Change`), so what is drawn is
 * always this hook's state and never a copy the table keeps on its own.
 */
export function useDataTable<T extends RowData>({
  data,
  columns,
  getRowId,
  server,
  pageSizes,
  initialPageSize,
  initialSort,
}: Options<T>) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [sorting, setSorting] = useState<SortingState>(initialSort ? [initialSort] : []);
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: initialPageSize ?? pageSizes[0],
  });
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  // Server mode shows one page at a time: remember every row seen so selected rows of other pages can be exported.
  const seenRows = useRef(new Map<string, T>());

  // A new array whenever the columns change: the table keeps each row's values (sort keys) until its data array
  // changes, so columns whose values changed with the same rows (the category tree's order, computed after the
  // list arrived) would otherwise sort by the old values.
  const rows = useMemo(
    () => (server ? data : filterRows(data, columns, deferredQuery).slice()),
    [server, data, columns, deferredQuery],
  );
  useEffect(() => {
    for (const row of data) seenRows.current.set(String(getRowId(row)), row);
  }, [data, getRowId]);
  // A new search starts at the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is the trigger, not an input
  useEffect(() => setPagination((p) => ({ ...p, pageIndex: 0 })), [deferredQuery]);

  const columnDefs = useMemo<ColumnDef<typeof dataTableFeatures, T>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        accessorFn: (row: T) => c.value(row) ?? undefined,
        enableSorting: c.sortable !== false,
        sortUndefined: 'last',
        sortFn: isNumeric(c.format) ? sortFn_basic : sortFn_alphanumeric,
      })),
    [columns],
  );

  const sortState: SortingState = server ? (server.state.sort ? [server.state.sort] : []) : sorting;
  const pageState: PaginationState = server
    ? { pageIndex: server.state.page - 1, pageSize: server.state.perPage }
    : pagination;
  const total = server ? server.total : rows.length;

  const table = useTable({
    features: dataTableFeatures,
    data: rows,
    columns: columnDefs,
    getRowId: (row) => String(getRowId(row)),
    state: { sorting: sortState, pagination: pageState, rowSelection },
    enableRowSelection: true,
    // One click, one row, also with Shift held: the table never selected ranges, and staff rely on that.
    enableRowRangeSelection: false,
    enableMultiSort: false,
    sortDescFirst: false,
    autoResetPageIndex: false,
    manualSorting: Boolean(server),
    manualPagination: Boolean(server),
    rowCount: total,
    onRowSelectionChange: setRowSelection,
    onSortingChange: (updater) => {
      const next = resolve(updater, sortState);
      if (server) server.onStateChange({ ...server.state, sort: next[0] ?? null, page: 1 });
      else setSorting(next);
    },
    onPaginationChange: (updater) => {
      const next = resolve(updater, pageState);
      if (server) server.onStateChange({ ...server.state, page: next.pageIndex + 1, perPage: next.pageSize });
      else setPagination(next);
    },
  });

  const selectedIds = Object.keys(rowSelection).filter((id) => rowSelection[id]);
  const currentSort = sortState[0] ? { id: sortState[0].id, desc: sortState[0].desc } : null;
  const selectedRows = (): T[] => {
    const byId = server ? seenRows.current : new Map(data.map((row) => [String(getRowId(row)), row]));
    const picked = selectedIds.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
    return sortRows(picked, columns, currentSort);
  };
  // Client mode: every row of the search in the shown order; server mode: the page on screen.
  const viewRows = (): T[] => (server ? data : table.getSortedRowModel().rows.map((r) => r.original));

  return {
    table,
    total,
    search: server ? server.state.q : query,
    onSearch: (q: string) => (server ? server.onStateChange({ ...server.state, q, page: 1 }) : setQuery(q)),
    selectedIds,
    selectedRows,
    viewRows,
    clearSelection: () => setRowSelection({}),
  };
}
