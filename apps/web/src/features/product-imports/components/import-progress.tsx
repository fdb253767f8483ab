import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';
import { Alert, Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { ImportStatusReply } from '@wohnwerk/contract/product-imports';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useApplyImport } from '../api/apply-import.ts';
import type { ImportArea } from '../api/import-area.ts';
import { importState } from '../import-state.ts';
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

/** The dry run's or the apply's counts: new, changed, unchanged rows and errors. */
function ImportCounts({ data }: { data: ImportStatusReply }) {
  const { t } = useTranslation('imports');
  return (
    <Group gap="lg" wrap="wrap">
      <Text size="sm">{t('counts.created', { count: data.created })}</Text>
      <Text size="sm">{t('counts.updated', { count: data.updated })}</Text>
      <Text size="sm">{t('counts.unchanged', { count: data.unchanged })}</Text>
      <Text size="sm" c={data.errors_total > 0 ? 'red.8' : undefined}>
        {t('counts.errors', { count: data.errors_total })}
      </Text>
    </Group>
  );
}

/** Applying a checked import, with what it leaves out and why the server refused it (e.g. not checked yet). */
function ApplyImport({ area, data }: { area: ImportArea; data: ImportStatusReply }) {
  const { t } = useTranslation('imports');
  const apply = useApplyImport(area);
  const applyError = apply.error && isApiError(apply.error) ? apply.error.serverMessage : null;
  return (
    <>
      <Group>
        <Button onClick={() => apply.mutate(data.id)} loading={apply.isPending}>
          {t('apply')}
        </Button>
        <Text size="sm" c="dimmed">
          {data.errors_total > 0 ? t('applyHintErrors') : t('applyHint')}
        </Text>
      </Group>
      {applyError ? <Alert color="red">{applyError}</Alert> : null}
    </>
  );
}

/** An import's state: its progress, the dry run's counts and errors, and applying it once checked. */
export function ImportProgress({ area, data }: { area: ImportArea; data: ImportStatusReply }) {
  const { t } = useTranslation('imports');
  const state = importState(data);
  const progress = t(`progress.${state.step}`, { done: data.rows_done, total: data.rows_total });
  return (
    <Stack gap="md" data-testid="import-status">
      <Group justify="space-between" wrap="wrap">
        <Text fw={600}>{data.file_name}</Text>
        <Badge color={statusColor[data.status]} data-status={data.status}>
          {t(`status.${data.status}`)}
        </Badge>
      </Group>
      <Progress
        value={state.percent}
        animated={state.working}
        aria-label={progress}
        data-testid="import-progress"
        data-step={state.step}
      />
      {state.summary ? (
        <Text size="sm" fw={700} data-testid="import-summary">
          {t(state.summary.key, { ok: state.summary.ok, failed: state.summary.failed })}
        </Text>
      ) : (
        <Text size="sm">{progress}</Text>
      )}
      <ImportCounts data={data} />
      {data.failure ? <Alert color="red">{data.failure}</Alert> : null}
      {data.status === 'applied' ? <Alert color="green">{t('applied')}</Alert> : null}
      {state.canApply ? <ApplyImport area={area} data={data} /> : null}
      {state.nothingToApply ? (
        <Text size="sm" data-testid="import-nothing">
          {t('nothingToApply')}
        </Text>
      ) : null}
      {data.errors.length > 0 ? <ImportErrors area={area} data={data} /> : null}
    </Stack>
  );
}
