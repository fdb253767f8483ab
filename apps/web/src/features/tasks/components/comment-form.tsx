import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import { Select, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import {
  commentBodySchema,
  commentCategories,
  commentUpdateBodySchema,
  tasksTexts,
  type CommentDto,
} from '@wohnwerk/contract/tasks';
import { FormButtons } from '../../../components/ui/form-buttons.tsx';
import { contractResolver, fieldMessage, setServerFieldErrors, textFields } from '../../../lib/contract-form.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSaveComment } from '../api/save-comment.ts';
import classes from './tasks.module.css';
import { useTasksT } from './use-tasks-t.ts';

/** The admins' comment about a user: category, title, value, comment (spec §2.7). */
export function CommentForm(props: { userId: number; comment?: CommentDto; back?: string; onSaved?: () => void }) {
  const { t } = useTasksT();
  const save = useSaveComment(props.comment?.id);
  const empty = { category: '', title: '', value: '', comment: '' };
  const toBody = (values: typeof empty) => ({ user_id: props.userId, ...values, title: values.title.trim() });
  // A changed field drops its message; the others stay until the next save.
  const form = useForm<typeof empty>({
    resolver: contractResolver(props.comment ? commentUpdateBodySchema : commentBodySchema, toBody),
    reValidateMode: 'onSubmit',
    defaultValues: props.comment
      ? {
          category: props.comment.category,
          title: props.comment.title,
          value: props.comment.value ?? '',
          comment: props.comment.comment ?? '',
        }
      : empty,
  });
  const { errors } = form.formState;
  const values = form.watch();
  const shown = {
    [tasksTexts.titleRequired]: t('tasks:finished.titleRequired'),
    [tasksTexts.category]: t('tasks:finished.categoryRequired'),
  };
  const change = (key: keyof typeof empty, value: string) => {
    form.setValue(key, value);
    form.clearErrors(key);
  };
  const text = textFields(values, errors, shown, change);

  const submit = form.handleSubmit((values) => {
    save.mutate(toBody(values), {
      onSuccess: (reply) => {
        notifications.show({ message: reply.success, color: 'green' });
        if (!props.comment) form.reset(empty);
        props.onSaved?.();
      },
      onError: (error) => {
        setServerFieldErrors(error, form.setError);
        notifications.show({ message: errorText(error, t('tasks:common.failed')), color: 'red' });
      },
    });
  });

  return (
    <form onSubmit={submit} className={classes.form} noValidate aria-label={t('tasks:finished.addComment')}>
      <Select
        label={t('tasks:finished.category')}
        name="category"
        placeholder={t('tasks:common.choose')}
        data={commentCategories.map((c) => ({ value: c, label: t(`finished.categories.${c}`) }))}
        value={values.category || null}
        onChange={(v) => change('category', v ?? '')}
        error={fieldMessage(errors.category, shown)}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput label={t('tasks:finished.commentTitle')} {...text('title')} required />
      <TextInput label={t('tasks:finished.value')} {...text('value')} />
      <Textarea label={t('tasks:finished.comment')} {...text('comment')} autosize minRows={2} />
      <FormButtons
        submitLabel={props.comment ? t('tasks:common.edit') : t('tasks:finished.addComment')}
        busy={save.isPending}
        back={props.back}
        backLabel={t('tasks:common.back')}
      />
    </form>
  );
}
