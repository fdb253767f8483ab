import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';
import { Alert, Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { ImportStatusReply } from '@wohnwerk/contract/product-imports';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useApplyImport } from '../api/apply-import.ts';
import type { ImportArea } from '../api/import-area.ts';
import { ImportErrors } from './import-errors.tsx';

const statusColor: Record<ImportStatusReply['status'], string> = {
  // Dark shades: white text on them keeps the contrast ratio above 4.5.
  queued: 'gray.8',
  checking: 'blue.9',
  checked: 'teal.9',
  applying: 'blue.9',
  applied: 'green.9',
  failed: 'red.9',
};

/** Which step the bar shows: the dry run counts checked rows, the apply rows dealt with (decision 137). */
const applyStep = new Set<ImportStatusReply['status']>(['applying', 'applied']);

/** An import's state: its progress, the dry run's counts and errors, and applying it once checked. */
export function ImportProgress({ area, data }: { area: ImportArea; data: ImportStatusReply }) {
  const { t } = useTranslation('imports');
  const apply = useApplyImport(area);
  const percent =
    data.status === 'applied' || data.status === 'checked'
      ? 100
      : data.rows_total > 0
        ? Math.round((data.rows_done / data.rows_total) * 100)
        : 0;
  // A failed apply (the dry run had finished) keeps its applied rows; applying again continues with the rest.
  const canApply = data.status === 'checked' || (data.status === 'failed' && data.checked_at !== null);
  const step = applyStep.has(data.status) || (data.status === 'failed' && data.checked_at !== null) ? 'apply' : 'check';
  const progress = t(`progress.${step}`, { done: data.rows_done, total: data.rows_total });
  const applyError = apply.error && isApiError(apply.error) ? apply.error.serverMessage : null;
  return (
    <Stack gap="md" data-testid="import-status">
      <Group justify="space-between" wrap="wrap">
        <Text fw={600}>{data.file_name}</Text>
        <Badge color={statusColor[data.status]} data-status={data.status}>
          {t(`status.${data.status}`)}
        </Badge>
      </Group>
      <Progress
        value={percent}
        animated={data.status === 'checking' || data.status === 'applying' || data.status === 'queued'}
        aria-label={progress}
        data-testid="import-progress"
        data-step={step}
      />
      {/* Once checked, the rows are counted as they end: taken, or refused with an error. */}
      {data.checked_at && data.status !== 'applying' ? (
        <Text size="sm" fw={700} data-testid="import-summary">
          {t(data.status === 'applied' ? 'summary.applied' : 'summary.checked', {
            ok: Math.max(0, data.rows_total - data.rows_with_errors),
            failed: data.rows_with_errors,
          })}
        </Text>
      ) : (
        <Text size="sm">{progress}</Text>
      )}
      <Group gap="lg" wrap="wrap">
        <Text size="sm">{t('counts.created', { count: data.created })}</Text>
        <Text size="sm">{t('counts.updated', { count: data.updated })}</Text>
        <Text size="sm">{t('counts.unchanged', { count: data.unchanged })}</Text>
        <Text size="sm" c={data.errors_total > 0 ? 'red.8' : undefined}>
          {t('counts.errors', { count: data.errors_total })}
        </Text>
      </Group>
      {data.failure ? <Alert color="red">{data.failure}</Alert> : null}
      {data.status === 'applied' ? <Alert color="green">{t('applied')}</Alert> : null}
      {canApply ? (
        <Group>
          <Button onClick={() => apply.mutate(data.id)} loading={apply.isPending}>
            {t('apply')}
          </Button>
          <Text size="sm" c="dimmed">
            {data.errors_total > 0 ? t('applyHintErrors') : t('applyHint')}
          </Text>
        </Group>
      ) : null}
      {applyError ? <Alert color="red">{applyError}</Alert> : null}
      {data.errors.length > 0 ? <ImportErrors area={area} data={data} /> : null}
    </Stack>
  );
}
