import { aliasedTable, and, asc, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fastTasks } from '../../db/schema/daysheet.ts';
import { users } from '../../db/schema/users.ts';

export interface FastTaskRow {
  id: number;
  title: string;
  comment: string | null;
  description: string | null;
  priority: 'L' | 'M' | 'H';
  day: string | null;
  status: string | null;
  done: number;
  doneAt: Date | null;
  creatorId: number;
  creator: string;
  developerId: number | null;
  developer: string | null;
}

const creator = aliasedTable(users, 'creator');
const developer = aliasedTable(users, 'developer');

/** Fast tasks with their creator's and developer's names; `where` narrows them. */
const selectFast = (db: Db, where?: SQL): Promise<FastTaskRow[]> =>
  db
    .select({
      id: fastTasks.id,
      title: fastTasks.title,
      comment: fastTasks.comment,
      description: fastTasks.description,
      priority: fastTasks.priority,
      day: fastTasks.day,
      status: fastTasks.status,
      done: fastTasks.done,
      doneAt: fastTasks.doneAt,
      creatorId: fastTasks.creatorId,
      creator: creator.name,
      developerId: fastTasks.developerId,
      developer: developer.name,
    })
    .from(fastTasks)
    .innerJoin(creator, eq(creator.id, fastTasks.creatorId))
    .leftJoin(developer, eq(developer.id, fastTasks.developerId))
    .where(where)
    .orderBy(asc(fastTasks.day), desc(fastTasks.priority), asc(fastTasks.id));

/** Tasks a user created or is assigned. */
const involving = (userId: number) => or(eq(fastTasks.creatorId, userId), eq(fastTasks.developerId, userId));

const dayBetween = (from?: string, to?: string) =>
  and(from ? gte(fastTasks.day, from) : undefined, to ? lte(fastTasks.day, to) : undefined);

const isDone = (done: 0 | 1) => eq(fastTasks.done, done);

/** Fast tasks involving a user when one is named, due within from..to when given, done or not when asked. */
export const listFast = (db: Db, f: { involving?: number; from?: string; to?: string; done?: 0 | 1 }) =>
  selectFast(
    db,
    and(
      f.involving === undefined ? undefined : involving(f.involving),
      dayBetween(f.from, f.to),
      f.done === undefined ? undefined : isDone(f.done),
    ),
  );

/** The Berlin calendar day a task was finished (its deadline day when no finish time is known). */
const finishedDay = sql<string>`coalesce((${fastTasks.doneAt} at time zone 'Europe/Berlin')::date, ${fastTasks.day})`;

/**
 * Finished fast tasks (the finished-tasks screens): those involving a user when one is named, finished
 * within the Berlin days from..to when given.
 */
export const finishedFast = (db: Db, f: { involving?: number; from?: string; to?: string }) =>
  selectFast(
    db,
    and(
      isDone(1),
      f.involving === undefined ? undefined : involving(f.involving),
      f.from ? gte(finishedDay, f.from) : undefined,
      f.to ? lte(finishedDay, f.to) : undefined,
    ),
  );

export const findFast = async (db: Db, id: number) => (await selectFast(db, eq(fastTasks.id, id)))[0] ?? null;

export const insertFast = async (db: Db, values: typeof fastTasks.$inferInsert) =>
  (await db.insert(fastTasks).values(values).returning({ id: fastTasks.id }))[0].id;

export const updateFast = (db: Db, id: number, values: Partial<typeof fastTasks.$inferInsert>) =>
  db
    .update(fastTasks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(fastTasks.id, id));

export const deleteFast = (db: Db, id: number) => db.delete(fastTasks).where(eq(fastTasks.id, id));
