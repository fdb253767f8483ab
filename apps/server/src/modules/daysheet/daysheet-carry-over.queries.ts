import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dayTasks, weeklyTasks } from '../../db/schema/daysheet.ts';

/** The statements of the day sheet's carry-over (daysheet.carry-over.ts holds its rules). */

type NewTask = typeof dayTasks.$inferInsert;
type Section = NewTask['section'];
type Status = NonNullable<NewTask['status']>;

/** True while a task of the user's day in the given sections has no status. */
export async function hasTaskWithoutStatus(
  db: Db,
  userId: number,
  day: string,
  sections: readonly Section[],
): Promise<boolean> {
  const rows = await db
    .select({ id: dayTasks.id })
    .from(dayTasks)
    .where(
      and(
        eq(dayTasks.userId, userId),
        eq(dayTasks.day, day),
        inArray(dayTasks.section, [...sections]),
        isNull(dayTasks.status),
        isNull(dayTasks.deletedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The user's weekly tasks whose days include the ISO weekday. */
export const weeklyTasksOn = (db: Db, userId: number, weekday: number) =>
  db
    .select({ id: weeklyTasks.id, name: weeklyTasks.name, comment: weeklyTasks.comment, time: weeklyTasks.time })
    .from(weeklyTasks)
    .where(and(eq(weeklyTasks.userId, userId), sql`${weekday} = any(${weeklyTasks.days})`));

/** The user's AM priority tasks of the day with one of the statuses (or only the one task), not deleted. */
export const amPrioritiesWith = (db: Db, userId: number, day: string, statuses: readonly Status[], onlyId?: number) =>
  db
    .select()
    .from(dayTasks)
    .where(
      and(
        eq(dayTasks.userId, userId),
        eq(dayTasks.day, day),
        eq(dayTasks.section, 'detyrat-prior-am'),
        inArray(dayTasks.status, [...statuses]),
        isNull(dayTasks.deletedAt),
        onlyId ? eq(dayTasks.id, onlyId) : undefined,
      ),
    );

/** The user's tasks of the day in the sections with one of the statuses, not deleted, oldest first. */
export const tasksWith = (
  db: Db,
  userId: number,
  day: string,
  sections: readonly Section[],
  statuses: readonly Status[],
) =>
  db
    .select()
    .from(dayTasks)
    .where(
      and(
        eq(dayTasks.userId, userId),
        eq(dayTasks.day, day),
        inArray(dayTasks.section, [...sections]),
        inArray(dayTasks.status, [...statuses]),
        isNull(dayTasks.deletedAt),
      ),
    )
    .orderBy(dayTasks.id);

/**
 * Inserts the tasks, skipping each the partial unique indexes of day_tasks already hold: running
 * the carry-over twice (or from two requests at once) creates nothing more.
 */
export async function insertTasksOnce(db: Db, tasks: NewTask[]): Promise<void> {
  if (tasks.length) await db.insert(dayTasks).values(tasks).onConflictDoNothing();
}
