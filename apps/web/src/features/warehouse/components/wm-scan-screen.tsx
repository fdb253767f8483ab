import './warehouse-styles.ts';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ScanReply, WmLine } from '@wohnwerk/contract/warehouse';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { backofficeLanguage } from '../../../lib/i18n.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { deleteWm } from '../api/delete-wm.ts';
import { useIsGrabowski } from '../api/is-grabowski.ts';
import { useWmLines } from '../api/get-wm-lines.ts';
import { newScanKey } from '../offline-queue.ts';
import { savedAwNumber } from '../saved-aw.ts';
import { playSound } from '../scan-sounds.ts';
import { ModeChoiceModal, ModeErrorModal, type ModeChoice } from './mode-modals.tsx';
import { useScanInputFocus } from './use-scan-input-focus.ts';
import { useScanQueue } from './use-scan-queue.ts';
import { WaitingScans } from './waiting-scans.tsx';
import { WmLinesTable } from './wm-lines-table.tsx';
import classes from './warehouse.module.css';

type Status = { tone: 'ok' | 'bad' | 'wait'; text: string } | null;

/** /wm/{tr_idtrans}/{two_barcode_flag}: scanning the lines of one warehouse document (spec §2.11). */
export function WmScanScreen({ trIdtrans }: { trIdtrans: number }) {
  const { i18n } = useTranslation();
  const { t } = useTranslation('warehouse', { lng: backofficeLanguage(i18n.language) });
  const navigate = useNavigate();
  const client = useQueryClient();
  const isAdmin = useCurrentUser().user?.is_admin ?? false;
  const [awId] = useState(savedAwNumber);
  const lines = useWmLines(trIdtrans, awId);
  const flag = useIsGrabowski(awId);
  const [choosing, setChoosing] = useState(true);
  const [wrong, setWrong] = useState<'two' | 'one' | null>(null);
  const [two, setTwo] = useState(false);
  const [ean, setEan] = useState('');
  const [barcode, setBarcode] = useState('');
  const [status, setStatus] = useState<Status>(null);
  const [lastKey, setLastKey] = useState<number | null>(null);
  const [pendingDelete, setPendingDelete] = useState<WmLine | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { ref: eanRef, focus } = useScanInputFocus(!choosing && wrong === null && pendingDelete === null);
  const [barcodeEl, setBarcodeEl] = useState<HTMLInputElement | null>(null);
  const linesKey = queryKeys.warehouse.lines(trIdtrans, awId ?? 0);

  const showReply = (reply: ScanReply) => {
    if (reply.line) {
      const line = reply.line;
      client.setQueryData<WmLine[]>(linesKey, (old) =>
        old?.map((l) => (l.towp_ttw_klucz === line.towp_ttw_klucz ? line : l)),
      );
      setLastKey(line.towp_ttw_klucz);
    }
    if (reply.code === 200 && !reply.overflow) {
      setStatus({ tone: 'ok', text: reply.message });
      playSound('success');
    } else {
      setStatus({ tone: 'bad', text: reply.overflow ? t('wm.overflow') : reply.message });
      playSound('error');
    }
  };
  const queue = useScanQueue((reply) => showReply(reply));

  if (awId === null)
    return (
      <Stack className={classes.page}>
        <Alert color="red">{t('wm.noAw')}</Alert>
        <Button component={Link} to="/scan-aw" className={classes.bigButton}>
          {t('actions.back')}
        </Button>
      </Stack>
    );

  const choose = (choice: ModeChoice) => {
    if (choice === 'reclamacion') {
      setTwo(false);
      setChoosing(false);
      return;
    }
    const serverTwo = flag.data?.[0]?.is_grabowski;
    if (serverTwo === undefined) return;
    setChoosing(false);
    if ((choice === 'two') === serverTwo) setTwo(serverTwo);
    else setWrong(choice);
  };

  const fail = (text: string) => {
    setStatus({ tone: 'bad', text });
    playSound('error');
    focus();
  };

  const submit = async () => {
    const first = ean.trim();
    const second = barcode.trim();
    if (!first) return fail(t('wm.eanEmpty'));
    if (two && !second) return fail(t('wm.barcodeEmpty'));
    const reference = lines.data?.[0]?.tr_nrobcy ?? '';
    if (two && /HOME|VENTE/i.test(reference) && first !== second) return fail(t('wm.notSame'));
    setEan('');
    setBarcode('');
    focus();
    const body = {
      idtr: trIdtrans,
      mode: String(!two),
      id: first,
      aw_id: awId,
      key: newScanKey(),
      ...(two ? { doubleBarcode: true, barcode: second } : {}),
    };
    const outcome = await queue.send(body, trIdtrans);
    if (outcome.kind === 'answer') showReply(outcome.reply);
    else if (outcome.kind === 'queued') {
      setStatus({ tone: 'wait', text: t('wm.queued', { ean: first }) });
      playSound('queued');
    } else {
      const fieldError = Object.values(outcome.fieldErrors)[0]?.[0];
      fail(fieldError ?? (two ? t('wm.itemNotFound') : outcome.message));
    }
  };

  const onEanKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    // In two-barcode mode the scanner's Enter after the first code moves on to the second field.
    if (two && !barcode.trim() && ean.trim()) barcodeEl?.focus();
    else void submit();
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleting(true);
    try {
      const res = await deleteWm(awId, trIdtrans, pendingDelete.towp_ttw_klucz);
      setStatus({ tone: 'ok', text: res.message });
      await client.invalidateQueries({ queryKey: linesKey });
    } catch (error) {
      setStatus({ tone: 'bad', text: (error as Error).message });
    } finally {
      setDeleting(false);
      setPendingDelete(null);
      focus();
    }
  };

  return (
    <Stack className={classes.page} gap="sm">
      <div className={classes.banner} role="note">
        {t('wm.banner')}
      </div>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          {t('wm.title', { wm: trIdtrans })} · {two ? t('wm.modeTwo') : t('wm.modeOne')}
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
        <Stack gap="xs">
          <TextInput
            ref={eanRef}
            label={t('wm.ean')}
            value={ean}
            onChange={(e) => setEan(e.currentTarget.value)}
            onKeyDown={onEanKey}
            className={classes.scanInput}
            autoComplete="off"
            inputMode="numeric"
            enterKeyHint="send"
          />
          {two ? (
            <TextInput
              ref={setBarcodeEl}
              label={t('wm.barcode')}
              value={barcode}
              onChange={(e) => setBarcode(e.currentTarget.value)}
              className={classes.scanInput}
              autoComplete="off"
              enterKeyHint="send"
            />
          ) : null}
          <Button type="submit" size="lg" className={classes.bigButton}>
            {t('wm.scan')}
          </Button>
        </Stack>
      </form>
      <div aria-live="assertive" data-testid="scan-status">
        {status ? (
          <Text
            className={status.tone === 'ok' ? classes.ok : status.tone === 'bad' ? classes.bad : undefined}
            c={status.tone === 'wait' ? 'orange.9' : undefined}
            fw={700}
          >
            {status.text}
          </Text>
        ) : null}
      </div>
      <WaitingScans scans={queue.waiting} />
      {lines.isError ? <Alert color="red">{t('wm.notFound')}</Alert> : null}
      {lines.data ? (
        <WmLinesTable lines={lines.data} lastKey={lastKey} isAdmin={isAdmin} onDelete={setPendingDelete} />
      ) : null}
      <ModeChoiceModal opened={choosing} busy={flag.isPending} onChoose={choose} />
      <ModeErrorModal wrong={wrong} onReturn={() => navigate('/scan-aw')} />
      <Modal
        opened={pendingDelete !== null}
        onClose={() => setPendingDelete(null)}
        withCloseButton={false}
        centered
        size="sm"
      >
        <Text mb="md">{t('confirm.question')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setPendingDelete(null)}>
            {t('confirm.no')}
          </Button>
          <Button color="red" loading={deleting} onClick={() => void confirmDelete()}>
            {t('confirm.yes')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
