import { Loader, Select, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { TaskDto } from '@wohnwerk/contract/daysheet';
import { useEntry } from '../api/get-entry.ts';
import { useUpdateEntry } from '../api/update-entry.ts';
import classes from './daysheet.module.css';
import { FormButtons, statusOptions, useServerError } from './form-bits.tsx';
import { dayPageFor } from './paths.ts';
import { useDaysheetT } from './use-daysheet-t.ts';

/** Edit daily/weekly/monthly priority task (spec §2.4): description and comment required for P; waits for the server. */
export function DailyTaskForm(props: { id: number }) {
  const { t } = useDaysheetT();
  const navigate = useNavigate();
  const entry = useEntry<TaskDto>('detyrat-ditore', props.id);
  const update = useUpdateEntry('detyrat-ditore');
  const serverError = useServerError();
  const [v, setV] = useState({ name: '', status: '', time: '', description: '', comment: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!entry.data) return;
    const e = entry.data;
    setV({
      name: e.name,
      status: e.status ?? '',
      time: e.time ?? '',
      description: e.description ?? '',
      comment: e.comment ?? '',
    });
  }, [entry.data]);

  if (entry.isPending) return <Loader />;
  if (entry.isError) return <Text c="red">{t('daysheet:form.notFound')}</Text>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!v.name.trim()) found.name = t('daysheet:form.nameRequired');
    if (v.status === 'P' && !v.description.trim()) found.description = t('daysheet:form.descriptionForP');
    if (v.status === 'P' && !v.comment.trim()) found.comment = t('daysheet:form.commentForP');
    setErrors(found);
    if (Object.keys(found).length) return;
    update.mutate(
      { id: props.id, body: v },
      {
        onSuccess: () => {
          notifications.show({ message: t('daysheet:notices.updated.detyrat-ditore'), color: 'green' });
          navigate(dayPageFor(entry.data?.day));
        },
        onError: (e) => serverError(e, setErrors),
      },
    );
  };

  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      <TextInput
        label={t('daysheet:form.name')}
        name="name"
        value={v.name}
        onChange={(e) => setV({ ...v, name: e.currentTarget.value })}
        error={errors.name}
        required
      />
      <Select
        label={t('daysheet:form.status')}
        name="status"
        data={statusOptions(t('daysheet:form.none'))}
        value={v.status}
        onChange={(s) => setV({ ...v, status: s ?? '' })}
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
        onChange={(s) => setV({ ...v, time: s ?? '' })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Textarea
        label={t('daysheet:form.description')}
        name="description"
        value={v.description}
        onChange={(e) => setV({ ...v, description: e.currentTarget.value })}
        error={errors.description}
        autosize
        minRows={2}
      />
      <Textarea
        label={t('daysheet:form.comment')}
        name="comment"
        value={v.comment}
        onChange={(e) => setV({ ...v, comment: e.currentTarget.value })}
        error={errors.comment}
        autosize
        minRows={2}
      />
      <FormButtons submitLabel={t('daysheet:form.submit')} back="/excel#friday" busy={update.isPending} />
    </form>
  );
}
