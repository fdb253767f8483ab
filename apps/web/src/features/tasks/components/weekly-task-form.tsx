import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { MultiSelect, Select, TextInput, Textarea } from '@mantine/core';
import {
  tasksTexts,
  type WeeklyTaskDto,
  weeklyCreateBodySchema,
  weeklyUpdateBodySchema,
} from '@wohnwerk/contract/tasks';
import { useStaffUsers } from '../api/get-users.ts';
import { useWeeklyTask } from '../api/get-weekly-task.ts';
import { useSaveWeeklyTask } from '../api/save-weekly-task.ts';
import { TaskFormPage, useTaskForm } from './task-form-page.tsx';
import { useTasksT } from './use-tasks-t.ts';

interface Values {
  name: string;
  comment: string;
  zv3: string;
  days: string[];
  time: string;
  user: string;
}

const fromTask = (d: WeeklyTaskDto): Values => ({
  name: d.name,
  comment: d.comment ?? '',
  zv3: d.zv3 ?? '',
  days: d.days.map((x) => String(x.id)),
  time: d.time ?? '',
  user: String(d.user_id),
});

/**
 * /add-weekly-tasks and /edit-weekly-task/{id} (spec §2.6): days Monday–Friday, AM/PM, and for
 * admins the user ("Zgjedh"). After a save the user lands on the list (the spec's navigation
 * after adding failed; here it follows the server's answer).
 */
export function WeeklyTaskForm(props: { id?: number; isAdmin: boolean }) {
  const { t } = useTasksT();
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
  const { values, change, text, message, page } = useTaskForm({
    schema: editing ? weeklyUpdateBodySchema : weeklyCreateBodySchema,
    toBody,
    defaultValues: { name: '', comment: '', zv3: '', days: [], time: 'AM', user: '' },
    editing,
    task,
    fromRecord: fromTask,
    shown: {
      [tasksTexts.nameRequired]: t('tasks:weekly.form.nameRequired'),
      [tasksTexts.days]: t('tasks:weekly.form.daysRequired'),
    },
    save,
    savedMessage: t(editing ? 'tasks:weekly.updated' : 'tasks:weekly.created'),
    listPath: '/weekly-tasks',
    // A day's error ("days.1") goes under the days.
    errorField: (path) => path.replace(/\.\d+$/, ''),
  });

  return (
    <TaskFormPage
      title={`${t(editing ? 'tasks:weekly.form.save' : 'tasks:weekly.form.create')} · ${t('tasks:weekly.title')}`}
      {...page}
      saveLabel={t(editing ? 'tasks:weekly.form.save' : 'tasks:weekly.form.create')}
      back={editing ? '/excel#friday' : '/weekly-tasks'}
    >
      <TextInput label={t('tasks:weekly.form.name')} {...text('name')} required />
      <Textarea label={t('tasks:weekly.form.comment')} {...text('comment')} error={undefined} autosize minRows={2} />
      <TextInput label={t('tasks:weekly.form.zv3')} {...text('zv3')} />
      <MultiSelect
        label={t('tasks:weekly.form.days')}
        name="days"
        data={[1, 2, 3, 4, 5].map((d) => ({ value: String(d), label: t(`weekly.days.${d}`) }))}
        value={values.days}
        onChange={(v) => change('days', v)}
        error={message('days')}
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
          error={message('user')}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </TaskFormPage>
  );
}
