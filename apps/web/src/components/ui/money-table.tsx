import '@mantine/core/styles/Table.css';
import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface MoneyColumn<Row> {
  label: string;
  /** An amount: right-aligned in the table, after its label in a phone's card. */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
  testId?: string;
}

/**
 * The tables of an order's money (items, payments, refunds) on the staff's and the customer's order
 * screens: striped, one header per column, and on a phone (inside a `stacked.wrap` or `stacked.cards`
 * wrapper, stacked-table.module.css) a card per row whose cells carry their column's name and their
 * table roles, which browsers drop for cells laid out as blocks.
 */
export function MoneyTable<Row>(props: {
  columns: MoneyColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string | number;
  rowTestId?: string;
  tableProps?: TableProps;
}) {
  return (
    <Table role="table" striped {...props.tableProps}>
      <Table.Thead role="rowgroup">
        <Table.Tr role="row">
          {props.columns.map((column) => (
            <Table.Th key={column.label} role="columnheader" scope="col" ta={column.numeric ? 'right' : undefined}>
              {column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody role="rowgroup">
        {props.rows.map((row, index) => (
          <Table.Tr role="row" key={props.rowKey(row, index)} data-testid={props.rowTestId}>
            {props.columns.map((column) => (
              <Table.Td
                key={column.label}
                role="cell"
                data-label={column.label}
                data-numeric={column.numeric || undefined}
                ta={column.numeric ? 'right' : undefined}
                data-testid={column.testId}
              >
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
