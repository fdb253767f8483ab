import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import { Anchor, Button, Container, Group, Select, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { FastTaskDto } from '@wohnwerk/contract/tasks';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { numbered } from '../../../components/ui/data-table/numbered.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useFinishedTasks } from '../api/get-finished-tasks.ts';
import { useFinishedUsers } from '../api/get-finished-users.ts';
import { openReport } from '../api/report-link.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentList } from './comment-list.tsx';
import { DateField } from './date-field.tsx';
import classes from './tasks.module.css';
import { berlinToday, dmy, startsUrgent, useTasksT } from './use-tasks-t.ts';

const firstOfMonth = () => `${berlinToday().slice(0, 8)}01`;

/** /finished-tasks (spec §2.7): user, two dates (week starts Tuesday), filter, exports; comments. */
export function FinishedTasks(props: { meId: number; isAdmin: boolean }) {
  const { t, lng } = useTasksT();
  const users = useFinishedUsers();
  const [userId, setUserId] = useState<number>(props.meId);
  const [from, setFrom] = useState<string | null>(firstOfMonth());
  const [to, setTo] = useState<string | null>(berlinToday());
  const [filter, setFilter] = useState<{ userId: number; from: string; to: string } | null>({
    userId: props.meId,
    from: firstOfMonth(),
    to: berlinToday(),
  });
  const list = useFinishedTasks(filter);
  const rows = useMemo(() => numbered(list.data), [list.data]);

  const columns = useMemo<DataTableColumn<FastTaskDto & { nr: number }>[]>(
    () => [
      { id: 'nr', header: t('tasks:finished.cols.nr'), value: (r) => r.nr, format: 'integer' },
      {
        id: 'title',
        header: t('tasks:finished.cols.title'),
        value: (r) => r.title,
        render: (r) => <span className={startsUrgent(r.title) ? classes.urgent : undefined}>{r.title}</span>,
      },
      { id: 'comment', header: t('tasks:finished.cols.comment'), value: (r) => r.comment },
      { id: 'priority', header: t('tasks:finished.cols.priority'), value: (r) => r.priority },
      {
        id: 'day',
        header: t('tasks:finished.cols.day'),
        value: (r) => r.day,
        render: (r) => <span className={classes.day}>{dmy(r.day)}</span>,
      },
      { id: 'user', header: t('tasks:finished.cols.user'), value: (r) => r.user },
      { id: 'developer', header: t('tasks:finished.cols.developer'), value: (r) => r.developer },
    ],
    [t],
  );
  const open = (kind: 'pdf' | 'excel') =>
    filter &&
    openReport(`/detyrat-e-kryera-${kind}/${filter.userId}/${filter.from}/${filter.to}`).catch((e) =>
      notifications.show({ message: errorText(e, t('tasks:common.failed')), color: 'red' }),
    );
  const shownUser = filter?.userId ?? props.meId;
  const shownName = users.data?.data.find((u) => u.id === shownUser)?.name ?? '';

  return (
    <Container size="xl" className={classes.page}>
      <Title order={1} size="h2" mb="md">
        {t('tasks:finished.title')}
      </Title>
      <Group align="flex-end" mb="md" wrap="wrap">
        <Select
          label={t('tasks:finished.user')}
          name="user"
          data={(users.data?.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
          value={String(userId)}
          onChange={(v) => v && setUserId(Number(v))}
          searchable
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          w={200}
        />
        <DateField
          label={t('tasks:finished.from')}
          name="from"
          value={from}
          onChange={setFrom}
          lng={lng}
          firstDayOfWeek={2}
        />
        <DateField label={t('tasks:finished.to')} name="to" value={to} onChange={setTo} lng={lng} firstDayOfWeek={2} />
        <Button
          // biome-ignore lint/complexity/useMathMinMax: the dates are ISO strings, which Math.min would turn into NaN
          onClick={() => from && to && setFilter({ userId, from: from <= to ? from : to, to: from <= to ? to : from })}
        >
          {t('tasks:common.filter')}
        </Button>
        <Button variant="default" onClick={() => open('pdf')}>
          {t('tasks:common.pdf')}
        </Button>
        <Button variant="default" onClick={() => open('excel')}>
          {t('tasks:common.excel')}
        </Button>
        <Anchor component={Link} to="/fast-tasks">
          {t('tasks:finished.backToFast')}
        </Anchor>
      </Group>
      {filter ? (
        <DataTable
          title={`${t('tasks:finished.title')} ${shownName}`.trim()}
          data={rows}
          columns={columns}
          getRowId={(r) => r.id}
          loading={list.isFetching}
          language={lng}
        />
      ) : (
        <Text>{t('tasks:finished.pickUser')}</Text>
      )}
      <Title order={2} size="h3" mt="xl" mb="sm">
        {props.isAdmin ? `${t('tasks:finished.comments')}: ${shownName}` : t('tasks:finished.myComments')}
      </Title>
      {props.isAdmin && (
        <div style={{ marginBottom: '1rem' }}>
          <CommentForm key={shownUser} userId={shownUser} />
        </div>
      )}
      <CommentList
        userId={props.isAdmin ? shownUser : props.meId}
        isAdmin={props.isAdmin}
        title={t('tasks:finished.comments')}
      />
    </Container>
  );
}
