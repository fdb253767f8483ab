import type { Db } from '../../db/client.ts';
import { isWorkingDay, isoWeekday, previousWorkingDay } from '@wohnwerk/contract/shop-time';
import {
  amPrioritiesWith,
  hasTaskWithoutStatus,
  insertTasksOnce,
  tasksWith,
  weeklyTasksOn,
} from './daysheet-carry-over.queries.ts';

/**
 * Carry-over, weekly-task recurrence and the "finish yesterday's tasks" rule
 * (design/backoffice-rules.md "The day sheet"). Every insert here is `on conflict do nothing`
 * against the partial unique indexes of day_tasks, so running it twice (or from two requests at
 * once) creates nothing more: the sheet is generated once per (user, day).
 */

/** The five sections whose unfinished tasks carry over and whose empty statuses block the next day. */
export const carriedSections = [
  'detyrat8',
  'detyrat-perb',
  'detyrat-sistem',
  'detyrat-prior-am',
  'detyrat-prior-pm',
] as const;

const unfinished = ['P', '0'] as const;

/** True while a task of the user's previous working day in the five sections has no status. */
async function isBlocked(db: Db, userId: number, day: string): Promise<boolean> {
  if (!isWorkingDay(day)) return false;
  return hasTaskWithoutStatus(db, userId, previousWorkingDay(day), carriedSections);
}

/**
 * Weekly tasks of the user whose days include the weekday of `day` become one
 * daily/weekly/monthly priority row (detyrat-ditore, parent_id = weekly task id) on that day.
 * The weekly-task screens only write weekly_tasks; the rows appear here, when the sheet is prepared.
 */
async function generateWeeklyTasks(db: Db, userId: number, day: string): Promise<void> {
  if (!isWorkingDay(day)) return;
  const weekly = await weeklyTasksOn(db, userId, isoWeekday(day));
  await insertTasksOnce(
    db,
    weekly.map((w) => ({
      section: 'detyrat-ditore' as const,
      userId,
      day,
      name: w.name,
      time: w.time,
      description: w.comment,
      parentId: w.id,
    })),
  );
}

/** Unfinished AM priority tasks of `day` get their copy in the same day's PM list (parent_am). */
export async function copyUnfinishedAmToPm(db: Db, userId: number, day: string, onlyId?: number): Promise<void> {
  const am = await amPrioritiesWith(db, userId, day, unfinished, onlyId);
  await insertTasksOnce(
    db,
    am.map((t) => ({
      section: 'detyrat-prior-pm' as const,
      userId,
      day,
      name: t.name,
      time: 'PM' as const,
      shfaqEkran: t.shfaqEkran,
      parentAm: t.id,
    })),
  );
}

/**
 * Copies the previous working day's unfinished tasks (status P or 0) of the five sections into
 * `day`'s unfinished list (parent_id), and its unfinished PM priorities into `day`'s AM list
 * (parent_pm). Runs only when the previous day is complete (no empty status): until then the
 * sheet is blocked and nothing is carried.
 */
async function carryOver(db: Db, userId: number, day: string): Promise<void> {
  if (!isWorkingDay(day)) return;
  const rows = await tasksWith(db, userId, previousWorkingDay(day), carriedSections, unfinished);
  await insertTasksOnce(
    db,
    rows.map((t) => ({
      section: 'detyrat-sistem' as const,
      userId,
      day,
      name: t.name,
      time: t.time,
      shfaqEkran: t.shfaqEkran,
      parentId: t.id,
    })),
  );
  await insertTasksOnce(
    db,
    rows
      .filter((t) => t.section === 'detyrat-prior-pm')
      .map((t) => ({
        section: 'detyrat-prior-am' as const,
        userId,
        day,
        name: t.name,
        time: 'AM' as const,
        shfaqEkran: t.shfaqEkran,
        parentPm: t.id,
      })),
  );
}

/**
 * The one entry point: prepares the sheet of (user, day) before it is read or written and
 * answers whether it is blocked by yesterday's empty statuses. Weekly rows are generated even
 * while blocked (they do not depend on yesterday); carry-over waits for the statuses.
 */
export async function prepareDaySheet(db: Db, userId: number, day: string): Promise<{ blocked: boolean }> {
  await generateWeeklyTasks(db, userId, day);
  const blocked = await isBlocked(db, userId, day);
  if (!blocked) await carryOver(db, userId, day);
  return { blocked };
}
