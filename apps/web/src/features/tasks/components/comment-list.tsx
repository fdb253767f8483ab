import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { CommentDto } from '@wohnwerk/contract/tasks';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { numbered } from '../../../components/ui/data-table/numbered.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useDeleteComment } from '../api/delete-comment.ts';
import { useComments } from '../api/get-comments.ts';
import { ConfirmDelete } from '../../../components/ui/confirm-delete.tsx';
import classes from './tasks.module.css';
import { dmy, useTasksT } from './use-tasks-t.ts';

/** Comments about one user; admins get edit and delete (spec §2.7). */
export function CommentList(props: { userId: number; isAdmin: boolean; title: string }) {
  const { t, lng } = useTasksT();
  const list = useComments(props.userId);
  const rows = useMemo(() => numbered(list.data), [list.data]);
  const remove = useDeleteComment();
  const [deleting, setDeleting] = useState<CommentDto | null>(null);
  const columns = useMemo<DataTableColumn<CommentDto & { nr: number }>[]>(
    () => [
      { id: 'nr', header: t('tasks:finished.commentCols.nr'), value: (r) => r.nr, format: 'integer' },
      {
        id: 'category',
        header: t('tasks:finished.commentCols.category'),
        value: (r) => t(`finished.categories.${r.category}`),
      },
      { id: 'title', header: t('tasks:finished.commentCols.title'), value: (r) => r.title },
      { id: 'value', header: t('tasks:finished.commentCols.value'), value: (r) => r.value },
      { id: 'comment', header: t('tasks:finished.commentCols.comment'), value: (r) => r.comment },
      {
        id: 'date',
        header: t('tasks:finished.commentCols.date'),
        value: (r) => r.created_at.slice(0, 10),
        render: (r) => <span className={classes.day}>{dmy(r.created_at.slice(0, 10))}</span>,
      },
    ],
    [t],
  );
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => notifications.show({ message: t('tasks:finished.commentDeleted'), color: 'green' }),
      onError: (error) => notifications.show({ message: errorText(error, t('tasks:common.failed')), color: 'red' }),
      onSettled: () => setDeleting(null),
    });
  return (
    <>
      {/* The screen's one Excel button is the finished-task export of spec §2.7; the comments add none beside it. */}
      <DataTable
        tools={{ export: false }}
        title={props.title}
        data={rows}
        columns={columns}
        getRowId={(r) => r.id}
        loading={list.isPending}
        language={lng}
        rowActions={
          props.isAdmin
            ? (r) => (
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-xs" component={Link} to={`/edit-comment/${r.id}/${r.user_id}`}>
                    {t('tasks:common.edit')}
                  </Button>
                  <Button size="compact-xs" color="red" variant="light" onClick={() => setDeleting(r)}>
                    {t('tasks:common.delete')}
                  </Button>
                </Group>
              )
            : undefined
        }
      />
      <ConfirmDelete
        opened={!!deleting}
        question={t('tasks:finished.confirmDelete')}
        yes={t('tasks:common.yes')}
        no={t('tasks:common.no')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
