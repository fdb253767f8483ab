import { Loader, Select, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { RatingDto } from '@wohnwerk/contract/daysheet';
import { useRatingCheck } from '../api/check-rating.ts';
import { useCreateEntry } from '../api/create-entry.ts';
import { useEntry } from '../api/get-entry.ts';
import { useUpdateEntry } from '../api/update-entry.ts';
import classes from './daysheet.module.css';
import { FormButtons, useServerError } from './form-bits.tsx';
import { dayPageFor, dmy } from './paths.ts';
import { useDaysheetT } from './use-daysheet-t.ts';

const keys = ['m1', 'bz', 'm3'] as const;
type Key = (typeof keys)[number];

/**
 * Add rating (day from the query, "JU JENI VLERESUAR" once graded) and edit rating (by id).
 * All three values must be chosen; each comment is shown and required for 0 or M.
 */
export function RatingForm(props: { day?: string; id?: number; userId?: number | null }) {
  const { t } = useDaysheetT();
  const navigate = useNavigate();
  const editing = props.id !== undefined;
  const check = useRatingCheck(props.day ?? '', props.userId ?? null);
  const entry = useEntry<RatingDto>('vlersimet', props.id ?? 0);
  const create = useCreateEntry('vlersimet');
  const update = useUpdateEntry('vlersimet');
  const serverError = useServerError();
  const [values, setValues] = useState<Record<Key, string>>({ m1: '', bz: '', m3: '' });
  const [comments, setComments] = useState<Record<Key, string>>({ m1: '', bz: '', m3: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState(false);

  useEffect(() => {
    if (!entry.data) return;
    const e = entry.data;
    setValues({ m1: e.m1, bz: e.bz, m3: e.m3 });
    setComments({ m1: e.comment_m1 ?? '', bz: e.comment_bz ?? '', m3: e.comment_m3 ?? '' });
  }, [entry.data]);

  if (editing && entry.isPending) return <Loader />;
  if (editing && entry.isError) return <Text c="red">{t('daysheet:form.notFound')}</Text>;
  if (!editing && check.isPending) return <Loader />;
  if (!editing && check.data?.vleresuar) return <p className={classes.graded}>{t('daysheet:ratings.graded')}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (keys.some((k) => !values[k])) {
      setFormError(true);
      return;
    }
    setFormError(false);
    const found: Record<string, string> = {};
    for (const k of keys)
      if (values[k] !== '+' && !comments[k].trim()) found[`comment_${k}`] = t('daysheet:form.ratingComment');
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = { ...values, comment_m1: comments.m1, comment_bz: comments.bz, comment_m3: comments.m3 };
    if (editing) {
      update.mutate(
        { id: props.id!, body },
        {
          onSuccess: () => {
            notifications.show({ message: t('daysheet:notices.updated.vlersimet'), color: 'green' });
            navigate(dayPageFor(props.day ?? entry.data?.day));
          },
          onError: (e) => serverError(e, setErrors),
        },
      );
    } else {
      create.mutate(
        { body: { ...body, day: props.day }, query: { day: props.day, user_id: props.userId ?? null } },
        {
          onSuccess: () => {
            notifications.show({ message: t('daysheet:notices.created.vlersimet'), color: 'green' });
            navigate(dayPageFor(props.day ?? entry.data?.day));
          },
          onError: (e) => serverError(e, setErrors),
        },
      );
    }
  };

  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      {props.day && <Text fw={600}>{dmy(props.day)}</Text>}
      {formError && (
        <p className={classes.formError} role="alert">
          {t('daysheet:form.fillForm')}
        </p>
      )}
      {keys.map((k) => (
        <div key={k}>
          <Select
            label={k.toUpperCase()}
            name={k}
            data={['0', '+', 'M']}
            value={values[k] || null}
            onChange={(v) => setValues((s) => ({ ...s, [k]: v ?? '' }))}
            comboboxProps={{ withinPortal: true }}
          />
          {(values[k] === '0' || values[k] === 'M') && (
            <Textarea
              mt={6}
              label={t('daysheet:ratings.commentFor', { field: k.toUpperCase() })}
              name={`comment_${k}`}
              value={comments[k]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setComments((s) => ({ ...s, [k]: value }));
              }}
              error={errors[`comment_${k}`]}
              required
              autosize
              minRows={2}
            />
          )}
        </div>
      ))}
      <FormButtons
        submitLabel={editing ? t('daysheet:form.submit') : t('daysheet:form.add')}
        back={editing ? '/excel' : '/excel#friday'}
        busy={create.isPending || update.isPending}
      />
    </form>
  );
}
