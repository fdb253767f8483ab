import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DataTableColumn, DataTableServerMode, DataTableSort } from './types.ts';
import { useDataTable } from './use-data-table.ts';

interface Row {
  id: number;
  name: string;
  price: number | null;
}

const rows: Row[] = [
  { id: 1, name: 'Regal 10', price: 99 },
  { id: 2, name: 'Regal 2', price: null },
  { id: 3, name: 'bett', price: 1200 },
  { id: 4, name: 'Anrichte', price: 5 },
];
const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name },
  { id: 'price', header: 'Preis', value: (r) => r.price, format: 'euro' },
];

interface ProbeProps {
  sort?: DataTableSort;
  pageSize?: number;
  server?: DataTableServerMode;
  data?: Row[];
}

/** The ids of the page on screen, then of every row of the view, then the count: what the table would draw. */
function Probe(props: ProbeProps) {
  const { table, viewRows, total } = useDataTable({
    data: props.data ?? rows,
    columns,
    getRowId: (r) => r.id,
    server: props.server,
    pageSizes: [props.pageSize ?? 10],
    initialSort: props.sort,
  });
  const page = table.getRowModel().rows.map((r) => r.id);
  const view = viewRows().map((r) => r.id);
  return `${page.join(',')}|${view.join(',')}|${total}`;
}

const shown = (props: ProbeProps) => renderToString(createElement(Probe, props));

describe('useDataTable (TanStack Table 9 wiring)', () => {
  it('sorts euro columns as numbers with empty values last, both ways', () => {
    expect(shown({ sort: { id: 'price', desc: false } })).toBe('4,1,3,2|4,1,3,2|4');
    expect(shown({ sort: { id: 'price', desc: true } })).toBe('3,1,4,2|3,1,4,2|4');
  });

  it('sorts text naturally and without regard to case', () => {
    expect(shown({ sort: { id: 'name', desc: false } })).toBe('4,3,2,1|4,3,2,1|4');
  });

  it('shows one page of the sorted rows in client mode', () => {
    expect(shown({ sort: { id: 'price', desc: true }, pageSize: 2 })).toBe('3,1|3,1,4,2|4');
  });

  it('keeps the server page as sent, sorted and counted by the server', () => {
    const server: DataTableServerMode = {
      total: 40,
      state: { page: 2, perPage: 2, sort: { id: 'price', desc: false }, q: '' },
      onStateChange: () => undefined,
    };
    expect(shown({ server, data: [rows[2], rows[0]] })).toBe('3,1|3,1|40');
  });
});
