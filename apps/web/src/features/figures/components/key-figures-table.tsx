import '@mantine/core/styles/Accordion.css';
import { Accordion } from '@mantine/core';
import type { FiguresReply, FiguresTotals } from '@wohnwerk/contract/figures';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { fixed, formatPrice } from '../../../lib/format.ts';
import { change } from '../periods.ts';

interface Row {
  key: keyof FiguresTotals;
  label: string;
  euro: boolean;
  now: number;
  before: number;
}

const euroKeys = new Set<keyof FiguresTotals>([
  'revenue',
  'revenue_net',
  'vat',
  'average_order_value',
  'refunded',
  'withdrawn',
  'coupon_discount',
  'gift_discount',
]);

const shown = (row: Row, value: number) => (row.euro ? formatPrice(value) : fixed(value, 0));

/** Every total of the period and of the one before, as a table (screen readers, print, Excel). */
export function KeyFiguresTable({ figures }: { figures: FiguresReply }) {
  const { t } = useTranslation('figures');
  const rows: Row[] = (Object.keys(figures.totals) as (keyof FiguresTotals)[]).map((key) => ({
    key,
    label: t(`totals.${key}`),
    euro: euroKeys.has(key),
    now: figures.totals[key],
    before: figures.previous.totals[key],
  }));
  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      { id: 'label', header: t('table.figure'), value: (r) => r.label, phone: 'title' },
      // Euro and counts in one column: numbers stay numbers in the export, shown with two decimals for euro.
      {
        id: 'now',
        header: t('table.now'),
        value: (r) => r.now,
        format: 'number',
        decimals: 2,
        render: (r) => shown(r, r.now),
      },
      {
        id: 'before',
        header: t('table.before'),
        value: (r) => r.before,
        format: 'number',
        decimals: 2,
        render: (r) => shown(r, r.before),
      },
      { id: 'change', header: t('table.change'), value: (r) => change(r.now, r.before), format: 'percent' },
    ],
    [t],
  );
  return (
    <Accordion variant="contained" radius="md">
      <Accordion.Item value="table">
        <Accordion.Control data-testid="figures-table-toggle">{t('table.title')}</Accordion.Control>
        <Accordion.Panel>
          <DataTable
            title={t('table.title')}
            data={rows}
            columns={columns}
            getRowId={(r) => r.key}
            initialPageSize={25}
            pageSizes={[25]}
            phoneCards
          />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
