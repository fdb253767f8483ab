import './warehouse-styles.ts';
import { Alert, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { wmNumberSuffix } from '@wohnwerk/contract/warehouse';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { backofficeLanguage } from '../../../lib/i18n.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useWms } from '../api/get-wms.ts';
import { scanWms } from '../api/scan-wms.ts';
import { readSavedAw } from '../saved-aw.ts';
import { playSound } from '../scan-sounds.ts';
import { ClosedMark } from './closed-mark.tsx';
import { useScanInputFocus } from './use-scan-input-focus.ts';
import classes from './warehouse.module.css';

/** /scan-wm: scanning the WM documents themselves (spec §2.12). */
export function ScanWmScreen() {
  const { i18n } = useTranslation();
  const { t } = useTranslation('warehouse', { lng: backofficeLanguage(i18n.language) });
  const client = useQueryClient();
  const [saved] = useState(readSavedAw);
  const rows = useWms(saved?.awNumber ?? null, saved?.aw ?? '');
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const { ref, focus } = useScanInputFocus(saved !== null);

  if (!saved)
    return (
      <Stack className={classes.page}>
        <Alert color="red">{t('wm.noAw')}</Alert>
        <Button component={Link} to="/scan-aw" className={classes.bigButton}>
          {t('actions.back')}
        </Button>
      </Stack>
    );

  const submit = async () => {
    const code = value.trim();
    setValue('');
    focus();
    if (!code) {
      setMessage({ ok: false, text: t('wm.eanEmpty') });
      playSound('error');
      return;
    }
    try {
      const res = await scanWms(saved.awNumber, code);
      await client.invalidateQueries({ queryKey: queryKeys.warehouse.wms(saved.awNumber) });
      // A document scanned with open lines, or one of another work order, needs a look.
      const ok = res.message.endsWith('SCANNED');
      setMessage({ ok, text: res.message });
      playSound(ok ? 'success' : 'error');
    } catch (error) {
      setMessage({ ok: false, text: isApiError(error) ? (error.serverMessage ?? error.message) : t('wm.offline') });
      playSound('error');
    }
  };

  return (
    <Stack className={classes.page} gap="sm">
      <Group justify="space-between">
        <Title order={1} size="h3">
          {t('scanWm.title', { aw: saved.aw })}
        </Title>
        <Button component={Link} to="/scan-aw" variant="default" className={classes.bigButton}>
          {t('actions.back')}
        </Button>
      </Group>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextInput
          ref={ref}
          label={t('scanWm.wm')}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          className={classes.scanInput}
          autoComplete="off"
          enterKeyHint="send"
        />
      </form>
      <div aria-live="assertive" data-testid="scan-status">
        {message ? <Text className={message.ok ? classes.ok : classes.bad}>{message.text}</Text> : null}
      </div>
      <div className={classes.tableWrap}>
        <Table striped withTableBorder aria-label={t('scanWm.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('wm.nr')}</Table.Th>
              <Table.Th>{t('scanWm.numer')}</Table.Th>
              <Table.Th>{t('scanWm.wm')}</Table.Th>
              <Table.Th>{t('wm.closed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(rows.data ?? []).map((row, i) => (
              <Table.Tr key={row.wm_idtrans}>
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>
                  {row.tr_numer}
                  {wmNumberSuffix}
                </Table.Td>
                <Table.Td>{row.wm_idtrans}</Table.Td>
                <Table.Td>
                  <ClosedMark value={row.scanned} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}
