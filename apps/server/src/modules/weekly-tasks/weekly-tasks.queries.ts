import { and, asc, eq, gte, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dayTasks, weeklyTasks } from '../../db/schema/daysheet.ts';
import { users } from '../../db/schema/users.ts';

export interface WeeklyRow {
  id: number;
  name: string;
  comment: string | null;
  days: number[];
  time: 'AM' | 'PM' | null;
  zv3: string | null;
  userId: number;
  user: string;
}

export const selectWeekly = (db: Db, where?: SQL): Promise<WeeklyRow[]> =>
  db
    .select({
      id: weeklyTasks.id,
      name: weeklyTasks.name,
      comment: weeklyTasks.comment,
      days: weeklyTasks.days,
      time: weeklyTasks.time,
      zv3: weeklyTasks.zv3,
      userId: weeklyTasks.userId,
      user: users.name,
    })
    .from(weeklyTasks)
    .innerJoin(users, eq(users.id, weeklyTasks.userId))
    .where(where)
    .orderBy(asc(users.name), asc(weeklyTasks.id));

export const ofUser = (userId: number) => eq(weeklyTasks.userId, userId);
export const findWeekly = async (db: Db, id: number) => (await selectWeekly(db, eq(weeklyTasks.id, id)))[0] ?? null;

export const insertWeekly = async (db: Db, values: typeof weeklyTasks.$inferInsert) =>
  (await db.insert(weeklyTasks).values(values).returning({ id: weeklyTasks.id }))[0].id;
export const updateWeekly = (db: Db, id: number, values: Partial<typeof weeklyTasks.$inferInsert>) =>
  db.update(weeklyTasks).set(values).where(eq(weeklyTasks.id, id));
export const deleteWeekly = (db: Db, id: number) => db.delete(weeklyTasks).where(eq(weeklyTasks.id, id));

/**
 * Priority rows generated from a weekly task on `from` or later that nobody has touched yet
 * (no status): they still follow the weekly task. Assessed rows are the user's record and stay.
 */
export const untouchedGenerated = (db: Db, weeklyId: number, from: string) =>
  db
    .select({ id: dayTasks.id, day: dayTasks.day })
    .from(dayTasks)
    .where(
      and(
        eq(dayTasks.section, 'detyrat-ditore'),
        eq(dayTasks.parentId, weeklyId),
        gte(dayTasks.day, from),
        isNull(dayTasks.status),
        isNull(dayTasks.deletedAt),
      ),
    );

export const updateGenerated = (
  db: Db,
  id: number,
  values: { name: string; time: 'AM' | 'PM' | null; description: string | null },
) =>
  db
    .update(dayTasks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(dayTasks.id, id));

export const deleteGenerated = (db: Db, id: number) => db.delete(dayTasks).where(eq(dayTasks.id, id));
