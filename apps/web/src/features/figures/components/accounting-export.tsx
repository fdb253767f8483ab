import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import { Alert, Button, Group, Select, TextInput } from '@mantine/core';
import type { AccountingFormat } from '@wohnwerk/contract/accounting';
import { berlinToday } from '@wohnwerk/contract/shop-time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadAccounting } from '../api/download-accounting.ts';
import { FigurePanel } from './figure-section.tsx';

/** The previous Berlin month (YYYY-MM): the one an accountant asks for at the start of a month. */
const previousMonth = (today: string) => {
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/** "Buchhaltung exportieren": a month's invoices and credit notes as DATEV Buchungsstapel or CSV (decision 155). */
export function AccountingExport() {
  const { t } = useTranslation('figures');
  const [month, setMonth] = useState(() => previousMonth(berlinToday()));
  const [format, setFormat] = useState<AccountingFormat>('datev');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const valid = /^\d{4}-\d{2}$/.test(month);

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadAccounting(month, format);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FigurePanel id="accounting" title={t('accounting.title')} hint={t('accounting.hint')}>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          type="month"
          label={t('accounting.month')}
          name="accounting-month"
          value={month}
          onChange={(e) => setMonth(e.currentTarget.value)}
          min="2000-01"
          max="2100-12"
          error={valid ? undefined : t('accounting.monthMissing')}
          w={180}
        />
        <Select
          label={t('accounting.format')}
          name="accounting-format"
          data={[
            { value: 'datev', label: t('accounting.datev') },
            { value: 'csv', label: t('accounting.csv') },
          ]}
          value={format}
          onChange={(v) => v && setFormat(v as AccountingFormat)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          w={270}
        />
        <Button onClick={download} loading={busy} disabled={!valid} data-testid="accounting-export">
          {t('accounting.export')}
        </Button>
      </Group>
      {failed && (
        <Alert color="red" mt="sm">
          {t('accounting.failed')}
        </Alert>
      )}
    </FigurePanel>
  );
}
