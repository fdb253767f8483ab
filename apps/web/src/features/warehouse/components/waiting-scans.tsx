import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { backofficeLanguage } from '../../../lib/i18n.ts';
import type { QueuedScan } from '../offline-queue.ts';

/** Scans kept in the browser while the connection is gone; they leave this list once counted. */
export function WaitingScans({ scans }: { scans: QueuedScan[] }) {
  const { i18n } = useTranslation();
  const { t } = useTranslation('warehouse', { lng: backofficeLanguage(i18n.language) });
  if (!scans.length) return null;
  return (
    <Alert color="orange" title={t('queue.title', { count: scans.length })} data-testid="waiting-scans">
      <List size="sm">
        {scans.map((s) => (
          <List.Item key={s.key}>{t('queue.item', { ean: s.body.id, wm: s.trIdtrans })}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
