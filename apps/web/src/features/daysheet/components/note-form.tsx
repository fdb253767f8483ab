import { Group, Loader, Radio, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { noteBodySchema, overloadBodySchema, type NoteDto } from '@wohnwerk/contract/daysheet';
import { contractResolver, fieldMessage } from '../../../lib/contract-form.ts';
import { useCreateEntry } from '../api/create-entry.ts';
import { useEntry } from '../api/get-entry.ts';
import { useUpdateEntry } from '../api/update-entry.ts';
import { DayDateInput } from './day-date-input.tsx';
import classes from './daysheet.module.css';
import { FormButtons, useDaysheetMessages, useServerError } from './form-bits.tsx';
import { addDays, berlinToday } from '@wohnwerk/contract/shop-time';
import { dayPageFor } from './paths.ts';
import { useDaysheetT } from './use-daysheet-t.ts';
import { UserSelect } from './user-select.tsx';

export type NoteResource = 'problemet' | 'propozimet' | 'ngarkesat';

interface NoteValues {
  status: string;
  comment: string;
  riorganizimi: string;
  day: string | null;
  userId: number | null;
}

/**
 * Problem, proposal and overload forms (spec §2.4, §5): PO or JO must be chosen, else
 * "Ju lutem plotsoni formen!!" and nothing is sent; PO needs a comment (and for overloads the
 * reorganisation). Back goes to /excel.
 */
export function NoteForm(props: {
  resource: NoteResource;
  type?: 'sot' | 'neser';
  id?: number;
  isAdmin: boolean;
  /** Tomorrow's problem or proposal (/add/other, decision 116): the date starts on the day after the viewed one. */
  forTomorrow?: boolean;
}) {
  const { t, lng } = useDaysheetT();
  const navigate = useNavigate();
  // The add links of the day page carry the viewed day: the form starts on it.
  const [search] = useSearchParams();
  const viewedDay = /^\d{4}-\d{2}-\d{2}$/.test(search.get('day') ?? '') ? search.get('day')! : berlinToday();
  const startDay = props.forTomorrow ? addDays(viewedDay, 1) : viewedDay;
  const startUser = props.isAdmin && /^\d+$/.test(search.get('user_id') ?? '') ? Number(search.get('user_id')) : null;
  const editing = props.id !== undefined;
  const overload = props.resource === 'ngarkesat';
  const entry = useEntry<NoteDto>(props.resource, props.id ?? 0);
  const create = useCreateEntry(props.resource);
  const update = useUpdateEntry(props.resource);
  const serverError = useServerError();
  /** The body the routes take; overloads add their type and the reorganisation. */
  const toBody = (values: NoteValues) => ({
    status: values.status,
    comment: values.comment,
    day: values.day ?? '',
    ...(overload
      ? { type: editing ? (entry.data?.type ?? props.type) : props.type, riorganizimi: values.riorganizimi }
      : {}),
  });
  const shown = useDaysheetMessages();
  const form = useForm<NoteValues>({
    resolver: contractResolver(overload ? overloadBodySchema : noteBodySchema, toBody),
    reValidateMode: 'onSubmit',
    defaultValues: { status: '', comment: '', riorganizimi: '', day: startDay, userId: startUser },
  });
  const { errors } = form.formState;
  const { status, comment, riorganizimi, day, userId } = form.watch();
  // No PO/JO chosen: the form's notice "Ju lutem plotsoni formen!!", nothing else is checked.
  const formError = errors.status !== undefined && errors.status.type !== 'server';

  useEffect(() => {
    if (!entry.data) return;
    form.reset({
      ...form.getValues(),
      status: entry.data.status,
      comment: entry.data.comment ?? '',
      riorganizimi: entry.data.riorganizimi ?? '',
      day: entry.data.day,
    });
  }, [entry.data, form.reset, form.getValues]);
  const set =
    <K extends keyof NoteValues>(key: K) =>
    (value: NoteValues[K]) =>
      form.setValue(key, value as never);

  if (editing && entry.isPending) return <Loader />;
  if (editing && entry.isError) return <Text c="red">{t('daysheet:form.notFound')}</Text>;

  const submit = form.handleSubmit((values) => {
    const body = toBody(values);
    const done = () => {
      notifications.show({
        message: t(`notices.${editing ? 'updated' : 'created'}.${props.resource}`),
        color: 'green',
      });
      navigate(dayPageFor(values.day));
    };
    const failed = (e: unknown) => serverError(e, form.setError);
    if (editing) update.mutate({ id: props.id!, body }, { onSuccess: done, onError: failed });
    else
      create.mutate(
        { body, query: { user_id: props.isAdmin ? values.userId : null } },
        { onSuccess: done, onError: failed },
      );
  });

  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      {formError && (
        <p className={classes.formError} role="alert">
          {t('daysheet:form.fillForm')}
        </p>
      )}
      {props.isAdmin && !editing && <UserSelect value={userId} onChange={set('userId')} />}
      <Radio.Group
        label={t('daysheet:form.poJo')}
        name="status"
        value={status}
        onChange={set('status')}
        error={formError ? undefined : fieldMessage(errors.status, shown)}
      >
        <Group mt={4}>
          <Radio value="PO" label={t('daysheet:form.po')} />
          <Radio value="JO" label={t('daysheet:form.jo')} />
        </Group>
      </Radio.Group>
      <DayDateInput label={t('daysheet:form.day')} value={day} onChange={set('day')} lng={lng} name="day" />
      <Textarea
        label={t('daysheet:form.comment')}
        name="comment"
        value={comment}
        onChange={(e) => form.setValue('comment', e.currentTarget.value)}
        error={fieldMessage(errors.comment, shown)}
        autosize
        minRows={2}
      />
      {overload && (
        <Textarea
          label={t('daysheet:form.riorganizimi')}
          name="riorganizimi"
          value={riorganizimi}
          onChange={(e) => form.setValue('riorganizimi', e.currentTarget.value)}
          error={fieldMessage(errors.riorganizimi, shown)}
          autosize
          minRows={2}
        />
      )}
      <FormButtons
        submitLabel={editing ? t('daysheet:form.submit') : t('daysheet:form.add')}
        back={editing ? '/excel' : dayPageFor(viewedDay)}
        busy={create.isPending || update.isPending}
      />
    </form>
  );
}
