import '@mantine/core/styles/SegmentedControl.css';
import { Anchor, Button, Container, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { ScreenTaskDto } from '@wohnwerk/contract/tasks';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { numbered } from '../../../components/ui/data-table/numbered.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useScreenTasks } from '../api/get-screen-tasks.ts';
import { openReport } from '../api/report-link.ts';
import { useScreenStream } from '../api/screen-stream.ts';
import classes from './tasks.module.css';
import { startsUrgent, useTasksT } from './use-tasks-t.ts';

/** K green, P orange, no status light red, 0 red (spec §4). */
const tone = (r: ScreenTaskDto) =>
  r.status === 'K' ? 'success' : r.status === 'P' ? 'warning' : r.status === '0' ? 'danger' : 'pending';

/**
 * /screen-tasks (spec §2.8): a wall board. A change stream reloads it within seconds of a save;
 * the configured interval (5 minutes) reloads it when the stream is down. The filter stays.
 */
export function ScreenBoard() {
  const { t, lng } = useTasksT();
  const [done, setDone] = useState('');
  const board = useScreenTasks(done);
  const rows = useMemo(() => numbered(board.data?.detyrat), [board.data]);
  const live = useScreenStream();
  const columns = useMemo<DataTableColumn<ScreenTaskDto & { nr: number }>[]>(
    () => [
      { id: 'nr', header: t('tasks:screen.cols.nr'), value: (r) => r.nr, format: 'integer' },
      {
        id: 'name',
        header: t('tasks:screen.cols.name'),
        value: (r) => r.name,
        render: (r) => <span className={startsUrgent(r.name) ? classes.urgent : undefined}>{r.name}</span>,
      },
      { id: 'status', header: t('tasks:screen.cols.status'), value: (r) => r.status },
      { id: 'comment', header: t('tasks:screen.cols.comment'), value: (r) => r.comment },
      { id: 'time', header: t('tasks:screen.cols.time'), value: (r) => r.time },
      { id: 'user', header: t('tasks:screen.cols.user'), value: (r) => r.user },
      { id: 'type', header: t('tasks:screen.cols.type'), value: (r) => r.type },
    ],
    [t],
  );
  const updated = board.dataUpdatedAt
    ? new Date(board.dataUpdatedAt).toLocaleTimeString(lng === 'en' ? 'en-GB' : 'sq-AL')
    : '';
  const refreshMs = board.data?.refresh_ms ?? 300_000;
  const interval = refreshMs >= 60_000 ? `${Math.round(refreshMs / 60_000)} min` : `${Math.round(refreshMs / 1000)} s`;
  const pdf = () =>
    openReport(`/detyrat-ekran-pdf/${done || 'all'}`).catch((e) =>
      notifications.show({ message: errorText(e, t('tasks:common.failed')), color: 'red' }),
    );

  return (
    <Container fluid className={`${classes.page} ${classes.board}`}>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={1} size="h2">
          {t('tasks:screen.title')}
        </Title>
        <Group>
          <SegmentedControl
            value={done}
            onChange={setDone}
            data={[
              { value: '', label: t('tasks:screen.all') },
              { value: '0', label: t('tasks:screen.unfinished') },
              { value: '1', label: t('tasks:screen.finished') },
            ]}
          />
          <Button variant="default" onClick={pdf}>
            {t('tasks:common.pdf')}
          </Button>
          <Anchor component={Link} to="/excel">
            {t('tasks:common.back')}
          </Anchor>
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mb="xs" data-testid="board-status" data-live={live ? '1' : '0'}>
        {live ? t('tasks:screen.live') : t('tasks:screen.fallback', { interval })} ·{' '}
        {t('tasks:screen.updated', { time: updated })}
      </Text>
      <DataTable
        title={t('tasks:screen.title')}
        data={rows}
        columns={columns}
        getRowId={(r) => r.id}
        loading={board.isPending}
        language={lng}
        initialPageSize={100}
        pageSizes={[25, 50, 100, 200]}
        rowTone={tone}
      />
    </Container>
  );
}
