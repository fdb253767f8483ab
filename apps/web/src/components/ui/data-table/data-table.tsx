import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/ScrollArea.css';
import { Checkbox, Table, VisuallyHidden } from '@mantine/core';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { columnText, isNumeric } from './cell-format.ts';
import classes from './data-table.module.css';
import { DataTableHead } from './data-table-head.tsx';
import { DataTablePagination } from './data-table-pagination.tsx';
import { DataTableToolbar } from './data-table-toolbar.tsx';
import type { DataTableColumn, DataTableServerMode, DataTableSort } from './types.ts';
import { useDataTable } from './use-data-table.ts';
import { usePrinting } from './use-printing.ts';

type RowTone = 'danger' | 'success' | 'warning' | 'pending';

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
  /** Controls for the selected rows (e.g. bulk activate), shown in the toolbar while rows are selected. */
  selectionActions?: (selected: T[], clearSelection: () => void) => ReactNode;
  /** Language of the table's own texts; the back office passes backofficeLanguage(...). */
  language?: string;
  /** The search field's hint, when the search does not look in every column (server mode). */
  searchPlaceholder?: string;
  /** Paging, sorting and searching on the server (large tables). */
  server?: DataTableServerMode;
  /**
   * The table's own Excel export and print buttons; a screen whose spec names its own (fast tasks'
   * Print, the finished tasks' and monthly ratings' Excel) turns the duplicate off.
   */
  tools?: { export?: boolean; print?: boolean };
  /** A closing row (e.g. the month's totals), one cell per column, under every page; printed, not exported. */
  footer?: { cells: ReactNode[]; testId?: string };
  /**
   * On a phone (below 48em) every row becomes a card of "label: value" lines, headed by the
   * column marked `phone: 'title'`, without the columns marked `phone: 'hide'`, with its actions
   * under it: nothing needs sideways scrolling (the shop administration's lists).
   */
  phoneCards?: boolean;
}

/** Explicit table roles: a row laid out as a card (display: flex) loses the native ones in browsers. */
const cardRoles = {
  table: { role: 'table' },
  group: { role: 'rowgroup' },
  row: { role: 'row' },
  cell: { role: 'cell' },
} as const;
const noRoles = { table: {}, group: {}, row: {}, cell: {} } as const;

const DEFAULT_PAGE_SIZES = [10, 25, 50, 100];

/** The one staff data table: see README.md in this folder. */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { columns, server } = props;
  const { t } = useTranslation('datatable', props.language ? { lng: props.language } : undefined);
  const pageSizes = props.pageSizes ?? DEFAULT_PAGE_SIZES;
  const { table, total, search, onSearch, selectedIds, selectedRows, viewRows, clearSelection } = useDataTable({
    data: props.data,
    columns,
    getRowId: props.getRowId,
    server,
    pageSizes,
    initialPageSize: props.initialPageSize,
    initialSort: props.initialSort,
  });

  // On paper a client-side table shows every row of the search in the shown order; a server-paged
  // one has only its page, and keeps its "1–10 of N" line on paper to say so.
  const printing = usePrinting();
  const pageRows = printing && !server ? table.getPrePaginatedRowModel().rows : table.getRowModel().rows;
  const allOnPage = pageRows.length > 0 && pageRows.every((r) => r.getIsSelected());
  const someOnPage = pageRows.some((r) => r.getIsSelected());
  const cards = Boolean(props.phoneCards);
  const roles = cards ? cardRoles : noRoles;
  // Each cell names its column on a phone's card; on wider screens the attribute is not shown.
  const cellProps = (column: DataTableColumn<T>) => ({
    ...roles.cell,
    ...(cards ? { 'data-label': column.header, 'data-phone': column.phone } : {}),
    className: isNumeric(column.format) ? classes.numeric : undefined,
  });

  return (
    <div className={cards ? `${classes.wrap} ${classes.cards}` : classes.wrap}>
      <DataTableToolbar
        language={props.language}
        title={props.title}
        columns={columns}
        search={search}
        searchPlaceholder={props.searchPlaceholder}
        onSearch={onSearch}
        debounce={Boolean(server)}
        total={total}
        selectedCount={selectedIds.length}
        onClearSelection={clearSelection}
        allRows={viewRows}
        selectedRows={selectedRows}
        exportAll={server?.exportAll}
        exportUrl={server?.exportUrl}
        rowTone={props.rowTone}
        extra={
          props.selectionActions && selectedIds.length ? (
            <>
              {props.toolbar}
              {props.selectionActions(selectedRows(), clearSelection)}
            </>
          ) : (
            props.toolbar
          )
        }
        tools={props.tools}
      />
      <Table.ScrollContainer minWidth={Math.max(480, columns.length * 110)} className={classes.scroll}>
        <Table
          striped
          highlightOnHover
          stickyHeader
          withTableBorder
          className={props.loading ? classes.busy : undefined}
          aria-busy={props.loading || undefined}
          {...roles.table}
        >
          <VisuallyHidden component="caption">{props.title}</VisuallyHidden>
          <DataTableHead
            language={props.language}
            table={table}
            columns={columns}
            allOnPage={allOnPage}
            someOnPage={someOnPage}
            withActions={Boolean(props.rowActions)}
            roles={cards}
          />
          <Table.Tbody {...roles.group}>
            {pageRows.length === 0 ? (
              <Table.Tr {...roles.row}>
                <Table.Td
                  {...roles.cell}
                  colSpan={columns.length + (props.rowActions ? 2 : 1)}
                  className={classes.status}
                  data-status
                >
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
                    {...roles.row}
                    key={row.id}
                    data-tone={tone}
                    aria-selected={selected}
                    className={
                      [tone ? classes[tone] : '', selected ? classes.selected : ''].join(' ').trim() || undefined
                    }
                  >
                    <Table.Td {...roles.cell} className={classes.noPrint} data-select>
                      <Checkbox
                        size="xs"
                        aria-label={t('selectRow')}
                        checked={selected}
                        onChange={row.getToggleSelectedHandler()}
                      />
                    </Table.Td>
                    {columns.map((column, index) => (
                      <Table.Td key={column.id} {...cellProps(column)}>
                        {column.render ? column.render(row.original) : columnText(column, row.original)}
                        {danger && index === 0 && props.dangerLabel ? (
                          <VisuallyHidden> ({props.dangerLabel})</VisuallyHidden>
                        ) : null}
                      </Table.Td>
                    ))}
                    {props.rowActions ? (
                      <Table.Td {...roles.cell} className={classes.noPrint} data-action>
                        {props.rowActions(row.original)}
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                );
              })
            )}
          </Table.Tbody>
          {props.footer ? (
            <Table.Tfoot data-testid={props.footer.testId} {...roles.group}>
              <Table.Tr className={classes.totalRow} {...roles.row}>
                <Table.Td {...roles.cell} className={classes.noPrint} data-select />
                {columns.map((column, index) => (
                  <Table.Td key={column.id} {...cellProps(column)}>
                    {props.footer!.cells[index] ?? null}
                  </Table.Td>
                ))}
                {props.rowActions ? <Table.Td {...roles.cell} className={classes.noPrint} data-action /> : null}
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
