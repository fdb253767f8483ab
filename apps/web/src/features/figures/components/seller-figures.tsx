import { Alert } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { formatPrice } from '../../../lib/format.ts';
import { type SellerFiguresRow, useSellerFigures } from '../api/get-seller-figures.ts';
import type { Period } from '../periods.ts';
import { sellerEuros, sellerTotals } from '../seller-totals.ts';
import { FigurePanel } from './figure-section.tsx';

/**
 * The marketplace per seller for the screen's period (issue 38, decision 171): revenue and commission, and what issued
 * self-billing statements still owe each seller (today's, whatever the period), with every seller's sum under them.
 */
export function SellerFigures({ period, enabled }: { period: Period; enabled: boolean }) {
  const { t } = useTranslation('figures');
  const sellers = useSellerFigures(period, enabled);
  const rows = sellers.data ?? [];
  const columns = useMemo<DataTableColumn<SellerFiguresRow>[]>(
    () => [
      { id: 'name', header: t('sellers.name'), value: (r) => r.seller_name, phone: 'title' },
      { id: 'revenue', header: t('sellers.revenue'), value: (r) => sellerEuros(r).revenue, format: 'euro' },
      { id: 'commission', header: t('sellers.commission'), value: (r) => sellerEuros(r).commission, format: 'euro' },
      { id: 'open', header: t('sellers.openPayouts'), value: (r) => sellerEuros(r).openPayout, format: 'euro' },
    ],
    [t],
  );
  const total = sellerTotals(rows);
  return (
    <FigurePanel id="figures-sellers" title={t('sellers.title')} hint={t('sellers.hint')}>
      {sellers.isError ? (
        <Alert color="red" mb="sm">
          {t('sellers.error')}
        </Alert>
      ) : null}
      <DataTable
        title={t('sellers.title')}
        data={rows}
        columns={columns}
        getRowId={(r) => r.seller_id}
        loading={sellers.isFetching && !sellers.data}
        phoneCards
        footer={
          rows.length > 1
            ? {
                testId: 'figures-sellers-total',
                cells: [
                  t('sellers.total'),
                  formatPrice(total.revenue),
                  formatPrice(total.commission),
                  formatPrice(total.openPayout),
                ],
              }
            : undefined
        }
      />
    </FigurePanel>
  );
}
