import { Loader, Select, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { dailyTaskBodySchema, type TaskDto } from '@wohnwerk/contract/daysheet';
import { contractResolver, fieldMessage } from '../../../lib/contract-form.ts';
import { useEntry } from '../api/get-entry.ts';
import { useUpdateEntry } from '../api/update-entry.ts';
import classes from './daysheet.module.css';
import { FormButtons, statusOptions, useDaysheetMessages, useServerError } from './form-bits.tsx';
import { dayPageFor } from './paths.ts';
import { useDaysheetT } from './use-daysheet-t.ts';

type DailyValues = {
  name: string;
  status: string;
  time: string;
  description: string;
  comment: string;
};

/** Edit daily/weekly/monthly priority task (spec §2.4): description and comment required for P; waits for the server. */
export function DailyTaskForm(props: { id: number }) {
  const { t } = useDaysheetT();
  const navigate = useNavigate();
  const entry = useEntry<TaskDto>('detyrat-ditore', props.id);
  const update = useUpdateEntry('detyrat-ditore');
  const serverError = useServerError();
  const shown = useDaysheetMessages();
  // The errors stay until the next save, as the form always did.
  const form = useForm<DailyValues>({
    resolver: contractResolver(dailyTaskBodySchema),
    reValidateMode: 'onSubmit',
    defaultValues: { name: '', status: '', time: '', description: '', comment: '' },
  });
  const { errors } = form.formState;
  const v = form.watch();

  useEffect(() => {
    if (!entry.data) return;
    const e = entry.data;
    form.reset({
      name: e.name,
      status: e.status ?? '',
      time: e.time ?? '',
      description: e.description ?? '',
      comment: e.comment ?? '',
    });
  }, [entry.data, form.reset]);

  if (entry.isPending) return <Loader />;
  if (entry.isError) return <Text c="red">{t('daysheet:form.notFound')}</Text>;

  const submit = form.handleSubmit((values) => {
    update.mutate(
      { id: props.id, body: values },
      {
        onSuccess: () => {
          notifications.show({ message: t('daysheet:notices.updated.detyrat-ditore'), color: 'green' });
          navigate(dayPageFor(entry.data?.day));
        },
        onError: (e) => serverError(e, form.setError),
      },
    );
  });

  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      <TextInput
        label={t('daysheet:form.name')}
        name="name"
        value={v.name}
        onChange={(e) => form.setValue('name', e.currentTarget.value)}
        error={fieldMessage(errors.name, shown)}
        required
      />
      <Select
        label={t('daysheet:form.status')}
        name="status"
        data={statusOptions(t('daysheet:form.none'))}
        value={v.status}
        onChange={(s) => form.setValue('status', s ?? '')}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('daysheet:form.time')}
        name="time"
        data={[
          { value: '', label: t('daysheet:form.none') },
          { value: 'AM', label: 'AM' },
          { value: 'PM', label: 'PM' },
        ]}
        value={v.time}
        onChange={(s) => form.setValue('time', s ?? '')}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Textarea
        label={t('daysheet:form.description')}
        name="description"
        value={v.description}
        onChange={(e) => form.setValue('description', e.currentTarget.value)}
        error={fieldMessage(errors.description, shown)}
        autosize
        minRows={2}
      />
      <Textarea
        label={t('daysheet:form.comment')}
        name="comment"
        value={v.comment}
        onChange={(e) => form.setValue('comment', e.currentTarget.value)}
        error={fieldMessage(errors.comment, shown)}
        autosize
        minRows={2}
      />
      <FormButtons submitLabel={t('daysheet:form.submit')} back="/excel#friday" busy={update.isPending} />
    </form>
  );
}
