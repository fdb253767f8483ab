import { Container, Loader, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, type ReactNode, useEffect } from 'react';
import { type DefaultValues, type FieldError, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { ZodType } from 'zod';
import { FormButtons } from '../../../components/ui/form-buttons.tsx';
import { contractResolver, fieldMessage, setServerFieldErrors, textFields } from '../../../lib/contract-form.ts';
import { errorText } from '../../../lib/error-text.ts';
import classes from './tasks.module.css';
import { useTasksT } from './use-tasks-t.ts';

interface Save {
  mutate(body: Record<string, unknown>, callbacks: { onSuccess: () => void; onError: (error: Error) => void }): void;
  isPending: boolean;
}

interface Task<R> {
  data: R | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

interface TaskFormOptions<V extends FieldValues, R> {
  /** The contract schema of the route the form sends to (create or update). */
  schema: ZodType;
  toBody: (values: V) => Record<string, unknown>;
  defaultValues: V;
  editing: boolean;
  /** The query of the task being edited; once loaded, `fromRecord` turns it into the form's values. */
  task: Task<R>;
  fromRecord: (record: R) => V;
  /** Contract message → this screen's text (see fieldMessage). */
  shown: Record<string, string>;
  save: Save;
  /** The notice after a save; then the screen goes to `listPath`. */
  savedMessage: string;
  listPath: string;
  /** Renames a server error's path to a field (a day's "days.1" to "days"). */
  errorField?: (path: string) => string;
}

/**
 * The add and edit forms of the fast and weekly tasks: checked with the route's contract schema, a
 * changed field drops its message (the others stay until the next save), the server's field errors
 * go under their fields, and a save shows a notice and goes back to the list.
 */
export function useTaskForm<V extends FieldValues, R>(options: TaskFormOptions<V, R>) {
  const { t } = useTasksT();
  const navigate = useNavigate();
  const { fromRecord } = options;
  const record = options.task.data;
  const form = useForm<V>({
    resolver: contractResolver(options.schema, options.toBody),
    reValidateMode: 'onSubmit',
    defaultValues: options.defaultValues as DefaultValues<V>,
  });
  const errors = form.formState.errors as Record<string, FieldError | undefined>;
  const values = form.watch();

  useEffect(() => {
    if (record) form.reset(fromRecord(record));
  }, [record, fromRecord, form.reset]);

  const change = <K extends Path<V>>(key: K, value: V[K]) => {
    form.setValue(key, value as never);
    form.clearErrors(key);
  };
  const text = textFields(values, errors, options.shown, (key, value) => change(key, value as never));
  const submit = form.handleSubmit((submitted) => {
    options.save.mutate(options.toBody(submitted), {
      onSuccess: () => {
        notifications.show({ message: options.savedMessage, color: 'green' });
        navigate(options.listPath);
      },
      onError: (error) => {
        setServerFieldErrors(error, form.setError, options.errorField);
        notifications.show({ message: errorText(error, t('tasks:common.failed')), color: 'red' });
      },
    });
  });
  const message = (key: string) => fieldMessage(errors[key], options.shown);
  /** What TaskFormPage needs besides its words. */
  const page = { editing: options.editing, task: options.task, submit, saving: options.save.isPending };
  return { values, change, text, message, page };
}

/**
 * The page around a task form: its heading, the fields, save and back. While the edited task
 * loads it shows a loader, and the server's words when it cannot be read.
 */
export function TaskFormPage(props: {
  title: string;
  editing: boolean;
  task: Omit<Task<unknown>, 'data'>;
  submit: (event?: FormEvent) => void;
  saving: boolean;
  saveLabel: string;
  back: string;
  children: ReactNode;
}) {
  const { t } = useTasksT();
  if (props.editing && props.task.isPending) return <Loader />;
  if (props.editing && props.task.isError)
    return <Text c="red">{errorText(props.task.error, t('tasks:common.notFound'))}</Text>;
  return (
    <Container size="md" className={classes.page}>
      <Title order={1} size="h2" mb="md">
        {props.title}
      </Title>
      <form onSubmit={props.submit} className={classes.form} noValidate>
        {props.children}
        <FormButtons
          submitLabel={props.saveLabel}
          busy={props.saving}
          back={props.back}
          backLabel={t('tasks:common.back')}
        />
      </form>
    </Container>
  );
}
