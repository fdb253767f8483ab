import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { type RecordKind, type RecordKinds, useDeleteRecord, useRecords, useSaveRecord } from '../api/records.ts';

export interface RecordField {
  name: string;
  kind?: 'text' | 'html' | 'long' | 'select';
  options?: { value: string; label: string }[];
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
  /** Admins delete (categories, pages). */
  deletable?: 'categories' | 'pages';
}

/** A list of records with an editor under it: click a row to edit, or start a new one. Every save is recorded on the server. */
export function RecordEditor<K extends RecordKind>(props: Props<K>) {
  const { t } = useTranslation('admin-catalog');
  const message = useValidationMessage();
  const list = useRecords(props.kind);
  const save = useSaveRecord(props.kind);
  const remove = useDeleteRecord(props.deletable ?? 'pages');
  const [editing, setEditing] = useState<{ id: number | null; values: Record<string, string> } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const open = (row: RecordKinds[K] | null) => {
    setErrors({});
    setEditing({ id: row ? (row as { id: number }).id : null, values: props.valuesOf(row) });
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
    if (!editing?.id || !props.deletable) return;
    try {
      await remove.mutateAsync(editing.id);
      notifications.show({ message: t('form.deleted') });
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
    };
    const value = editing?.values[f.name] ?? '';
    const change = (v: string) => setEditing((e) => e && { ...e, values: { ...e.values, [f.name]: v } });
    if (f.kind === 'select')
      return (
        <Select
          {...common}
          data={f.options ?? []}
          value={value || null}
          onChange={(v) => change(v ?? '')}
          clearable
          searchable
        />
      );
    if (f.kind === 'html' || f.kind === 'long')
      return (
        <Textarea
          {...common}
          value={value}
          onChange={(e) => change(e.currentTarget.value)}
          autosize
          minRows={6}
          description={f.kind === 'html' ? t('form.htmlHint') : undefined}
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
        columns={props.columns}
        getRowId={(r) => (r as { id: number }).id}
        loading={list.isPending}
        initialPageSize={25}
        rowActions={(r) => (
          <Button size="xs" variant="light" onClick={() => open(r)}>
            {t('form.edit')}
          </Button>
        )}
        toolbar={
          props.noCreate ? undefined : (
            <Button onClick={() => open(null)} data-testid="record-new">
              {t('form.new')}
            </Button>
          )
        }
      />
      {editing ? (
        <form onSubmit={submit} noValidate>
          <Fieldset legend={editing.id ? t('form.editing', { id: editing.id }) : t('form.new')}>
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
              {props.deletable && editing.id ? (
                <Button color="red" variant="light" onClick={onDelete} loading={remove.isPending}>
                  {t('form.delete')}
                </Button>
              ) : null}
            </Group>
          </Fieldset>
        </form>
      ) : null}
    </Stack>
  );
}
