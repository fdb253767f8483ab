import './warehouse-styles.ts';
import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { WmCard } from '@wohnwerk/contract/warehouse';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { backofficeLanguage } from '../../../lib/i18n.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { closeAw } from '../api/close-aw.ts';
import { getWmData } from '../api/get-wm-data.ts';
import { loadAw } from '../api/load-aw.ts';
import { refreshAw } from '../api/refresh-aw.ts';
import { refreshWm } from '../api/refresh-wm.ts';
import { openAwReport, type AwReport } from '../api/report-link.ts';
import { searchByWm } from '../api/search-by-wm.ts';
import { updateEan } from '../api/update-ean.ts';
import { clearSavedAw, readSavedAw, saveAw, type SavedAw } from '../saved-aw.ts';
import { AwPicker } from './aw-picker.tsx';
import { useScanInputFocus } from './use-scan-input-focus.ts';
import { WmCards } from './wm-cards.tsx';
import classes from './warehouse.module.css';

/** /scan-aw (alias /scan): choose a work order, then its documents (spec §2.10, §4). */
export function ScanAwScreen() {
  const { i18n } = useTranslation();
  const { t } = useTranslation('warehouse', { lng: backofficeLanguage(i18n.language) });
  const navigate = useNavigate();
  const client = useQueryClient();
  const isAdmin = useCurrentUser().user?.is_admin ?? false;
  const [saved, setSaved] = useState<SavedAw | null>(readSavedAw);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [scan, setScan] = useState('');
  const [confirmRefresh, setConfirmRefresh] = useState(false);
  const { ref: scanRef, focus } = useScanInputFocus(saved !== null && !confirmRefresh);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setMessage(null);
    try {
      await work();
    } catch (e) {
      setError(isApiError(e) ? (e.serverMessage ?? e.message) : (e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const keep = (items: WmCard[]) => {
    saveAw(items);
    setSaved(readSavedAw());
  };

  const choose = (id: number, aw: string) =>
    run(async () => {
      try {
        keep(await loadAw(id, aw));
      } catch (e) {
        // No documents: back to the empty state with the spec's text.
        if (isApiError(e) && e.status === 404) {
          clearSavedAw();
          setSaved(null);
          throw new Error(t('aw.noWm'));
        }
        throw e;
      }
    });
  const search = (number: string, byIdtrans: boolean) => run(async () => keep(await searchByWm(number, byIdtrans)));

  const close = () =>
    run(async () => {
      if (saved) await closeAw(saved.awNumber, saved.aw);
      clearSavedAw();
      setSaved(null);
      await client.invalidateQueries({ queryKey: queryKeys.warehouse.aws() });
    });
  const refreshDocuments = () =>
    run(async () => {
      if (!saved) return;
      const res = await refreshWm(saved.awNumber, saved.aw);
      keep(await loadAw(saved.awNumber, saved.aw));
      await client.invalidateQueries({ queryKey: queryKeys.warehouse.all });
      setMessage(res.message);
    });
  const refreshAll = () =>
    run(async () => {
      setConfirmRefresh(false);
      const res = await refreshAw(saved?.aw ?? '');
      await client.invalidateQueries({ queryKey: queryKeys.warehouse.all });
      if (saved) keep(await loadAw(saved.awNumber, saved.aw));
      setMessage(res.message);
    });
  const eans = () => run(async () => setMessage((await updateEan()).message));
  const scanWm = () =>
    run(async () => {
      if (!saved) return;
      await client.fetchQuery({
        queryKey: queryKeys.warehouse.wms(saved.awNumber),
        queryFn: () => getWmData(saved.awNumber),
      });
      navigate('/scan-wm');
    });
  const report = (kind: AwReport) => {
    if (saved) openAwReport(kind, saved.awNumber).catch((e: Error) => setError(e.message));
  };

  const twoBarcode = saved?.items[0]?.two_barcode ?? false;
  return (
    <Stack className={classes.page} gap="md">
      <Group justify="space-between">
        <Title order={1} size="h3">
          {saved ? t('aw.titleWith', { aw: saved.aw }) : t('aw.title')}
        </Title>
        {busy ? <Loader size="sm" aria-label={t('aw.loading')} /> : null}
      </Group>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      {message ? <Text className={classes.ok}>{message}</Text> : null}
      {saved ? null : (
        <AwPicker
          isAdmin={isAdmin}
          busy={busy}
          onChoose={(id, aw) => void choose(id, aw)}
          onSearch={(n, by) => void search(n, by)}
        />
      )}
      {saved ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const value = scan.trim();
            if (value) navigate(`/wm/${encodeURIComponent(value)}/${twoBarcode}`);
            else focus();
          }}
        >
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              ref={scanRef}
              label={t('aw.scanLabel')}
              value={scan}
              onChange={(e) => setScan(e.currentTarget.value)}
              className={classes.scanInput}
              style={{ flex: 1 }}
              autoComplete="off"
              enterKeyHint="go"
            />
            <Button type="submit" disabled size="lg" className={classes.bigButton}>
              {t('aw.scanButton')}
            </Button>
          </Group>
        </form>
      ) : null}
      <Group gap="xs">
        {saved ? (
          <Button size="md" className={classes.bigButton} onClick={() => void scanWm()}>
            {t('aw.scanWm')}
          </Button>
        ) : null}
        <Button size="md" variant="default" className={classes.bigButton} onClick={() => navigate('/excel')}>
          {t('actions.back')}
        </Button>
        {saved ? (
          <Button size="md" color="gray" className={classes.bigButton} onClick={() => void close()}>
            {t('aw.close')}
          </Button>
        ) : null}
      </Group>
      {saved ? (
        <Group gap="xs">
          <Button variant="subtle" onClick={() => report('aw-report')}>
            {t('aw.exportReport')}
          </Button>
          <Button variant="subtle" onClick={() => report('aw-report-excel')}>
            {t('aw.exportExcel')}
          </Button>
          <Button variant="subtle" onClick={() => report('aw-not-bz')}>
            {t('aw.exportNotEqual')}
          </Button>
        </Group>
      ) : null}
      <Group gap="xs">
        {saved ? (
          <Button variant="light" className={classes.bigButton} onClick={() => void refreshDocuments()}>
            {t('aw.refreshWm')}
          </Button>
        ) : null}
        <Button variant="light" className={classes.bigButton} onClick={() => void eans()}>
          {t('aw.updateEan')}
        </Button>
        {isAdmin ? (
          <Button variant="light" color="orange" className={classes.bigButton} onClick={() => setConfirmRefresh(true)}>
            {t('aw.refreshAw')}
          </Button>
        ) : null}
      </Group>
      {saved ? <WmCards items={saved.items} /> : null}
      <Modal
        opened={confirmRefresh}
        onClose={() => setConfirmRefresh(false)}
        withCloseButton={false}
        centered
        size="sm"
      >
        <Text mb="md">{t('confirm.question')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmRefresh(false)}>
            {t('confirm.no')}
          </Button>
          <Button color="orange" onClick={() => void refreshAll()}>
            {t('confirm.yes')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
