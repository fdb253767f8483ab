import { Anchor, Container, Select, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import classes from './daysheet.module.css';
import { NoteForm } from './note-form.tsx';
import { TaskForm, type TaskResource } from './task-form.tsx';
import { useDaysheetT } from './use-daysheet-t.ts';

const taskTypes = [
  'ngarkesat_sot',
  'detyrat8',
  'emails',
  'detyrat-perb',
  'detyrat-sistem',
  'detyrat-prior-am',
  'detyrat-prior-pm',
  'fast',
] as const;
const otherTypes = ['problemet', 'propozimet', 'ngarkesat_neser'] as const;

/** /add/task and /add/other: a type selector and the chosen form (spec §2.3). */
export function AddTypePage(props: { variant: 'task' | 'other'; isAdmin: boolean; heading: string }) {
  const { t } = useDaysheetT();
  const types = props.variant === 'task' ? taskTypes : otherTypes;
  const [type, setType] = useState<string>(types[props.variant === 'task' ? 1 : 0]);
  let form: ReactNode;
  if (type === 'fast')
    form = (
      <Anchor component={Link} to="/add-fast-task">
        {t('daysheet:types.fastLink')}
      </Anchor>
    );
  else if (type === 'ngarkesat_sot' || type === 'ngarkesat_neser')
    form = (
      <NoteForm
        key={type}
        resource="ngarkesat"
        type={type === 'ngarkesat_sot' ? 'sot' : 'neser'}
        isAdmin={props.isAdmin}
      />
    );
  else if (type === 'problemet' || type === 'propozimet')
    form = <NoteForm key={type} resource={type} isAdmin={props.isAdmin} />;
  else form = <TaskForm key={type} resource={type as TaskResource} isAdmin={props.isAdmin} back="/excel" />;
  return (
    <Container size="md" className={classes.page}>
      <Title order={1} size="h2" mb="md">
        {props.heading}
      </Title>
      <div className={classes.form}>
        <Select
          label={t('daysheet:types.label')}
          name="type"
          data={types.map((v) => ({ value: v, label: t(`types.${v}`) }))}
          value={type}
          onChange={(v) => v && setType(v)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      </div>
      <div style={{ marginTop: '1rem' }}>{form}</div>
    </Container>
  );
}

/** A single form screen with its heading. */
export function FormScreen(props: { heading: string; children: React.ReactNode }) {
  return (
    <Container size="md" className={classes.page}>
      <Title order={1} size="h2" mb="md">
        {props.heading}
      </Title>
      {props.children}
    </Container>
  );
}
