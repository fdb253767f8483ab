import { Checkbox, Loader, Select, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { emailBodySchema, taskBodySchema, type EmailDto, type TaskDto } from '@wohnwerk/contract/daysheet';
import { contractResolver, fieldMessage } from '../../../lib/contract-form.ts';
import { alreadyExists, useCreateEntry } from '../api/create-entry.ts';
import { useEntry } from '../api/get-entry.ts';
import { useUpdateEntry } from '../api/update-entry.ts';
import { DayDateInput } from './day-date-input.tsx';
import classes from './daysheet.module.css';
import { FormButtons, statusOptions, useDaysheetMessages, useServerError } from './form-bits.tsx';
import { berlinToday } from '@wohnwerk/contract/shop-time';
import { dayPageFor } from './paths.ts';
import { useDaysheetT } from './use-daysheet-t.ts';
import { UserSelect } from './user-select.tsx';

export type TaskResource =
  | 'detyrat8'
  | 'emails'
  | 'detyrat-perb'
  | 'detyrat-sistem'
  | 'detyrat-prior-am'
  | 'detyrat-prior-pm';

interface Values {
  name: string;
  status: string;
  time: string;
  comment: string;
  day: string | null;
  shfaq_ekran: boolean;
  user_id: number | null;
}

/**
 * Add or edit form of the 8:00, e-mail, common, unfinished, AM and PM tasks (spec §2.3, §2.4).
 * The name is required, a comment is required for P; the notice shows only after the server answered.
 */
export function TaskForm(props: { resource: TaskResource; id?: number; isAdmin: boolean; back: string }) {
  const { t, lng } = useDaysheetT();
  const navigate = useNavigate();
  // The add links of the day page carry the viewed day: the form starts on it.
  const [search] = useSearchParams();
  const startDay = /^\d{4}-\d{2}-\d{2}$/.test(search.get('day') ?? '') ? search.get('day')! : berlinToday();
  const startUser = props.isAdmin && /^\d+$/.test(search.get('user_id') ?? '') ? Number(search.get('user_id')) : null;
  const isEmail = props.resource === 'emails';
  const editing = props.id !== undefined;
  const entry = useEntry<TaskDto & Partial<EmailDto>>(props.resource, props.id ?? 0);
  const create = useCreateEntry(props.resource);
  const update = useUpdateEntry(props.resource);
  const serverError = useServerError();
  const priority = props.resource === 'detyrat-prior-am' || props.resource === 'detyrat-prior-pm';
  const nameKey = isEmail ? 'title' : 'name';
  /** The body the routes take (e-mails have a title in place of the name). */
  const toBody = (values: Values) => {
    const body: Record<string, unknown> = {
      [nameKey]: values.name.trim(),
      status: values.status,
      ...(isEmail ? {} : { time: values.time }),
      comment: values.comment,
      day: values.day ?? '',
    };
    if (editing || priority)
      body.shfaq_ekran = editing && props.resource === 'detyrat8' ? (values.shfaq_ekran ? 1 : 0) : values.shfaq_ekran;
    return body;
  };
  const shown = useDaysheetMessages();
  // A changed field drops its message; the others stay until the next save.
  const form = useForm<Values>({
    resolver: contractResolver(isEmail ? emailBodySchema : taskBodySchema, toBody),
    reValidateMode: 'onSubmit',
    defaultValues: {
      name: '',
      status: '',
      time: props.resource === 'detyrat8' ? 'AM' : '',
      comment: '',
      day: startDay,
      shfaq_ekran: priority,
      user_id: startUser,
    },
  });
  const errors = form.formState.errors as Record<string, FieldError | undefined>;
  const values = form.watch();

  useEffect(() => {
    if (!entry.data) return;
    const e = entry.data;
    form.reset({
      name: e.title ?? e.name,
      status: e.status ?? '',
      time: e.time ?? '',
      comment: e.comment ?? '',
      day: e.day,
      shfaq_ekran: e.shfaq_ekran,
      user_id: e.user_id,
    });
  }, [entry.data, form.reset]);

  if (editing && entry.isPending) return <Loader />;
  if (editing && entry.isError) return <Text c="red">{t('daysheet:form.notFound')}</Text>;

  const change = <K extends keyof Values>(key: K, value: Values[K]) => {
    form.setValue(key, value as never);
    form.clearErrors((key === 'name' ? nameKey : key) as keyof Values);
  };

  const submit = form.handleSubmit((values) => {
    const body = toBody(values);
    if (editing) {
      if (props.isAdmin && values.user_id) body.user_id = values.user_id;
      update.mutate(
        { id: props.id!, body },
        {
          onSuccess: () => {
            notifications.show({ message: t(`notices.updated.${props.resource}`), color: 'green' });
            navigate(dayPageFor(values.day));
          },
          onError: (error) => serverError(error, form.setError),
        },
      );
    } else {
      create.mutate(
        { body, query: { user_id: props.isAdmin ? values.user_id : null } },
        {
          onSuccess: (reply) => {
            if (alreadyExists(reply)) {
              notifications.show({ message: t(`notices.exists.${props.resource}`), color: 'yellow' });
              return;
            }
            notifications.show({ message: t(`notices.created.${props.resource}`), color: 'green' });
            navigate(dayPageFor(values.day));
          },
          onError: (error) => serverError(error, form.setError),
        },
      );
    }
  });

  const timeOptions = props.resource === 'detyrat8' ? ['AM'] : ['AM', 'PM'];
  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      {props.isAdmin && !editing && <UserSelect value={values.user_id} onChange={(id) => change('user_id', id)} />}
      <TextInput
        label={t(isEmail ? 'form.title' : 'form.name')}
        name={nameKey}
        value={values.name}
        onChange={(e) => change('name', e.currentTarget.value)}
        error={fieldMessage(errors[nameKey], shown)}
        required
      />
      <Select
        label={t('daysheet:form.status')}
        name="status"
        data={statusOptions(t('daysheet:form.none'))}
        value={values.status}
        onChange={(v) => change('status', v ?? '')}
        allowDeselect={false}
        error={fieldMessage(errors.status, shown)}
        comboboxProps={{ withinPortal: true }}
      />
      {!isEmail && (
        <Select
          label={t('daysheet:form.time')}
          name="time"
          data={[{ value: '', label: t('daysheet:form.none') }, ...timeOptions.map((v) => ({ value: v, label: v }))]}
          value={values.time}
          onChange={(v) => change('time', v ?? '')}
          allowDeselect={false}
          error={fieldMessage(errors.time, shown)}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Textarea
        label={t('daysheet:form.comment')}
        name="comment"
        value={values.comment}
        onChange={(e) => change('comment', e.currentTarget.value)}
        error={fieldMessage(errors.comment, shown)}
        autosize
        minRows={2}
      />
      <DayDateInput
        label={t('daysheet:form.day')}
        value={values.day}
        onChange={(v) => change('day', v)}
        error={fieldMessage(errors.day, shown)}
        lng={lng}
        name="day"
      />
      {(editing || priority) && (
        <Checkbox
          label={t('daysheet:form.showOnScreen')}
          checked={values.shfaq_ekran}
          onChange={(e) => change('shfaq_ekran', e.currentTarget.checked)}
        />
      )}
      <FormButtons
        submitLabel={editing ? t('daysheet:form.submit') : t('daysheet:form.add')}
        back={editing ? props.back : dayPageFor(startDay)}
        busy={create.isPending || update.isPending}
      />
    </form>
  );
}
