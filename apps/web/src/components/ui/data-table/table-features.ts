import {
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type ReactTable,
  type RowData,
} from '@tanstack/react-table';

/**
 * What every DataTable does with TanStack Table: sorting, paging and row selection. Search is our
 * own (`global-filter.ts`), so no filtering feature is registered. Server mode turns the sorted and
 * paginated row models off with `manualSorting` / `manualPagination`; the set itself stays one
 * module-level object, since a table reads its features once when it is built.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
});

export type DataTableInstance<T extends RowData> = ReactTable<typeof dataTableFeatures, T>;
