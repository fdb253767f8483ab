import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Alert, Button, Group, Select, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { downloadPayoutFile, useAdminStatements, useIssueStatements } from '../api/statements.ts';
import { filterFromSearch, isMonth, previousMonth } from '../month.ts';
import { StatementTable } from './statement-table.tsx';

interface SellerChoice {
  id: number;
  company_name: string;
}

/** The server's reason a month could not be issued (its 409 and 422 texts are German and say why). */
function issueFailure(error: unknown, fallback: string): string {
  const field = isApiError(error) && error.status === 422 ? Object.values(error.fieldErrors)[0]?.[0] : undefined;
  return field ?? errorText(error, fallback);
}

/**
 * /admin/statements: every seller's statements by month (the filter lives in the address); admins issue a month's
 * statements on demand and download the month's payout file for the bank. Both ask first: a statement is never
 * changed after issue, and the payout file moves money once uploaded.
 */
export function AdminStatements({ sellers, isAdmin }: { sellers: SellerChoice[]; isAdmin: boolean }) {
  const { t } = useTranslation('statements');
  const [params, setParams] = useSearchParams();
  const filter = filterFromSearch(params);
  const statements = useAdminStatements(filter);
  const issue = useIssueStatements();
  const [confirm, confirmDialog] = useConfirm();
  const [month, setMonth] = useState(filter.month || previousMonth());
  const [failure, setFailure] = useState('');
  const [paying, setPaying] = useState(false);
  const sellerName = sellers.find((s) => s.id === filter.sellerId)?.company_name;

  const setFilter = (next: { month?: string; sellerId?: number | null }) => {
    const merged = { ...filter, ...next };
    const search = new URLSearchParams();
    if (merged.month) search.set('month', merged.month);
    if (merged.sellerId !== null) search.set('seller', String(merged.sellerId));
    setParams(search, { replace: true });
  };

  const onIssue = async () => {
    setFailure('');
    if (!isMonth(month)) {
      setFailure(t('issue.monthMissing'));
      return;
    }
    const ok = await confirm({
      title: t('issue.confirmTitle', { month }),
      message: sellerName ? t('issue.confirmOne', { month, seller: sellerName }) : t('issue.confirmAll', { month }),
      confirmLabel: t('issue.confirm'),
      cancelLabel: t('cancel'),
      color: 'brand',
    });
    if (!ok) return;
    try {
      const answer = await issue.mutateAsync({ month, ...(filter.sellerId ? { seller_id: filter.sellerId } : {}) });
      notifications.show({ message: answer.message ?? t('issue.done', { month }), color: 'brand' });
      setFilter({ month });
    } catch (error) {
      setFailure(issueFailure(error, t('issue.failed')));
    }
  };

  const onPayout = async () => {
    setFailure('');
    if (!isMonth(month)) {
      setFailure(t('issue.monthMissing'));
      return;
    }
    const ok = await confirm({
      title: t('payout.confirmTitle', { month }),
      message: t('payout.confirmMessage', { month }),
      confirmLabel: t('payout.confirm'),
      cancelLabel: t('cancel'),
    });
    if (!ok) return;
    setPaying(true);
    try {
      await downloadPayoutFile(month);
    } catch (error) {
      setFailure(errorText(error, t('payout.failed')));
    } finally {
      setPaying(false);
    }
  };

  return (
    <>
      {confirmDialog}
      <Group align="flex-end" gap="sm" wrap="wrap" mb="md">
        <TextInput
          type="month"
          label={t('filter.month')}
          value={month}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setMonth(value);
            if (isMonth(value) || value === '') setFilter({ month: value });
          }}
          w={200}
        />
        <Select
          label={t('filter.seller')}
          placeholder={t('filter.allSellers')}
          data={sellers.map((s) => ({ value: String(s.id), label: s.company_name }))}
          value={filter.sellerId === null ? null : String(filter.sellerId)}
          onChange={(v) => setFilter({ sellerId: v ? Number(v) : null })}
          clearable
          w={260}
        />
        <Button variant="default" onClick={() => setFilter({ month: '', sellerId: null })}>
          {t('filter.all')}
        </Button>
        {/* Issuing and the payout file are the admins' (the server refuses staff, as with refunds). */}
        {isAdmin ? (
          <>
            <Button onClick={() => void onIssue()} loading={issue.isPending}>
              {t('issue.button')}
            </Button>
            <Button variant="light" onClick={() => void onPayout()} loading={paying}>
              {t('payout.button')}
            </Button>
          </>
        ) : null}
      </Group>
      <Text size="sm" c="gray.7" mb="sm">
        {t('intro')}
      </Text>
      {failure ? (
        <Alert color="red" role="alert" mb="md">
          {failure}
        </Alert>
      ) : null}
      {statements.isError ? (
        <Alert color="red" role="alert" mb="md">
          {t('failed')}
        </Alert>
      ) : null}
      <StatementTable title={t('title')} rows={statements.data ?? []} side="admin" loading={statements.isFetching} />
    </>
  );
}
