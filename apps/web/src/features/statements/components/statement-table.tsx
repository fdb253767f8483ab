import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { formatPrice } from '../../../lib/format.ts';
import { downloadStatementPdf, type StatementRow } from '../api/statements.ts';

const euros = (cents: number) => cents / 100;

/** Statements with their sums and a PDF button each; staff's list names the seller too. */
export function StatementTable({
  rows,
  side,
  loading,
  title,
  withSeller = side === 'admin',
}: {
  rows: StatementRow[];
  side: 'admin' | 'seller';
  loading: boolean;
  title: string;
  /** The seller's column (staff's list of every seller). */
  withSeller?: boolean;
}) {
  const { t, i18n } = useTranslation('statements');
  const [busy, setBusy] = useState<number | null>(null);
  // Only a list with a carry shows its column: most sellers never have a negative month.
  const withCarry = rows.some((s) => s.carry_cents !== 0);
  const columns = useMemo<DataTableColumn<StatementRow>[]>(() => {
    const carryColumn: DataTableColumn<StatementRow> = {
      // The negative amount of an earlier statement this one deducts (decision 176): part of the payout.
      id: 'carry',
      header: t('columns.carry'),
      value: (s) => (s.carry_cents ? euros(s.carry_cents) : null),
      format: 'euro',
      render: (s) =>
        s.carried_from_number ? (
          <>
            {formatPrice(euros(s.carry_cents))}
            <Text size="xs" c="dimmed">
              {t('carryFrom', { number: s.carried_from_number })}
            </Text>
          </>
        ) : (
          ''
        ),
    };
    return [
      { id: 'number', header: t('columns.number'), value: (s) => s.number, phone: 'title' },
      ...(withSeller
        ? [{ id: 'seller', header: t('columns.seller'), value: (s: StatementRow) => s.seller_name ?? '' }]
        : []),
      { id: 'period', header: t('columns.period'), value: (s) => s.period },
      {
        id: 'issued_at',
        header: t('columns.issuedAt'),
        value: (s) => s.issued_at,
        render: (s) => formatDateTime(s.issued_at, i18n.language),
        phone: 'hide',
      },
      { id: 'sales', header: t('columns.sales'), value: (s) => euros(s.sales_cents), format: 'euro' },
      {
        id: 'commission',
        header: t('columns.commission'),
        value: (s) => euros(s.commission_net_cents),
        format: 'euro',
      },
      {
        id: 'vat',
        header: t('columns.vat'),
        value: (s) => euros(s.commission_vat_cents),
        format: 'euro',
        phone: 'hide',
      },
      { id: 'refunds', header: t('columns.refunds'), value: (s) => euros(s.refunds_cents), format: 'euro' },
      ...(withCarry ? [carryColumn] : []),
      { id: 'payout', header: t('columns.payout'), value: (s) => euros(s.payout_cents), format: 'euro' },
      {
        id: 'corrects',
        header: t('columns.corrects'),
        value: (s) => s.corrects_number ?? '',
        phone: 'hide',
      },
    ];
  }, [t, i18n.language, withSeller, withCarry]);

  const download = async (s: StatementRow) => {
    setBusy(s.id);
    try {
      await downloadStatementPdf(s, side);
    } catch {
      notifications.show({ color: 'red', message: t('pdfFailed', { number: s.number }) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <DataTable
      title={title}
      columns={columns}
      data={rows}
      getRowId={(s) => s.id}
      loading={loading}
      phoneCards
      initialSort={{ id: 'number', desc: true }}
      rowActions={(s) => (
        <Button
          size="xs"
          variant="light"
          loading={busy === s.id}
          onClick={() => void download(s)}
          aria-label={t('pdfOf', { number: s.number })}
        >
          {t('pdf')}
        </Button>
      )}
    />
  );
}

/** One seller's statements (the seller's page for staff), newest first. */
export function SellerStatementList({ rows, loading }: { rows: StatementRow[]; loading: boolean }) {
  const { t } = useTranslation('statements');
  return <StatementTable title={t('title')} rows={rows} side="admin" loading={loading} withSeller={false} />;
}
