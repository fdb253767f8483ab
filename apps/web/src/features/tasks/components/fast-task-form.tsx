import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import { Button, Container, Group, Loader, Radio, Select, Text, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fastCreateBodySchema, fastUpdateBodySchema, tasksTexts } from '@wohnwerk/contract/tasks';
import { useEffect } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { contractResolver, fieldMessage, setServerFieldErrors } from '../../../lib/contract-form.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useFastTask } from '../api/get-fast-task.ts';
import { useStaffUsers } from '../api/get-users.ts';
import { useSaveFastTask } from '../api/save-fast-task.ts';
import { DateField } from './date-field.tsx';
import classes from './tasks.module.css';
import { berlinToday } from '@wohnwerk/contract/shop-time';
import { useTasksT } from './use-tasks-t.ts';

interface Values {
  title: string;
  comment: string;
  description: string;
  priority: string;
  day: string | null;
  developer: string;
  done: string;
  status: string;
}

/**
 * /add-fast-task and /edit-fast-task/{id} (spec §2.3, §2.5). Everyone picks the developer on add;
 * on edit only admins change the day and the developer. "comment" is labelled Description and
 * "description" Comment, as the spec's form does; the list shows each under the same label.
 */
export function FastTaskForm(props: { id?: number; isAdmin: boolean; meId: number }) {
  const { t, lng } = useTasksT();
  const navigate = useNavigate();
  const editing = props.id !== undefined;
  const task = useFastTask(props.id);
  const users = useStaffUsers();
  const save = useSaveFastTask(props.id);
  /** The body the routes take: a new task names its developer as `user`, an edit as `developer_id`. */
  const toBody = (values: Values) => {
    const body: Record<string, unknown> = {
      title: values.title.trim(),
      comment: values.comment,
      description: values.description,
      priority: values.priority,
      day: values.day ?? '',
    };
    if (editing)
      Object.assign(body, {
        done: values.done,
        status: values.status,
        developer_id: values.developer ? Number(values.developer) : null,
      });
    else body.user = values.developer ? Number(values.developer) : null;
    return body;
  };
  // A changed field drops its message; the others stay until the next save.
  const form = useForm<Values>({
    resolver: contractResolver(editing ? fastUpdateBodySchema : fastCreateBodySchema, toBody),
    reValidateMode: 'onSubmit',
    defaultValues: {
      title: '',
      comment: '',
      description: '',
      priority: 'M',
      day: berlinToday(),
      developer: String(props.meId),
      done: '0',
      status: '',
    },
  });
  const errors = form.formState.errors as Record<string, FieldError | undefined>;
  const values = form.watch();
  const shown = { [tasksTexts.titleRequired]: t('tasks:fast.form.titleRequired') };

  useEffect(() => {
    const d = task.data;
    if (d)
      form.reset({
        title: d.title,
        comment: d.comment ?? '',
        description: d.description ?? '',
        priority: d.priority,
        day: d.day,
        developer: d.developer_id ? String(d.developer_id) : '',
        done: String(d.done),
        status: d.status ?? '',
      });
  }, [task.data, form.reset]);

  if (editing && task.isPending) return <Loader />;
  if (editing && task.isError) return <Text c="red">{errorText(task.error, t('tasks:common.notFound'))}</Text>;

  const change = <K extends keyof Values>(key: K, value: Values[K]) => {
    form.setValue(key, value as never);
    form.clearErrors(key);
  };
  const canReopen = !editing || props.isAdmin || task.data?.creator_id === props.meId || task.data?.done !== 1;
  const lockDayAndDeveloper = editing && !props.isAdmin;

  const submit = form.handleSubmit((values) => {
    save.mutate(toBody(values), {
      onSuccess: () => {
        notifications.show({ message: t(editing ? 'tasks:fast.updated' : 'tasks:fast.created'), color: 'green' });
        navigate('/fast-tasks');
      },
      onError: (error) => {
        setServerFieldErrors(error, form.setError);
        notifications.show({ message: errorText(error, t('tasks:common.failed')), color: 'red' });
      },
    });
  });

  return (
    <Container size="md" className={classes.page}>
      <Title order={1} size="h2" mb="md">
        {t(editing ? 'tasks:fast.form.save' : 'tasks:fast.add')} · {t('tasks:fast.title')}
      </Title>
      <form onSubmit={submit} className={classes.form} noValidate>
        <TextInput
          label={t('tasks:fast.form.title')}
          name="title"
          value={values.title}
          onChange={(e) => change('title', e.currentTarget.value)}
          error={fieldMessage(errors.title, shown)}
          required
        />
        <Textarea
          label={t('tasks:fast.form.description')}
          name="comment"
          value={values.comment}
          onChange={(e) => change('comment', e.currentTarget.value)}
          error={fieldMessage(errors.comment, shown)}
          autosize
          minRows={2}
        />
        <Textarea
          label={t('tasks:fast.form.comment')}
          name="description"
          value={values.description}
          onChange={(e) => change('description', e.currentTarget.value)}
          error={fieldMessage(errors.description, shown)}
          autosize
          minRows={2}
        />
        <Select
          label={t('tasks:fast.form.priority')}
          name="priority"
          data={(['L', 'M', 'H'] as const).map((p) => ({ value: p, label: t(`fast.form.priorities.${p}`) }))}
          value={values.priority}
          onChange={(v) => v && change('priority', v)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <DateField
          label={t('tasks:fast.form.day')}
          name="day"
          value={values.day}
          onChange={(v) => change('day', v)}
          lng={lng}
          disabled={lockDayAndDeveloper}
          error={fieldMessage(errors.day, shown)}
        />
        <Select
          label={t('tasks:fast.form.developer')}
          name="developer"
          placeholder={t('tasks:common.choose')}
          data={(users.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
          value={values.developer || null}
          onChange={(v) => change('developer', v ?? '')}
          searchable
          disabled={lockDayAndDeveloper}
          error={fieldMessage(errors.user ?? errors.developer_id, shown)}
          comboboxProps={{ withinPortal: true }}
        />
        {editing && (
          <>
            <TextInput
              label={t('tasks:fast.form.status')}
              name="status"
              value={values.status}
              onChange={(e) => change('status', e.currentTarget.value)}
              error={fieldMessage(errors.status, shown)}
            />
            <Radio.Group
              label={t('tasks:fast.form.done')}
              name="done"
              value={values.done}
              onChange={(v) => change('done', v)}
            >
              <Group mt={6}>
                <Radio value="1" label={t('tasks:fast.form.doneYes')} />
                <Radio value="0" label={t('tasks:fast.form.doneNo')} disabled={!canReopen} />
              </Group>
            </Radio.Group>
          </>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t(editing ? 'tasks:fast.form.save' : 'tasks:fast.form.create')}
          </Button>
          <Button component={Link} to="/fast-tasks" variant="default">
            {t('tasks:common.back')}
          </Button>
        </Group>
      </form>
    </Container>
  );
}
