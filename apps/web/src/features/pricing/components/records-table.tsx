import { Alert, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { errorText } from '../../../lib/error-text.ts';
import { ConfirmDelete } from '../../../components/ui/confirm-delete.tsx';

interface Props<T extends { id: number; name: string }> {
  title: string;
  rows: T[] | undefined;
  loading: boolean;
  failed: boolean;
  columns: DataTableColumn<T>[];
  newLink: { to: string; label: string };
  editPath: (id: number) => string;
  confirmText: (row: T) => string;
  deletedText: string;
  remove: (id: number) => Promise<unknown>;
}

/** The list of postal services or FdImm sets: edit links, delete with a confirmation, the notice after the server answered. */
export function RecordsTable<T extends { id: number; name: string }>(props: Props<T>) {
  const { t } = useTranslation('pricing');
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await props.remove(pending.id);
      notifications.show({ message: props.deletedText, color: 'brand' });
      setPending(null);
    } catch (error) {
      notifications.show({ message: errorText(error, t('errors.delete')), color: 'red' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {props.failed ? (
        <Alert color="red" mb="md">
          {t('errors.load')}
        </Alert>
      ) : null}
      <DataTable
        title={props.title}
        columns={props.columns}
        data={props.rows ?? []}
        getRowId={(r) => r.id}
        loading={props.loading}
        initialSort={{ id: 'name', desc: false }}
        toolbar={
          <Button component={Link} to={props.newLink.to} size="sm">
            {props.newLink.label}
          </Button>
        }
        rowActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <Button
              component={Link}
              to={props.editPath(row.id)}
              size="compact-sm"
              variant="light"
              aria-label={`${t('actions.edit')}: ${row.name}`}
            >
              {t('actions.edit')}
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => setPending(row)}
              aria-label={`${t('actions.delete')}: ${row.name}`}
            >
              {t('actions.delete')}
            </Button>
          </Group>
        )}
      />
      <ConfirmDelete
        opened={pending !== null}
        title={t('actions.confirmTitle')}
        question={pending ? props.confirmText(pending) : ''}
        yes={t('actions.delete')}
        no={t('actions.cancel')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
