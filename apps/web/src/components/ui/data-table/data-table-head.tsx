import { Checkbox, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { isNumeric } from './cell-format.ts';
import classes from './data-table.module.css';
import type { DataTableInstance } from './table-features.ts';
import type { DataTableColumn } from './types.ts';

interface Props<T extends RowData> {
  language?: string;
  table: DataTableInstance<T>;
  columns: DataTableColumn<T>[];
  /** The rows on screen are all / some selected (the select-all box's ticked and dashed states). */
  allOnPage: boolean;
  someOnPage: boolean;
  withActions: boolean;
  /** Explicit table roles (a table whose rows become cards on a phone). */
  roles?: boolean;
}

/** The header row: select-all box, one sort button per sortable column, the actions heading. */
export function DataTableHead<T extends RowData>({
  language,
  table,
  columns,
  allOnPage,
  someOnPage,
  withActions,
  roles,
}: Props<T>) {
  const { t } = useTranslation('datatable', language ? { lng: language } : undefined);
  const role = (name: 'rowgroup' | 'row' | 'columnheader') => (roles ? { role: name } : {});
  return (
    <Table.Thead {...role('rowgroup')}>
      <Table.Tr {...role('row')}>
        <Table.Th w={40} className={classes.noPrint} {...role('columnheader')} data-select>
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
              {...role('columnheader')}
              key={header.id}
              data-sortable={header.column.getCanSort() || undefined}
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
                    <span className={`${classes.sortMark} ${sorted ? classes.sortMarkActive : ''}`} aria-hidden="true">
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
        {withActions ? (
          <Table.Th className={classes.noPrint} {...role('columnheader')}>
            {t('actions')}
          </Table.Th>
        ) : null}
      </Table.Tr>
    </Table.Thead>
  );
}
