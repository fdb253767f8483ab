import '@mantine/core/styles/Title.css';
import { Anchor, Button, Container, Group, Loader, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { NoteDto, TaskDto } from '@wohnwerk/contract/daysheet';
import { errorText } from '../../../lib/error-text.ts';
import { useDayList } from '../api/get-day-list.ts';
import { useDeleteEntry } from '../api/delete-entry.ts';
import { openReport } from '../api/report-link.ts';
import { ConfirmDelete } from '../../../components/ui/confirm-delete.tsx';
import { DayDateInput } from './day-date-input.tsx';
import classes from './daysheet.module.css';
import { berlinToday } from '@wohnwerk/contract/shop-time';
import { dmy, editPath } from './paths.ts';
import { RatingsBlock } from './ratings-block.tsx';
import { NoteTable, TaskTable } from './section-table.tsx';
import { useDaysheetT } from './use-daysheet-t.ts';
import { UserSelect } from './user-select.tsx';

type TaskSection =
  | 'detyrat8'
  | 'emails'
  | 'detyrat-perb'
  | 'detyrat-sistem'
  | 'detyrat-prior-am'
  | 'detyrat-prior-pm'
  | 'detyrat-ditore';
const taskSections: TaskSection[] = [
  'detyrat8',
  'emails',
  'detyrat-perb',
  'detyrat-sistem',
  'detyrat-prior-am',
  'detyrat-prior-pm',
  'detyrat-ditore',
];
const isTaskResource = (r: string) => r.startsWith('detyrat') || r === 'emails';

interface Pending {
  resource: string;
  id: number;
}

/** One task section: its list, the red block text in place of the table, or the table. */
function TaskSectionView(props: {
  section: TaskSection;
  day: string;
  userId: number | null;
  onDelete: (p: Pending) => void;
}) {
  const { t } = useDaysheetT();
  const list = useDayList(props.section, props.day, props.userId);
  const title = t(`sections.${props.section}`);
  const data = list.data as unknown;
  let body: ReactNode;
  if (list.isPending) body = <Loader size="sm" />;
  else if (list.isError) body = <Text c="red">{t('daysheet:loadFailed')}</Text>;
  else if (data && typeof data === 'object' && 'error' in data)
    body = <p className={classes.blocked}>{t('daysheet:blocked')}</p>;
  else {
    const rows = (Array.isArray(data) ? data : ((data as { records?: TaskDto[] }).records ?? [])) as TaskDto[];
    body = (
      <TaskTable
        sectionId={props.section}
        title={title}
        rows={rows}
        editTo={editPath[props.section]}
        onDelete={
          props.section === 'detyrat-ditore'
            ? undefined
            : (row) => props.onDelete({ resource: props.section, id: row.id })
        }
      />
    );
  }
  return (
    <section className={classes.section} aria-label={title}>
      <h2 className={classes.sectionTitle}>{title}</h2>
      {body}
    </section>
  );
}

function NotesSectionView(props: {
  kind: 'problemet' | 'propozimet';
  day: string;
  userId: number | null;
  onDelete: (p: Pending) => void;
}) {
  const { t } = useDaysheetT();
  const list = useDayList(props.kind, props.day, props.userId);
  const title = t(`sections.${props.kind}`);
  return (
    <section className={classes.section} aria-label={title}>
      <h2 className={classes.sectionTitle}>{title}</h2>
      {list.isPending ? (
        <Loader size="sm" />
      ) : list.isError ? (
        <Text c="red">{t('daysheet:loadFailed')}</Text>
      ) : (
        <NoteTable
          sectionId={props.kind}
          title={title}
          rows={list.data}
          editTo={editPath[props.kind]}
          onDelete={(row: NoteDto) => props.onDelete({ resource: props.kind, id: row.id })}
        />
      )}
    </section>
  );
}

function OverloadsView(props: {
  day: string;
  userId: number | null;
  ownSheet: boolean;
  onDelete: (p: Pending) => void;
}) {
  const { t } = useDaysheetT();
  const list = useDayList('ngarkesat', props.day, props.userId);
  return (
    <>
      {(['ngarkesat_sot', 'ngarkesat_neser'] as const).map((key) => (
        <section key={key} className={classes.section} aria-label={t(`sections.${key}`)}>
          <h2 className={classes.sectionTitle}>{t(`sections.${key}`)}</h2>
          {list.isPending ? (
            <Loader size="sm" />
          ) : list.isError ? (
            <Text c="red">{t('daysheet:loadFailed')}</Text>
          ) : (
            <NoteTable
              sectionId={key}
              overload
              title={t(`sections.${key}`)}
              rows={list.data[key]}
              // Another user's day: the overload edit links are hidden, delete stays (spec §2.2).
              editTo={props.ownSheet ? editPath[key] : undefined}
              onDelete={(row) => props.onDelete({ resource: 'ngarkesat', id: row.id })}
            />
          )}
        </section>
      ))}
    </>
  );
}

const weekdayName = (day: string, lng: string) =>
  new Intl.DateTimeFormat(lng === 'en' ? 'en-GB' : 'sq-AL', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** The day page (/excel), spec §2.2. */
export function DaySheet(props: { isAdmin: boolean; meId: number }) {
  const { t, lng } = useDaysheetT();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const day = params.get('day') || berlinToday();
  const chosenUser = props.isAdmin && params.get('user_id') ? Number(params.get('user_id')) : null;
  const userId = chosenUser && chosenUser !== props.meId ? chosenUser : null;
  const [pending, setPending] = useState<Pending | null>(null);
  const remove = useDeleteEntry();

  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  // Back buttons return to /excel#friday: scroll to the anchor once the page is there.
  useEffect(() => {
    if (location.hash !== '#friday') return;
    const timer = setTimeout(() => document.getElementById('friday')?.scrollIntoView(), 300);
    return () => clearTimeout(timer);
  }, [location.hash]);

  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending, {
      onSuccess: () => {
        notifications.show({ message: t(`notices.deleted.${pending.resource}`), color: 'green' });
        setPending(null);
      },
      onError: (error) => {
        notifications.show({ message: errorText(error, t('daysheet:form.failed')), color: 'red' });
        setPending(null);
      },
    });
  };

  const report = (path: string) => {
    openReport(path).catch((error: unknown) =>
      notifications.show({ message: errorText(error, t('daysheet:reports.failed')), color: 'red' }),
    );
  };
  const reportUser = userId ?? props.meId;

  return (
    <Container size="xl" className={classes.page}>
      <Title order={1} size="h2">
        {t('daysheet:title')}
      </Title>
      {/* The date field may stay empty (today): the sheet still says which day it shows. */}
      <Text fw={600} mb="xs" data-testid="shown-day">
        {t('daysheet:shownDay', { weekday: weekdayName(day, lng), date: dmy(day) })}
        {day === berlinToday() ? ` (${t('daysheet:today')})` : ''}
      </Text>
      <div className={classes.toolbar}>
        <DayDateInput
          label={t('daysheet:date')}
          value={params.get('day')}
          onChange={(v) => set('day', v)}
          clearable
          lng={lng}
          name="day"
        />
        {props.isAdmin && <UserSelect value={userId} onChange={(id) => set('user_id', id ? String(id) : null)} />}
      </div>
      <nav className={classes.links} aria-label={t('daysheet:title')}>
        {props.isAdmin && (
          <Anchor component={Link} to="/screen-tasks">
            {t('daysheet:links.screenTasks')}
          </Anchor>
        )}
        <Anchor component={Link} to="/monthly-ratings">
          {t('daysheet:links.monthlyRatings')}
        </Anchor>
        <Anchor component={Link} to="/weekly-tasks">
          {t('daysheet:links.weeklyTasks')}
        </Anchor>
        <Anchor component={Link} to="/fast-tasks">
          {t('daysheet:links.fastTasks')}
        </Anchor>
        <Anchor component={Link} to={`/add/task?day=${day}${userId ? `&user_id=${userId}` : ''}`}>
          {t('daysheet:links.addTask')}
        </Anchor>
        <Anchor component={Link} to={`/add/other?day=${day}${userId ? `&user_id=${userId}` : ''}`}>
          {t('daysheet:links.addOther')}
        </Anchor>
        <Anchor component={Link} to={`/days/add-ratings?date=${day}${userId ? `&user_id=${userId}` : ''}`}>
          {t('daysheet:links.addRating')}
        </Anchor>
      </nav>
      <Group gap="xs" aria-label={t('daysheet:reports.title')} role="group">
        <Button size="xs" variant="light" onClick={() => report(`/report/${reportUser}/${day}`)}>
          {t('daysheet:reports.mine')}
        </Button>
        <Button size="xs" variant="light" onClick={() => report(`/raporti-ei/${day}`)}>
          {t('daysheet:reports.emails')}
        </Button>
        {props.isAdmin && (
          <>
            <Button size="xs" variant="light" onClick={() => report(`/raporti-ditor/${day}`)}>
              {t('daysheet:reports.overall')}
            </Button>
            <Button size="xs" variant="light" onClick={() => report(`/raporti-hf/${userId ?? 'all'}/${day}`)}>
              {t('daysheet:reports.hf')}
            </Button>
            <Button size="xs" variant="light" onClick={() => report(`/raporti-deleted/${day}`)}>
              {t('daysheet:reports.deleted')}
            </Button>
          </>
        )}
      </Group>

      <div id="friday" />
      {taskSections.map((s) => (
        <TaskSectionView key={s} section={s} day={day} userId={userId} onDelete={setPending} />
      ))}
      <NotesSectionView kind="problemet" day={day} userId={userId} onDelete={setPending} />
      <NotesSectionView kind="propozimet" day={day} userId={userId} onDelete={setPending} />
      <OverloadsView day={day} userId={userId} ownSheet={userId === null} onDelete={setPending} />
      <RatingsBlock day={day} userId={userId} />

      <ConfirmDelete
        opened={pending !== null}
        question={
          pending && isTaskResource(pending.resource) ? t('daysheet:confirm.task') : t('daysheet:confirm.other')
        }
        yes={t('daysheet:confirm.yes')}
        no={t('daysheet:confirm.no')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </Container>
  );
}
