import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
// A labelled checkbox or radio lays out its label beside it only with these styles.
import '@mantine/core/styles/InlineInput.css';
import { Group, Radio, Select, TextInput, Textarea } from '@mantine/core';
import { berlinToday } from '@wohnwerk/contract/shop-time';
import { type FastTaskDto, fastCreateBodySchema, fastUpdateBodySchema, tasksTexts } from '@wohnwerk/contract/tasks';
import { useFastTask } from '../api/get-fast-task.ts';
import { useStaffUsers } from '../api/get-users.ts';
import { useSaveFastTask } from '../api/save-fast-task.ts';
import { DateField } from './date-field.tsx';
import { TaskFormPage, useTaskForm } from './task-form-page.tsx';
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

const fromTask = (d: FastTaskDto): Values => ({
  title: d.title,
  comment: d.comment ?? '',
  description: d.description ?? '',
  priority: d.priority,
  day: d.day,
  developer: d.developer_id ? String(d.developer_id) : '',
  done: String(d.done),
  status: d.status ?? '',
});

/**
 * /add-fast-task and /edit-fast-task/{id} (spec §2.3, §2.5). Everyone picks the developer on add;
 * on edit only admins change the day and the developer. "comment" is labelled Description and
 * "description" Comment, as the spec's form does; the list shows each under the same label.
 */
export function FastTaskForm(props: { id?: number; isAdmin: boolean; meId: number }) {
  const { t, lng } = useTasksT();
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
  const { values, change, text, message, page } = useTaskForm({
    schema: editing ? fastUpdateBodySchema : fastCreateBodySchema,
    toBody,
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
    editing,
    task,
    fromRecord: fromTask,
    shown: { [tasksTexts.titleRequired]: t('tasks:fast.form.titleRequired') },
    save,
    savedMessage: t(editing ? 'tasks:fast.updated' : 'tasks:fast.created'),
    listPath: '/fast-tasks',
  });

  const canReopen = !editing || props.isAdmin || task.data?.creator_id === props.meId || task.data?.done !== 1;
  const lockDayAndDeveloper = editing && !props.isAdmin;

  return (
    <TaskFormPage
      title={`${t(editing ? 'tasks:fast.form.save' : 'tasks:fast.add')} · ${t('tasks:fast.title')}`}
      {...page}
      saveLabel={t(editing ? 'tasks:fast.form.save' : 'tasks:fast.form.create')}
      back="/fast-tasks"
    >
      <TextInput label={t('tasks:fast.form.title')} {...text('title')} required />
      <Textarea label={t('tasks:fast.form.description')} {...text('comment')} autosize minRows={2} />
      <Textarea label={t('tasks:fast.form.comment')} {...text('description')} autosize minRows={2} />
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
        error={message('day')}
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
        error={message('user') ?? message('developer_id')}
        comboboxProps={{ withinPortal: true }}
      />
      {editing && (
        <>
          <TextInput label={t('tasks:fast.form.status')} {...text('status')} />
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
    </TaskFormPage>
  );
}
