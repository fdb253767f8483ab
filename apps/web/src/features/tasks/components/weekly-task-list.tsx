import '@mantine/core/styles/Badge.css';
import { Badge, Button, Container, Group, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { WeeklyTaskDto } from '@wohnwerk/contract/tasks';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { numbered } from '../../../components/ui/data-table/numbered.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useDeleteWeeklyTask } from '../api/delete-weekly-task.ts';
import { useWeeklyTasks } from '../api/get-weekly-tasks.ts';
import { ConfirmDelete } from '../../../components/ui/confirm-delete.tsx';
import classes from './tasks.module.css';
import { startsUrgent, useTasksT } from './use-tasks-t.ts';

/** /weekly-tasks (spec §2.6): the table with day badges, Ndrysho and Fshije per row. */
export function WeeklyTaskList() {
  const { t, lng } = useTasksT();
  const list = useWeeklyTasks();
  const rows = useMemo(() => numbered(list.data), [list.data]);
  const remove = useDeleteWeeklyTask();
  const [deleting, setDeleting] = useState<WeeklyTaskDto | null>(null);

  const columns = useMemo<DataTableColumn<WeeklyTaskDto & { nr: number }>[]>(
    () => [
      { id: 'nr', header: t('tasks:weekly.cols.nr'), value: (r) => r.nr, format: 'integer' },
      {
        id: 'name',
        header: t('tasks:weekly.cols.name'),
        value: (r) => r.name,
        render: (r) => <span className={startsUrgent(r.name) ? classes.urgent : undefined}>{r.name}</span>,
      },
      { id: 'comment', header: t('tasks:weekly.cols.comment'), value: (r) => r.comment },
      {
        id: 'days',
        header: t('tasks:weekly.cols.days'),
        value: (r) => r.days.map((d) => t(`weekly.days.${d.id}`)).join(', '),
        sortable: false,
        render: (r) => (
          <Group gap={4}>
            {r.days.map((d) => (
              <Badge key={d.id} size="sm" variant="light">
                {t(`weekly.days.${d.id}`)}
              </Badge>
            ))}
          </Group>
        ),
      },
      { id: 'time', header: t('tasks:weekly.cols.time'), value: (r) => r.time },
      { id: 'zv3', header: t('tasks:weekly.cols.zv3'), value: (r) => r.zv3 },
      { id: 'user', header: t('tasks:weekly.cols.user'), value: (r) => r.user },
    ],
    [t],
  );

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => notifications.show({ message: t('tasks:weekly.deleted'), color: 'green' }),
      onError: (error) => notifications.show({ message: errorText(error, t('tasks:common.failed')), color: 'red' }),
      onSettled: () => setDeleting(null),
    });

  return (
    <Container size="xl" className={classes.page}>
      <Title order={1} size="h2" mb="md">
        {t('tasks:weekly.title')}
      </Title>
      <Group mb="md">
        <Button component={Link} to="/add-weekly-tasks">
          {t('tasks:weekly.addNew')}
        </Button>
        <Button component={Link} to="/excel" variant="default">
          {t('tasks:common.back')}
        </Button>
      </Group>
      <DataTable
        title={t('tasks:weekly.title')}
        data={rows}
        columns={columns}
        getRowId={(r) => r.id}
        loading={list.isPending}
        language={lng}
        rowActions={(r) => (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" component={Link} to={`/edit-weekly-task/${r.id}`}>
              {t('tasks:common.edit')}
            </Button>
            <Button size="compact-xs" color="red" variant="light" onClick={() => setDeleting(r)}>
              {t('tasks:common.delete')}
            </Button>
          </Group>
        )}
      />
      <ConfirmDelete
        opened={!!deleting}
        question={t('tasks:weekly.confirmDelete')}
        yes={t('tasks:common.yes')}
        no={t('tasks:common.no')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Container>
  );
}
