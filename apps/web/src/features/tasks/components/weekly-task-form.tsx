import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Button, Container, Group, Loader, MultiSelect, Select, Text, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { tasksTexts, weeklyCreateBodySchema, weeklyUpdateBodySchema } from '@wohnwerk/contract/tasks';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { contractResolver, fieldMessage, setServerFieldErrors } from '../../../lib/contract-form.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useStaffUsers } from '../api/get-users.ts';
import { useWeeklyTask } from '../api/get-weekly-task.ts';
import { useSaveWeeklyTask } from '../api/save-weekly-task.ts';
import classes from './tasks.module.css';
import { useTasksT } from './use-tasks-t.ts';

interface Values {
  name: string;
  comment: string;
  zv3: string;
  days: string[];
  time: string;
  user: string;
}

/**
 * /add-weekly-tasks and /edit-weekly-task/{id} (spec §2.6): days Monday–Friday, AM/PM, and for
 * admins the user ("Zgjedh"). After a save the user lands on the list (the spec's navigation
 * after adding failed; here it follows the server's answer).
 */
export function WeeklyTaskForm(props: { id?: number; isAdmin: boolean }) {
  const { t } = useTasksT();
  const navigate = useNavigate();
  const editing = props.id !== undefined;
  const task = useWeeklyTask(props.id);
  const users = useStaffUsers();
  const save = useSaveWeeklyTask(props.id);
  /** The body the routes take; only an admin's new task names its user. */
  const toBody = (values: Values) => {
    const body: Record<string, unknown> = {
      name: values.name.trim(),
      comment: values.comment,
      zv3: values.zv3,
      days: values.days.map(Number),
      time: values.time,
    };
    if (!editing && props.isAdmin && values.user) body.user = Number(values.user);
    return body;
  };
  // A changed field drops its message; the others stay until the next save.
  const form = useForm<Values>({
    resolver: contractResolver(editing ? weeklyUpdateBodySchema : weeklyCreateBodySchema, toBody),
    reValidateMode: 'onSubmit',
    defaultValues: { name: '', comment: '', zv3: '', days: [], time: 'AM', user: '' },
  });
  const { errors } = form.formState;
  const values = form.watch();
  const shown = {
    [tasksTexts.nameRequired]: t('tasks:weekly.form.nameRequired'),
    [tasksTexts.days]: t('tasks:weekly.form.daysRequired'),
  };

  useEffect(() => {
    const d = task.data;
    if (d)
      form.reset({
        name: d.name,
        comment: d.comment ?? '',
        zv3: d.zv3 ?? '',
        days: d.days.map((x) => String(x.id)),
        time: d.time ?? '',
        user: String(d.user_id),
      });
  }, [task.data, form.reset]);

  if (editing && task.isPending) return <Loader />;
  if (editing && task.isError) return <Text c="red">{errorText(task.error, t('tasks:common.notFound'))}</Text>;

  const change = <K extends keyof Values>(key: K, value: Values[K]) => {
    form.setValue(key, value as never);
    form.clearErrors(key);
  };
  const submit = form.handleSubmit((values) => {
    save.mutate(toBody(values), {
      onSuccess: () => {
        notifications.show({ message: t(editing ? 'tasks:weekly.updated' : 'tasks:weekly.created'), color: 'green' });
        navigate('/weekly-tasks');
      },
      onError: (error) => {
        // A day's error ("days.1") goes under the days.
        setServerFieldErrors(error, form.setError, (path) => path.replace(/\.\d+$/, ''));
        notifications.show({ message: errorText(error, t('tasks:common.failed')), color: 'red' });
      },
    });
  });

  return (
    <Container size="md" className={classes.page}>
      <Title order={1} size="h2" mb="md">
        {t(editing ? 'tasks:weekly.form.save' : 'tasks:weekly.form.create')} · {t('tasks:weekly.title')}
      </Title>
      <form onSubmit={submit} className={classes.form} noValidate>
        <TextInput
          label={t('tasks:weekly.form.name')}
          name="name"
          value={values.name}
          onChange={(e) => change('name', e.currentTarget.value)}
          error={fieldMessage(errors.name, shown)}
          required
        />
        <Textarea
          label={t('tasks:weekly.form.comment')}
          name="comment"
          value={values.comment}
          onChange={(e) => change('comment', e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <TextInput
          label={t('tasks:weekly.form.zv3')}
          name="zv3"
          value={values.zv3}
          onChange={(e) => change('zv3', e.currentTarget.value)}
          error={fieldMessage(errors.zv3, shown)}
        />
        <MultiSelect
          label={t('tasks:weekly.form.days')}
          name="days"
          data={[1, 2, 3, 4, 5].map((d) => ({ value: String(d), label: t(`weekly.days.${d}`) }))}
          value={values.days}
          onChange={(v) => change('days', v)}
          error={fieldMessage(errors.days, shown)}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('tasks:weekly.form.time')}
          name="time"
          data={['AM', 'PM']}
          value={values.time || null}
          onChange={(v) => change('time', v ?? '')}
          comboboxProps={{ withinPortal: true }}
        />
        {/* Admins see the user on add and edit (spec §2.6); an edit never sends it (§7.7), so it is shown fixed there. */}
        {props.isAdmin && (
          <Select
            label={t('tasks:weekly.form.user')}
            name="user"
            data={[
              { value: '', label: t('tasks:common.choose') },
              ...(users.data ?? []).map((u) => ({ value: String(u.id), label: u.name })),
            ]}
            value={values.user}
            onChange={(v) => change('user', v ?? '')}
            searchable
            allowDeselect={false}
            disabled={editing}
            error={fieldMessage(errors.user, shown)}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t(editing ? 'tasks:weekly.form.save' : 'tasks:weekly.form.create')}
          </Button>
          <Button component={Link} to={editing ? '/excel#friday' : '/weekly-tasks'} variant="default">
            {t('tasks:common.back')}
          </Button>
        </Group>
      </form>
    </Container>
  );
}
