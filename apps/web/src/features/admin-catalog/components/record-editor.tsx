import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Button, Group, Loader, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type ConfirmRequest, useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { isAdmin, useCurrentUser } from '../../../lib/current-user.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { type RecordKind, type RecordKinds, useDeleteRecord, useRecords, useSaveRecord } from '../api/records.ts';

// The rich-text editor (Tiptap) is loaded with the first form that has a text to edit, not with the list.
const HtmlEditor = lazy(() => import('./html-editor.tsx'));

export interface RecordField {
  name: string;
  kind?: 'text' | 'html' | 'long' | 'select';
  /** A select's choices, or a function of the record edited (a category's parent: never itself or below it). */
  options?: { value: string; label: string }[] | ((row: { id: number } | null) => { value: string; label: string }[]);
  required?: boolean;
}

interface Props<K extends RecordKind> {
  kind: K;
  title: string;
  columns: DataTableColumn<RecordKinds[K]>[];
  fields: RecordField[];
  schema: z.ZodType;
  /** The form's values of a record (text fields as strings). */
  valuesOf: (row: RecordKinds[K] | null) => Record<string, string>;
  /** No "new" button (homepage texts are a fixed set). */
  noCreate?: boolean;
  /** Admins delete (categories, pages); only admins are offered the button (the server refuses staff). */
  deletable?: 'categories' | 'pages';
  /** Whether this record may be deleted at all (legal pages may not). */
  canDelete?: (row: RecordKinds[K]) => boolean;
  /** The question before deleting: what goes, and whether it comes back. */
  deleteQuestion?: (row: RecordKinds[K]) => Pick<ConfirmRequest, 'title' | 'message' | 'confirmLabel'>;
  /** Fields the server keeps as they are for this record, with the reason shown under them. */
  lockedFields?: (row: RecordKinds[K]) => Record<string, string>;
  /** A note above the fields of this record. */
  notice?: (row: RecordKinds[K]) => ReactNode;
  /** More controls in the list's toolbar. */
  toolbar?: ReactNode;
  /** The list's first order (the categories: their tree). */
  initialSort?: { id: string; desc: boolean };
}

/** A list of records with an editor under it: click a row to edit, or start a new one. Every save is recorded on the server. */
export function RecordEditor<K extends RecordKind>(props: Props<K>) {
  const { t } = useTranslation('admin-catalog');
  const message = useValidationMessage();
  const list = useRecords(props.kind);
  const save = useSaveRecord(props.kind);
  const remove = useDeleteRecord(props.deletable ?? 'pages');
  const { user } = useCurrentUser();
  const [confirm, confirmDialog] = useConfirm();
  const [editing, setEditing] = useState<{
    id: number | null;
    row: RecordKinds[K] | null;
    values: Record<string, string>;
  } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // On a phone each record is a card headed by its first column (its name or title).
  const columns = useMemo(
    () => props.columns.map((c, i) => (i === 0 && !c.phone ? { ...c, phone: 'title' as const } : c)),
    [props.columns],
  );
  const locked = editing?.row ? (props.lockedFields?.(editing.row) ?? {}) : {};
  const mayDelete =
    Boolean(props.deletable && props.deleteQuestion && editing?.row && isAdmin(user)) &&
    (props.canDelete?.(editing!.row!) ?? true);

  const phone = useMediaQuery('(max-width: 48em)');
  const [asking, setAsking] = useState(false);
  const open = (row: RecordKinds[K] | null) => {
    setErrors({});
    setEditing({ id: row ? (row as { id: number }).id : null, row, values: props.valuesOf(row) });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const parsed = props.schema.safeParse(editing.values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    try {
      await save.mutateAsync({ id: editing.id, values: editing.values });
      notifications.show({ message: t('form.saved') });
      setEditing(null);
    } catch (error) {
      if (isApiError(error) && error.status === 422)
        setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([f, l]) => [f, l[0]!])));
      notifications.show({ message: errorText(error, t('errors.save')), color: 'red' });
    }
  };

  const onDelete = async () => {
    if (!editing?.id || !editing.row || !props.deletable || !props.deleteQuestion) return;
    // The question takes the form's place while it is asked: one dialog at a time, nothing dimmed behind it.
    setAsking(true);
    const yes = await confirm({ ...props.deleteQuestion(editing.row), cancelLabel: t('form.cancel') });
    setAsking(false);
    if (!yes) return;
    try {
      const answer = await remove.mutateAsync(editing.id);
      notifications.show({ message: answer.message || t('form.deleted') });
      setEditing(null);
    } catch (error) {
      notifications.show({ message: errorText(error, t('errors.save')), color: 'red' });
    }
  };

  const field = (f: RecordField) => {
    const common = {
      key: f.name,
      label: t(`fields.${f.name}`),
      required: f.required,
      error: message(errors[f.name]),
      readOnly: f.name in locked,
      description: locked[f.name],
    };
    const value = editing?.values[f.name] ?? '';
    const change = (v: string) => setEditing((e) => e && { ...e, values: { ...e.values, [f.name]: v } });
    if (f.kind === 'select')
      return (
        <Select
          {...common}
          data={
            typeof f.options === 'function'
              ? f.options((editing?.row as { id: number } | null) ?? null)
              : (f.options ?? [])
          }
          value={value || null}
          onChange={(v) => change(v ?? '')}
          clearable
          searchable
        />
      );
    if (f.kind === 'html')
      return (
        <Suspense key={f.name} fallback={<Loader size="sm" role="status" aria-label={t('editor.loading')} />}>
          <HtmlEditor label={common.label} required={f.required} error={common.error} value={value} onChange={change} />
        </Suspense>
      );
    if (f.kind === 'long')
      return (
        <Textarea
          {...common}
          value={value}
          onChange={(e) => change(e.currentTarget.value)}
          autosize
          minRows={6}
          description={common.description}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
      );
    return <TextInput {...common} value={value} onChange={(e) => change(e.currentTarget.value)} autoComplete="off" />;
  };

  return (
    <Stack gap="md">
      <DataTable
        title={props.title}
        data={list.data ?? []}
        columns={columns}
        getRowId={(r) => (r as { id: number }).id}
        loading={list.isPending}
        initialPageSize={25}
        initialSort={props.initialSort}
        phoneCards
        rowActions={(r) => (
          <Button size="xs" variant="light" onClick={() => open(r)}>
            {t('form.edit')}
          </Button>
        )}
        toolbar={
          props.noCreate && !props.toolbar ? undefined : (
            <>
              {props.toolbar}
              {props.noCreate ? null : (
                <Button onClick={() => open(null)} data-testid="record-new">
                  {t('form.new')}
                </Button>
              )}
            </>
          )
        }
      />
      {confirmDialog}
      {/* The form opens where the merchant clicked, over the list (the whole screen on a phone), not below it. */}
      <Modal
        opened={editing !== null && !asking}
        onClose={() => setEditing(null)}
        title={editing?.id ? t('form.editing', { id: editing.id }) : t('form.new')}
        size="xl"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('form.cancel') }}
      >
        {editing ? (
          <form onSubmit={submit} noValidate data-testid="record-form">
            {editing.row && props.notice?.(editing.row) ? (
              <Alert color="blue" mb="sm" data-testid="record-notice">
                {props.notice(editing.row)}
              </Alert>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {props.fields.filter((f) => f.kind !== 'html' && f.kind !== 'long').map(field)}
            </SimpleGrid>
            {props.fields.filter((f) => f.kind === 'html' || f.kind === 'long').map(field)}
            <Group mt="sm">
              <Button type="submit" loading={save.isPending}>
                {t('form.save')}
              </Button>
              <Button variant="default" onClick={() => setEditing(null)}>
                {t('form.cancel')}
              </Button>
              {mayDelete ? (
                <Button color="red.9" variant="light" onClick={onDelete} loading={remove.isPending}>
                  {t('form.delete')}
                </Button>
              ) : null}
            </Group>
          </form>
        ) : null}
      </Modal>
    </Stack>
  );
}
