import '@mantine/charts/styles.css';
import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import { Box, Group, SimpleGrid, Text } from '@mantine/core';
import type { FiguresReply } from '@wohnwerk/contract/figures';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { fixed, formatDay, formatPrice } from '../../../lib/format.ts';
import { BarRows } from './bar-rows.tsx';
import { FigureSection } from './figure-section.tsx';

type Series = FiguresReply['series'][number];
type Step = FiguresReply['funnel'][number];
type RankedRow = FiguresReply['top_products'][number] & { rank: number };
type CustomerRow = { group: string; orders: number; revenue: number };

const euro = (v: number) => formatPrice(v);
const count = (v: number) => fixed(v, 0);
/** " (−12,5 %)" after a step's count: how many of the step before did not come this far. */
const dropText = (dropOff: number | null) =>
  dropOff === null ? '' : ` (${dropOff > 0 ? '−' : dropOff < 0 ? '+' : ''}${fixed(Math.abs(dropOff), 1)} %)`;

/** "05.03.2026", "ab 02.03.2026" for a week, "03/2026" for a month. */
function usePeriodLabel(granularity: FiguresReply['granularity']) {
  const { t, i18n } = useTranslation('figures');
  return (period: string) =>
    granularity === 'month'
      ? `${period.slice(5, 7)}/${period.slice(0, 4)}`
      : granularity === 'week'
        ? t('granularity.weekOf', { day: formatDay(period, i18n.language) })
        : formatDay(period, i18n.language);
}

/** Revenue and paid orders per day, week or month. */
export function SalesOverTime({ figures }: { figures: FiguresReply }) {
  const { t } = useTranslation('figures');
  const label = usePeriodLabel(figures.granularity);
  const data = figures.series.map((s) => ({ ...s, label: label(s.period) }));
  const columns = useMemo<DataTableColumn<Series>[]>(
    () => [
      {
        id: 'period',
        header: t('series.period'),
        value: (r) => r.period,
        render: (r) => label(r.period),
        phone: 'title',
      },
      { id: 'revenue', header: t('series.revenue'), value: (r) => r.revenue, format: 'euro' },
      { id: 'orders', header: t('series.orders'), value: (r) => r.orders, format: 'integer' },
    ],
    [t, label],
  );
  const best = figures.series.reduce<Series | null>((b, s) => (!b || s.revenue > b.revenue ? s : b), null);
  return (
    <FigureSection
      id="figures-sales"
      title={t('series.title')}
      summary={t('series.summary', {
        revenue: euro(figures.totals.revenue),
        orders: count(figures.totals.orders),
        best: best && best.revenue > 0 ? `${label(best.period)} (${euro(best.revenue)})` : '—',
      })}
      chart={
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <AreaChart
            h={220}
            data={data}
            dataKey="label"
            series={[{ name: 'revenue', label: t('series.revenue'), color: 'teal.7' }]}
            valueFormatter={euro}
            curveType="linear"
            accessibilityLayer={false}
            withDots={data.length <= 31}
          />
          <BarChart
            h={220}
            data={data}
            dataKey="label"
            series={[{ name: 'orders', label: t('series.orders'), color: 'blue.7' }]}
            valueFormatter={count}
            yAxisProps={{ allowDecimals: false }}
            accessibilityLayer={false}
          />
        </SimpleGrid>
      }
      table={
        <DataTable
          title={t('series.title')}
          data={figures.series}
          columns={columns}
          getRowId={(r) => r.period}
          phoneCards
        />
      }
    />
  );
}

/** Added to cart → step 1 … 4 → placed → paid, with the drop-off between steps. */
export function Funnel({ figures }: { figures: FiguresReply }) {
  const { t } = useTranslation('figures');
  const columns = useMemo<DataTableColumn<Step>[]>(
    () => [
      { id: 'step', header: t('funnel.step'), value: (r) => t(`funnel.steps.${r.step}`), phone: 'title' },
      { id: 'count', header: t('funnel.count'), value: (r) => r.count, format: 'integer' },
      { id: 'drop_off', header: t('funnel.dropOff'), value: (r) => r.drop_off, format: 'percent' },
    ],
    [t],
  );
  const first = figures.funnel[0]?.count ?? 0;
  const last = figures.funnel.at(-1)?.count ?? 0;
  return (
    <FigureSection
      id="figures-funnel"
      title={t('funnel.title')}
      summary={t('funnel.summary', {
        steps: figures.funnel
          .map((s) => `${t(`funnel.steps.${s.step}`)} ${count(s.count)}${dropText(s.drop_off)}`)
          .join(', '),
        rate: first > 0 ? `${fixed((last / first) * 100, 1)} %` : '—',
      })}
      chart={
        <BarRows
          color="indigo.6"
          rows={figures.funnel.map((s) => ({
            key: s.step,
            name: t(`funnel.steps.${s.step}`),
            value: s.count,
            shown: `${count(s.count)}${dropText(s.drop_off)}`,
          }))}
        />
      }
      table={
        <DataTable
          title={t('funnel.title')}
          data={figures.funnel}
          columns={columns}
          getRowId={(r) => r.step}
          phoneCards
        />
      }
    />
  );
}

/** Top 10 products or categories by line value. */
export function Ranking({ id, title, rows }: { id: string; title: string; rows: FiguresReply['top_products'] }) {
  const { t } = useTranslation('figures');
  const ranked = rows.map((r, i) => ({ ...r, rank: i + 1 }));
  const columns = useMemo<DataTableColumn<RankedRow>[]>(
    () => [
      { id: 'rank', header: t('top.rank'), value: (r) => r.rank, format: 'integer' },
      { id: 'name', header: t('top.name'), value: (r) => r.name, phone: 'title' },
      { id: 'revenue', header: t('top.revenue'), value: (r) => r.revenue, format: 'euro' },
      { id: 'units', header: t('top.units'), value: (r) => r.units, format: 'integer' },
    ],
    [t],
  );
  return (
    <FigureSection
      id={id}
      title={title}
      summary={
        ranked.length
          ? t('top.summary', { list: ranked.map((r) => `${r.rank}. ${r.name} ${euro(r.revenue)}`).join(', ') })
          : t('top.empty')
      }
      chart={
        <BarRows
          color="teal.6"
          rows={ranked.map((r) => ({
            key: r.id,
            name: `${r.rank}. ${r.name}`,
            value: r.revenue,
            shown: euro(r.revenue),
          }))}
        />
      }
      table={<DataTable title={title} data={ranked} columns={columns} getRowId={(r) => r.id} phoneCards />}
    />
  );
}

/** Orders of customers paying for the first time against those who paid before. */
export function Customers({ figures }: { figures: FiguresReply }) {
  const { t } = useTranslation('figures');
  const rows: CustomerRow[] = [
    { group: t('customers.new'), ...figures.customers.new },
    { group: t('customers.returning'), ...figures.customers.returning },
  ];
  const columns = useMemo<DataTableColumn<CustomerRow>[]>(
    () => [
      { id: 'group', header: t('customers.group'), value: (r) => r.group, phone: 'title' },
      { id: 'orders', header: t('customers.orders'), value: (r) => r.orders, format: 'integer' },
      { id: 'revenue', header: t('customers.revenue'), value: (r) => r.revenue, format: 'euro' },
    ],
    [t],
  );
  return (
    <FigureSection
      id="figures-customers"
      title={t('customers.title')}
      summary={t('customers.summary', {
        newOrders: count(figures.customers.new.orders),
        newRevenue: euro(figures.customers.new.revenue),
        returningOrders: count(figures.customers.returning.orders),
        returningRevenue: euro(figures.customers.returning.revenue),
      })}
      chart={
        <Box>
          <DonutChart
            mx="auto"
            withLabels
            withLabelsLine={false}
            labelsType="value"
            valueFormatter={count}
            data={[
              { name: t('customers.new'), value: figures.customers.new.orders, color: 'teal.7' },
              { name: t('customers.returning'), value: figures.customers.returning.orders, color: 'blue.7' },
            ]}
            chartLabel={t('customers.orders')}
            accessibilityLayer={false}
          />
          <Group justify="center" gap="lg" mt="xs">
            {[
              ['teal.7', t('customers.new'), figures.customers.new.orders],
              ['blue.7', t('customers.returning'), figures.customers.returning.orders],
            ].map(([color, name, orders]) => (
              <Group key={name} gap={6} wrap="nowrap">
                <Box w={12} h={12} bg={color as string} style={{ borderRadius: 2 }} />
                <Text size="sm">
                  {name}: {count(orders as number)}
                </Text>
              </Group>
            ))}
          </Group>
        </Box>
      }
      table={
        <DataTable title={t('customers.title')} data={rows} columns={columns} getRowId={(r) => r.group} phoneCards />
      }
    />
  );
}
