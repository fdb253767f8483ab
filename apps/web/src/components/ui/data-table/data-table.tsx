import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/ScrollArea.css';
import { Checkbox, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { columnText, isNumeric } from './cell-format.ts';
import classes from './data-table.module.css';
import { DataTablePagination } from './data-table-pagination.tsx';
import { DataTableToolbar } from './data-table-toolbar.tsx';
import { filterRows } from './global-filter.ts';
import { sortRows } from './sort-rows.ts';
import { usePrinting } from './use-printing.ts';
import type { CellValue, DataTableColumn, DataTableServerMode, DataTableSort } from './types.ts';

export type RowTone = 'danger' | 'success' | 'warning' | 'pending';

export interface DataTableProps<T> {
  /** Client mode: every row. Server mode: the rows of the current page. */
  data: T[];
  columns: DataTableColumn<T>[];
  /** A stable id per row (selection survives sorting, searching and paging). */
  getRowId: (row: T) => string | number;
  /** Caption, print heading and export file name. */
  title: string;
  loading?: boolean;
  pageSizes?: number[];
  initialPageSize?: number;
  initialSort?: DataTableSort;
  /**
   * 'danger' paints the row red (e.g. below the minimum margin); the back office's status colours
   * add 'success' (green), 'warning' (orange) and 'pending' (light red).
   */
  rowTone?: (row: T) => RowTone | undefined;
  /** What a red row means, for screen readers (e.g. "below the minimum margin"). */
  dangerLabel?: string;
  /** Buttons at the end of each row (edit, delete); not printed or exported. */
  rowActions?: (row: T) => ReactNode;
  /** Extra controls in the toolbar (e.g. a selector or a "New" button). */
  toolbar?: ReactNode;
  /** Language of the table's own texts; the back office passes backofficeLanguage(...). */
  language?: string;
  /** Paging, sorting and searching on the server (large tables). */
  server?: DataTableServerMode;
  /** A closing row (e.g. the month's totals), one cell per column, under every page; printed, not exported. */
  footer?: { cells: ReactNode[]; testId?: string };
}

const DEFAULT_PAGE_SIZES = [10, 25, 50, 100];
const resolve = <S,>(updater: Updater<S>, current: S): S =>
  typeof updater === 'function' ? (updater as (s: S) => S)(current) : updater;

/** The one staff data table: see README.md in this folder. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, server, getRowId } = props;
  const { t } = useTranslation('datatable', props.language ? { lng: props.language } : undefined);
  const pageSizes = props.pageSizes ?? DEFAULT_PAGE_SIZES;
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [sorting, setSorting] = useState<SortingState>(props.initialSort ? [props.initialSort] : []);
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: props.initialPageSize ?? pageSizes[0],
  });
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  // Server mode shows one page at a time: remember every row seen so selected rows of other pages can be exported.
  const seenRows = useRef(new Map<string, T>());

  const rows = useMemo(
    () => (server ? props.data : filterRows(props.data, columns, deferredQuery)),
    [server, props.data, columns, deferredQuery],
  );
  useEffect(() => {
    for (const row of props.data) seenRows.current.set(String(getRowId(row)), row);
  }, [props.data, getRowId]);
  // A new search starts at the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is the trigger, not an input
  useEffect(() => setPagination((p) => ({ ...p, pageIndex: 0 })), [deferredQuery]);

  const columnDefs = useMemo<ColumnDef<T, CellValue>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        accessorFn: (row: T) => c.value(row) ?? undefined,
        enableSorting: c.sortable !== false,
        sortUndefined: 'last',
        sortingFn: isNumeric(c.format) ? 'basic' : 'alphanumeric',
      })),
    [columns],
  );

  const sortState: SortingState = server ? (server.state.sort ? [server.state.sort] : []) : sorting;
  const pageState: PaginationState = server
    ? { pageIndex: server.state.page - 1, pageSize: server.state.perPage }
    : pagination;
  const total = server ? server.total : rows.length;

  const table = useReactTable<T>({
    data: rows,
    columns: columnDefs,
    getRowId: (row) => String(getRowId(row)),
    state: { sorting: sortState, pagination: pageState, rowSelection },
    enableRowSelection: true,
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
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: server ? undefined : getSortedRowModel(),
    getPaginationRowModel: server ? undefined : getPaginationRowModel(),
  });

  const selectedIds = Object.keys(rowSelection).filter((id) => rowSelection[id]);
  const currentSort = sortState[0] ? { id: sortState[0].id, desc: sortState[0].desc } : null;
  const selectedRows = (): T[] => {
    const byId = server ? seenRows.current : new Map(props.data.map((row) => [String(getRowId(row)), row]));
    const picked = selectedIds.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
    return sortRows(picked, columns, currentSort);
  };
  // Client mode: every row of the search in the shown order; server mode: the page on screen.
  const viewRows = (): T[] => (server ? props.data : table.getSortedRowModel().rows.map((r) => r.original));

  // On paper a client-side table shows every row of the search in the shown order; a server-paged
  // one has only its page, and keeps its "1–10 of N" line on paper to say so.
  const printing = usePrinting();
  const pageRows = printing && !server ? table.getPrePaginationRowModel().rows : table.getRowModel().rows;
  const allOnPage = pageRows.length > 0 && pageRows.every((r) => r.getIsSelected());
  const someOnPage = pageRows.some((r) => r.getIsSelected());

  return (
    <div className={classes.wrap}>
      <DataTableToolbar
        language={props.language}
        title={props.title}
        columns={columns}
        search={server ? server.state.q : query}
        onSearch={(q) => (server ? server.onStateChange({ ...server.state, q, page: 1 }) : setQuery(q))}
        debounce={Boolean(server)}
        total={total}
        selectedCount={selectedIds.length}
        onClearSelection={() => setRowSelection({})}
        allRows={viewRows}
        selectedRows={selectedRows}
        exportAll={server?.exportAll}
        exportUrl={server?.exportUrl}
        rowTone={props.rowTone}
        extra={props.toolbar}
      />
      <Table.ScrollContainer minWidth={Math.max(480, columns.length * 110)} className={classes.scroll}>
        <Table
          striped
          highlightOnHover
          stickyHeader
          withTableBorder
          className={props.loading ? classes.busy : undefined}
          aria-busy={props.loading || undefined}
        >
          <VisuallyHidden component="caption">{props.title}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} className={classes.noPrint}>
                <Checkbox
                  size="xs"
                  aria-label={t('selectAll')}
                  checked={allOnPage}
                  indeterminate={!allOnPage && someOnPage}
                  onChange={() => table.toggleAllPageRowsSelected(!allOnPage)}
                />
              </Table.Th>
              {table.getFlatHeaders().map((header) => {
                const column = columns[header.index];
                const sorted = header.column.getIsSorted();
                return (
                  <Table.Th
                    key={header.id}
                    className={isNumeric(column.format) ? classes.numeric : undefined}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <>
                        <UnstyledButton
                          className={classes.sortButton}
                          onClick={header.column.getToggleSortingHandler()}
                          title={t('sortBy', { column: column.header })}
                        >
                          {column.header}
                          <span
                            className={`${classes.sortMark} ${sorted ? classes.sortMarkActive : ''}`}
                            aria-hidden="true"
                          >
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '⇅'}
                          </span>
                          {sorted ? (
                            <VisuallyHidden>{t(sorted === 'asc' ? 'sortedAsc' : 'sortedDesc')}</VisuallyHidden>
                          ) : null}
                        </UnstyledButton>
                        <span className={classes.printOnly}>{column.header}</span>
                      </>
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                );
              })}
              {props.rowActions ? <Table.Th className={classes.noPrint}>{t('actions')}</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageRows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length + (props.rowActions ? 2 : 1)} className={classes.status}>
                  {props.loading ? t('loading') : t('empty')}
                </Table.Td>
              </Table.Tr>
            ) : (
              pageRows.map((row) => {
                const tone = props.rowTone?.(row.original);
                const danger = tone === 'danger';
                const selected = row.getIsSelected();
                return (
                  <Table.Tr
                    key={row.id}
                    data-tone={tone}
                    aria-selected={selected}
                    className={
                      [tone ? classes[tone] : '', selected ? classes.selected : ''].join(' ').trim() || undefined
                    }
                  >
                    <Table.Td className={classes.noPrint}>
                      <Checkbox
                        size="xs"
                        aria-label={t('selectRow')}
                        checked={selected}
                        onChange={row.getToggleSelectedHandler()}
                      />
                    </Table.Td>
                    {columns.map((column, index) => (
                      <Table.Td key={column.id} className={isNumeric(column.format) ? classes.numeric : undefined}>
                        {column.render ? column.render(row.original) : columnText(column, row.original)}
                        {danger && index === 0 && props.dangerLabel ? (
                          <VisuallyHidden> ({props.dangerLabel})</VisuallyHidden>
                        ) : null}
                      </Table.Td>
                    ))}
                    {props.rowActions ? (
                      <Table.Td className={classes.noPrint}>{props.rowActions(row.original)}</Table.Td>
                    ) : null}
                  </Table.Tr>
                );
              })
            )}
          </Table.Tbody>
          {props.footer ? (
            <Table.Tfoot data-testid={props.footer.testId}>
              <Table.Tr className={classes.totalRow}>
                <Table.Td className={classes.noPrint} />
                {columns.map((column, index) => (
                  <Table.Td key={column.id} className={isNumeric(column.format) ? classes.numeric : undefined}>
                    {props.footer!.cells[index] ?? null}
                  </Table.Td>
                ))}
                {props.rowActions ? <Table.Td className={classes.noPrint} /> : null}
              </Table.Tr>
            </Table.Tfoot>
          ) : null}
        </Table>
      </Table.ScrollContainer>
      <div className={server ? undefined : classes.noPrint}>
        <DataTablePagination language={props.language} table={table} total={total} pageSizes={pageSizes} />
      </div>
    </div>
  );
}
