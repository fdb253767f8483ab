import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminCategory } from '@wohnwerk/contract/admin-catalog';
import { RESTORE_DAYS } from '@wohnwerk/contract/admin-deletions';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { isAdmin, useCurrentUser } from '../../../lib/current-user.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useDeletedCategories, useRestore } from '../api/deletions.ts';

/** The deleted categories (decision 152): when and by whom, and "Wiederherstellen" for admins. */
export function DeletedCategories({ toolbar }: { toolbar: ReactNode }) {
  const { t, i18n } = useTranslation('admin-catalog');
  const { user } = useCurrentUser();
  const list = useDeletedCategories(true);
  const restore = useRestore('categories');
  const columns = useMemo<DataTableColumn<AdminCategory>[]>(
    () => [
      { id: 'name', header: t('fields.name_de'), value: (c) => c.name_de, phone: 'title' },
      { id: 'slug', header: t('fields.slug'), value: (c) => c.slug },
      {
        id: 'deleted_at',
        header: t('deleted.at'),
        value: (c) => c.deleted_at ?? '',
        render: (c) => (c.deleted_at ? formatDateTime(c.deleted_at, i18n.language) : ''),
      },
      { id: 'deleted_by', header: t('deleted.by'), value: (c) => c.deleted_by_name ?? '' },
    ],
    [t, i18n.language],
  );
  const onRestore = async (c: AdminCategory) => {
    try {
      const answer = await restore.mutateAsync(c.id);
      notifications.show({ message: answer.message });
    } catch (error) {
      notifications.show({ message: errorText(error, t('errors.save')), color: 'red' });
    }
  };
  return (
    <>
      <Text size="sm" mb="sm">
        {t('deleted.hint', { days: RESTORE_DAYS })}
      </Text>
      <DataTable
        title={t('categories.deleted')}
        data={list.data ?? []}
        columns={columns}
        getRowId={(c) => c.id}
        loading={list.isPending}
        initialPageSize={25}
        toolbar={toolbar}
        phoneCards
        rowActions={
          isAdmin(user)
            ? (c) => (
                <Button
                  size="xs"
                  variant="light"
                  loading={restore.isPending && restore.variables === c.id}
                  onClick={() => onRestore(c)}
                  aria-label={t('deleted.restoreName', { name: c.name_de })}
                >
                  {t('deleted.restore')}
                </Button>
              )
            : undefined
        }
      />
    </>
  );
}
