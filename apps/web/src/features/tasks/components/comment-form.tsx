import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import { Button, Group, Select, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { commentCategories, type CommentDto } from '@wohnwerk/contract/tasks';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSaveComment } from '../api/save-comment.ts';
import classes from './tasks.module.css';
import { useTasksT } from './use-tasks-t.ts';
import { withoutError } from '../../../lib/field-errors.ts';

/** The admins' comment about a user: category, title, value, comment (spec §2.7). */
export function CommentForm(props: { userId: number; comment?: CommentDto; back?: string; onSaved?: () => void }) {
  const { t } = useTasksT();
  const save = useSaveComment(props.comment?.id);
  const empty = { category: '', title: '', value: '', comment: '' };
  const [values, setValues] = useState(
    props.comment
      ? {
          category: props.comment.category,
          title: props.comment.title,
          value: props.comment.value ?? '',
          comment: props.comment.comment ?? '',
        }
      : empty,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (key: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => withoutError(e, key));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.title.trim()) found.title = t('tasks:finished.titleRequired');
    if (!values.category) found.category = t('tasks:finished.categoryRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      { user_id: props.userId, ...values, title: values.title.trim() },
      {
        onSuccess: (reply) => {
          notifications.show({ message: reply.success, color: 'green' });
          if (!props.comment) setValues(empty);
          props.onSaved?.();
        },
        onError: (error) => {
          if (isApiError(error))
            setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0]])));
          notifications.show({ message: errorText(error, t('tasks:common.failed')), color: 'red' });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className={classes.form} noValidate aria-label={t('tasks:finished.addComment')}>
      <Select
        label={t('tasks:finished.category')}
        name="category"
        placeholder={t('tasks:common.choose')}
        data={commentCategories.map((c) => ({ value: c, label: t(`finished.categories.${c}`) }))}
        value={values.category || null}
        onChange={(v) => change('category', v ?? '')}
        error={errors.category}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label={t('tasks:finished.commentTitle')}
        name="title"
        value={values.title}
        onChange={(e) => change('title', e.currentTarget.value)}
        error={errors.title}
        required
      />
      <TextInput
        label={t('tasks:finished.value')}
        name="value"
        value={values.value}
        onChange={(e) => change('value', e.currentTarget.value)}
        error={errors.value}
      />
      <Textarea
        label={t('tasks:finished.comment')}
        name="comment"
        value={values.comment}
        onChange={(e) => change('comment', e.currentTarget.value)}
        error={errors.comment}
        autosize
        minRows={2}
      />
      <Group>
        <Button type="submit" loading={save.isPending}>
          {props.comment ? t('tasks:common.edit') : t('tasks:finished.addComment')}
        </Button>
        {props.back && (
          <Button component={Link} to={props.back} variant="default">
            {t('tasks:common.back')}
          </Button>
        )}
      </Group>
    </form>
  );
}
