import { Group, Loader, Radio, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { NoteDto } from '@wohnwerk/contract/daysheet';
import { useCreateEntry } from '../api/create-entry.ts';
import { useEntry } from '../api/get-entry.ts';
import { useUpdateEntry } from '../api/update-entry.ts';
import { DayDateInput } from './day-date-input.tsx';
import classes from './daysheet.module.css';
import { FormButtons, useServerError } from './form-bits.tsx';
import { berlinToday } from '@wohnwerk/contract/shop-time';
import { dayPageFor } from './paths.ts';
import { useDaysheetT } from './use-daysheet-t.ts';
import { UserSelect } from './user-select.tsx';

export type NoteResource = 'problemet' | 'propozimet' | 'ngarkesat';

/**
 * Problem, proposal and overload forms (spec §2.4, §5): PO or JO must be chosen, else
 * "Ju lutem plotsoni formen!!" and nothing is sent; PO needs a comment (and for overloads the
 * reorganisation). Back goes to /excel.
 */
export function NoteForm(props: { resource: NoteResource; type?: 'sot' | 'neser'; id?: number; isAdmin: boolean }) {
  const { t, lng } = useDaysheetT();
  const navigate = useNavigate();
  // The add links of the day page carry the viewed day: the form starts on it.
  const [search] = useSearchParams();
  const startDay = /^\d{4}-\d{2}-\d{2}$/.test(search.get('day') ?? '') ? search.get('day')! : berlinToday();
  const startUser = props.isAdmin && /^\d+$/.test(search.get('user_id') ?? '') ? Number(search.get('user_id')) : null;
  const editing = props.id !== undefined;
  const overload = props.resource === 'ngarkesat';
  const entry = useEntry<NoteDto>(props.resource, props.id ?? 0);
  const create = useCreateEntry(props.resource);
  const update = useUpdateEntry(props.resource);
  const serverError = useServerError();
  const [status, setStatus] = useState('');
  const [comment, setComment] = useState('');
  const [riorganizimi, setRiorganizimi] = useState('');
  const [day, setDay] = useState<string | null>(startDay);
  const [userId, setUserId] = useState<number | null>(startUser);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState(false);

  useEffect(() => {
    if (!entry.data) return;
    setStatus(entry.data.status);
    setComment(entry.data.comment ?? '');
    setRiorganizimi(entry.data.riorganizimi ?? '');
    setDay(entry.data.day);
  }, [entry.data]);

  if (editing && entry.isPending) return <Loader />;
  if (editing && entry.isError) return <Text c="red">{t('daysheet:form.notFound')}</Text>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'PO' && status !== 'JO') {
      setFormError(true);
      return;
    }
    setFormError(false);
    const found: Record<string, string> = {};
    if (status === 'PO' && !comment.trim()) found.comment = t('daysheet:form.commentForPo');
    if (overload && status === 'PO' && !riorganizimi.trim()) found.riorganizimi = t('daysheet:form.riorganizimiForPo');
    setErrors(found);
    if (Object.keys(found).length) return;
    const type = editing ? (entry.data?.type ?? props.type) : props.type;
    const body: Record<string, unknown> = {
      status,
      comment,
      day: day ?? '',
      ...(overload ? { type, riorganizimi } : {}),
    };
    const done = () => {
      notifications.show({
        message: t(`notices.${editing ? 'updated' : 'created'}.${props.resource}`),
        color: 'green',
      });
      navigate(dayPageFor(day));
    };
    if (editing) update.mutate({ id: props.id!, body }, { onSuccess: done, onError: (e) => serverError(e, setErrors) });
    else
      create.mutate(
        { body, query: { user_id: props.isAdmin ? userId : null } },
        { onSuccess: done, onError: (e) => serverError(e, setErrors) },
      );
  };

  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      {formError && (
        <p className={classes.formError} role="alert">
          {t('daysheet:form.fillForm')}
        </p>
      )}
      {props.isAdmin && !editing && <UserSelect value={userId} onChange={setUserId} />}
      <Radio.Group
        label={t('daysheet:form.poJo')}
        name="status"
        value={status}
        onChange={setStatus}
        error={errors.status}
      >
        <Group mt={4}>
          <Radio value="PO" label={t('daysheet:form.po')} />
          <Radio value="JO" label={t('daysheet:form.jo')} />
        </Group>
      </Radio.Group>
      <DayDateInput label={t('daysheet:form.day')} value={day} onChange={setDay} lng={lng} name="day" />
      <Textarea
        label={t('daysheet:form.comment')}
        name="comment"
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        error={errors.comment}
        autosize
        minRows={2}
      />
      {overload && (
        <Textarea
          label={t('daysheet:form.riorganizimi')}
          name="riorganizimi"
          value={riorganizimi}
          onChange={(e) => setRiorganizimi(e.currentTarget.value)}
          error={errors.riorganizimi}
          autosize
          minRows={2}
        />
      )}
      <FormButtons
        submitLabel={editing ? t('daysheet:form.submit') : t('daysheet:form.add')}
        back={editing ? '/excel' : dayPageFor(startDay)}
        busy={create.isPending || update.isPending}
      />
    </form>
  );
}
