import { Loader, Select, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ratingCreateBodySchema, ratingUpdateBodySchema, type RatingDto } from '@wohnwerk/contract/daysheet';
import { contractResolver, fieldMessage } from '../../../lib/contract-form.ts';
import { useRatingCheck } from '../api/check-rating.ts';
import { useCreateEntry } from '../api/create-entry.ts';
import { useEntry } from '../api/get-entry.ts';
import { useUpdateEntry } from '../api/update-entry.ts';
import classes from './daysheet.module.css';
import { FormButtons, useDaysheetMessages, useServerError } from './form-bits.tsx';
import { dayPageFor, dmy } from './paths.ts';
import { useDaysheetT } from './use-daysheet-t.ts';

const keys = ['m1', 'bz', 'm3'] as const;
type Key = (typeof keys)[number];
type RatingValues = Record<Key | `comment_${Key}`, string>;
const commentOf = (k: Key) => `comment_${k}` as const;

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
  const shown = useDaysheetMessages();
  const form = useForm<RatingValues>({
    // A new rating also carries its day.
    resolver: editing
      ? contractResolver(ratingUpdateBodySchema)
      : contractResolver(ratingCreateBodySchema, (values) => ({ ...values, day: props.day })),
    reValidateMode: 'onSubmit',
    defaultValues: { m1: '', bz: '', m3: '', comment_m1: '', comment_bz: '', comment_m3: '' },
  });
  const { errors } = form.formState;
  const values = form.watch();
  // A value not chosen: the form's notice "Ju lutem plotsoni formen!!", the comments are not checked yet.
  const formError = keys.some((k) => {
    const error = errors[k];
    return error !== undefined && error.type !== 'server';
  });

  useEffect(() => {
    if (!entry.data) return;
    const e = entry.data;
    form.reset({
      m1: e.m1,
      bz: e.bz,
      m3: e.m3,
      comment_m1: e.comment_m1 ?? '',
      comment_bz: e.comment_bz ?? '',
      comment_m3: e.comment_m3 ?? '',
    });
  }, [entry.data, form.reset]);

  if (editing && entry.isPending) return <Loader />;
  if (editing && entry.isError) return <Text c="red">{t('daysheet:form.notFound')}</Text>;
  if (!editing && check.isPending) return <Loader />;
  if (!editing && check.data?.vleresuar) return <p className={classes.graded}>{t('daysheet:ratings.graded')}</p>;

  const submit = form.handleSubmit((body) => {
    if (editing) {
      update.mutate(
        { id: props.id!, body },
        {
          onSuccess: () => {
            notifications.show({ message: t('daysheet:notices.updated.vlersimet'), color: 'green' });
            navigate(dayPageFor(props.day ?? entry.data?.day));
          },
          onError: (e) => serverError(e, form.setError),
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
          onError: (e) => serverError(e, form.setError),
        },
      );
    }
  });

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
            onChange={(v) => form.setValue(k, v ?? '')}
            comboboxProps={{ withinPortal: true }}
          />
          {(values[k] === '0' || values[k] === 'M') && (
            <Textarea
              mt={6}
              label={t('daysheet:ratings.commentFor', { field: k.toUpperCase() })}
              name={commentOf(k)}
              value={values[commentOf(k)]}
              onChange={(e) => form.setValue(commentOf(k), e.currentTarget.value)}
              error={fieldMessage(errors[commentOf(k)], shown)}
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
