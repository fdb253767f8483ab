import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
// A labelled checkbox or radio lays out its label beside it only with these styles.
import '@mantine/core/styles/InlineInput.css';
import { Button, Container, Group, Loader, Radio, Select, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { fastPeriods, type FastTaskDto } from '@wohnwerk/contract/tasks';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { numbered } from '../../../components/ui/data-table/numbered.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useDeleteFastTask } from '../api/delete-fast-task.ts';
import { useFastTasks } from '../api/get-fast-tasks.ts';
import { ConfirmDelete } from '../../../components/ui/confirm-delete.tsx';
import classes from './tasks.module.css';
import { dmy, startsUrgent, useTasksT } from './use-tasks-t.ts';

/** /fast-tasks (spec §2.5): the filters apply on "Filter"; done rows green, overdue rows red. */
export function FastTaskList(props: { meId: number; isAdmin: boolean }) {
  const { t, lng } = useTasksT();
  const [period, setPeriod] = useState('all');
  const [done, setDone] = useState('');
  const [applied, setApplied] = useState({ period: 'all', done: '' });
  const list = useFastTasks(applied.period, applied.done);
  const rows = useMemo(() => numbered(list.data?.data), [list.data]);
  const remove = useDeleteFastTask();
  const [deleting, setDeleting] = useState<FastTaskDto | null>(null);

  // The captions DESCRIPTION and COMMENT are crossed on purpose (spec §2.5): each shows what was typed under that label on the form.
  const columns = useMemo<DataTableColumn<FastTaskDto & { nr: number }>[]>(
    () => [
      { id: 'nr', header: t('tasks:fast.cols.nr'), value: (r) => r.nr, format: 'integer' },
      {
        id: 'title',
        header: t('tasks:fast.cols.title'),
        value: (r) => r.title,
        render: (r) => <span className={startsUrgent(r.title) ? classes.urgent : undefined}>{r.title}</span>,
      },
      { id: 'description', header: t('tasks:fast.cols.description'), value: (r) => r.comment },
      { id: 'priority', header: t('tasks:fast.cols.priority'), value: (r) => r.priority },
      {
        id: 'dl',
        header: t('tasks:fast.cols.dl'),
        value: (r) => r.day,
        render: (r) => <span className={classes.day}>{dmy(r.day)}</span>,
      },
      {
        // The free status text when one was typed, else whether the task is done (the list's own filter words).
        id: 'status',
        header: t('tasks:fast.cols.status'),
        value: (r) => r.status?.trim() || (r.done === 1 ? t('tasks:fast.doneYes') : t('tasks:fast.doneNo')),
      },
      { id: 'creator', header: t('tasks:fast.cols.creator'), value: (r) => r.creator },
      { id: 'developer', header: t('tasks:fast.cols.developer'), value: (r) => r.developer },
      { id: 'comment', header: t('tasks:fast.cols.comment'), value: (r) => r.description },
    ],
    [t],
  );

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => notifications.show({ message: t('tasks:fast.deleted'), color: 'green' }),
      onError: (error) => notifications.show({ message: errorText(error, t('tasks:common.failed')), color: 'red' }),
      onSettled: () => setDeleting(null),
    });

  return (
    // "Print (prints the table area)" (spec §2.5): on paper only the heading and the table (app/global.css).
    <Container size="xl" className={classes.page} data-print-area>
      <Title order={1} size="h2" mb="md">
        {t('tasks:fast.title')}
      </Title>
      <Group align="flex-end" mb="md" className={classes.noPrint} wrap="wrap">
        <Select
          label={t('tasks:fast.period')}
          name="period"
          data={fastPeriods.map((p) => ({ value: p, label: t(`fast.periods.${p}`) }))}
          value={period}
          onChange={(v) => v && setPeriod(v)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          w={170}
        />
        <Radio.Group label={t('tasks:fast.show')} value={done} onChange={setDone} name="done">
          <Group gap="sm" mt={6}>
            <Radio value="" label={t('tasks:fast.doneAll')} />
            <Radio value="1" label={t('tasks:fast.doneYes')} />
            <Radio value="0" label={t('tasks:fast.doneNo')} />
          </Group>
        </Radio.Group>
        <Button onClick={() => setApplied({ period, done })}>{t('tasks:fast.filter')}</Button>
        <Button component={Link} to="/add-fast-task" variant="light">
          {t('tasks:fast.add')}
        </Button>
        <Button variant="default" onClick={() => window.print()}>
          {t('tasks:fast.print')}
        </Button>
        <Button component={Link} to="/finished-tasks" variant="default">
          {t('tasks:fast.finished')}
        </Button>
        <Button component={Link} to="/excel" variant="default">
          {t('tasks:fast.back')}
        </Button>
      </Group>
      {list.data === undefined ? (
        <Loader aria-label={t('tasks:common.loading')} />
      ) : (
        <DataTable
          tools={{ print: false }}
          title={t('tasks:fast.title')}
          data={rows}
          columns={columns}
          getRowId={(r) => r.id}
          loading={list.isFetching}
          language={lng}
          rowTone={(r) => (r.done === 1 ? 'success' : r.overdue ? 'danger' : undefined)}
          dangerLabel={t('tasks:fast.overdue')}
          rowActions={(r) => (
            <Group gap={4} wrap="nowrap" className={classes.noPrint}>
              <Button size="compact-xs" component={Link} to={`/edit-fast-task/${r.id}`}>
                {t('tasks:fast.update')}
              </Button>
              {(props.isAdmin || r.creator_id === props.meId) && (
                <Button size="compact-xs" color="red" variant="light" onClick={() => setDeleting(r)}>
                  {t('tasks:fast.delete')}
                </Button>
              )}
            </Group>
          )}
        />
      )}
      <ConfirmDelete
        opened={!!deleting}
        question={t('tasks:fast.confirmDelete')}
        yes={t('tasks:common.yes')}
        no={t('tasks:common.no')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Container>
  );
}
