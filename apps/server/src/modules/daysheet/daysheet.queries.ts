import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dayNotes, dayRatings, dayTasks } from '../../db/schema/daysheet.ts';
import type { DaySection, NoteKind } from '@wohnwerk/contract/daysheet';

export type TaskRow = typeof dayTasks.$inferSelect;
export type NoteRow = typeof dayNotes.$inferSelect;
export type RatingRow = typeof dayRatings.$inferSelect;

export const listTasks = (db: Db, section: DaySection, userId: number, day: string) =>
  db
    .select()
    .from(dayTasks)
    .where(
      and(
        eq(dayTasks.userId, userId),
        eq(dayTasks.day, day),
        eq(dayTasks.section, section),
        isNull(dayTasks.deletedAt),
      ),
    )
    .orderBy(asc(dayTasks.id));

export const findTask = async (db: Db, section: DaySection, id: number) =>
  (
    await db
      .select()
      .from(dayTasks)
      .where(and(eq(dayTasks.id, id), eq(dayTasks.section, section), isNull(dayTasks.deletedAt)))
      .limit(1)
  )[0] ?? null;

export const taskNameExists = async (db: Db, section: DaySection, userId: number, day: string, name: string) =>
  (
    await db
      .select({ id: dayTasks.id })
      .from(dayTasks)
      .where(
        and(
          eq(dayTasks.userId, userId),
          eq(dayTasks.day, day),
          eq(dayTasks.section, section),
          isNull(dayTasks.deletedAt),
          sql`lower(${dayTasks.name}) = lower(${name})`,
        ),
      )
      .limit(1)
  ).length > 0;

export const insertTask = async (db: Db, values: typeof dayTasks.$inferInsert) =>
  (await db.insert(dayTasks).values(values).returning())[0];

export const updateTask = async (db: Db, id: number, values: Partial<typeof dayTasks.$inferInsert>) =>
  (
    await db
      .update(dayTasks)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(dayTasks.id, id))
      .returning()
  )[0];

export const softDeleteTask = (db: Db, id: number, by: number) =>
  db
    .update(dayTasks)
    .set({ deletedAt: new Date(), deletedBy: by })
    .where(and(eq(dayTasks.id, id), isNull(dayTasks.deletedAt)));

export const listNotes = (db: Db, kind: NoteKind, userId: number, day: string) =>
  db
    .select()
    .from(dayNotes)
    .where(and(eq(dayNotes.userId, userId), eq(dayNotes.day, day), eq(dayNotes.kind, kind), isNull(dayNotes.deletedAt)))
    .orderBy(asc(dayNotes.id));

export const findNote = async (db: Db, kind: NoteKind, id: number) =>
  (
    await db
      .select()
      .from(dayNotes)
      .where(and(eq(dayNotes.id, id), eq(dayNotes.kind, kind), isNull(dayNotes.deletedAt)))
      .limit(1)
  )[0] ?? null;

export const insertNote = async (db: Db, values: typeof dayNotes.$inferInsert) =>
  (await db.insert(dayNotes).values(values).returning())[0];

export const updateNote = async (db: Db, id: number, values: Partial<typeof dayNotes.$inferInsert>) =>
  (await db.update(dayNotes).set(values).where(eq(dayNotes.id, id)).returning())[0];

export const softDeleteNote = (db: Db, id: number, by: number) =>
  db
    .update(dayNotes)
    .set({ deletedAt: new Date(), deletedBy: by })
    .where(and(eq(dayNotes.id, id), isNull(dayNotes.deletedAt)));

export const findRatingOfDay = async (db: Db, userId: number, day: string) =>
  (
    await db
      .select()
      .from(dayRatings)
      .where(and(eq(dayRatings.userId, userId), eq(dayRatings.day, day)))
      .limit(1)
  )[0] ?? null;

export const findRating = async (db: Db, id: number) =>
  (await db.select().from(dayRatings).where(eq(dayRatings.id, id)).limit(1))[0] ?? null;

export const insertRating = async (db: Db, values: typeof dayRatings.$inferInsert) =>
  (await db.insert(dayRatings).values(values).onConflictDoNothing().returning())[0] ?? null;

export const updateRating = async (db: Db, id: number, values: Partial<typeof dayRatings.$inferInsert>) =>
  (
    await db
      .update(dayRatings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(dayRatings.id, id))
      .returning()
  )[0];

export const listRatings = (db: Db, userId: number, from: string, to: string) =>
  db
    .select()
    .from(dayRatings)
    .where(and(eq(dayRatings.userId, userId), gte(dayRatings.day, from), lte(dayRatings.day, to)))
    .orderBy(asc(dayRatings.day));

// --- reports --------------------------------------------------------------------------------

const userName = sql<string>`(select name from users u where u.id = ${dayTasks.userId})`;

/** Every live task of a day, optionally of one user, with the owner's name. */
export const tasksOfDay = (db: Db, day: string, userId?: number) =>
  db
    .select({ task: dayTasks, user: userName })
    .from(dayTasks)
    .where(and(eq(dayTasks.day, day), isNull(dayTasks.deletedAt), userId ? eq(dayTasks.userId, userId) : undefined))
    .orderBy(asc(dayTasks.userId), asc(dayTasks.section), asc(dayTasks.id));

export const notesOfDay = (db: Db, day: string, userId?: number) =>
  db
    .select({ note: dayNotes, user: sql<string>`(select name from users u where u.id = ${dayNotes.userId})` })
    .from(dayNotes)
    .where(and(eq(dayNotes.day, day), isNull(dayNotes.deletedAt), userId ? eq(dayNotes.userId, userId) : undefined))
    .orderBy(asc(dayNotes.userId), asc(dayNotes.kind), asc(dayNotes.id));

export const ratingsOfDay = (db: Db, day: string, userId?: number) =>
  db
    .select({ rating: dayRatings, user: sql<string>`(select name from users u where u.id = ${dayRatings.userId})` })
    .from(dayRatings)
    .where(and(eq(dayRatings.day, day), userId ? eq(dayRatings.userId, userId) : undefined))
    .orderBy(asc(dayRatings.userId));

/** Tasks and notes of the day, or deleted on the day (Europe/Berlin), with who deleted them. */
export const deletedOfDay = async (db: Db, day: string) => {
  const berlinDay = (col: unknown) => sql`(${col} at time zone 'Europe/Berlin')::date`;
  const tasks = await db
    .select({
      kind: dayTasks.section,
      name: dayTasks.name,
      day: dayTasks.day,
      owner: userName,
      deletedBy: sql<string | null>`(select name from users u where u.id = ${dayTasks.deletedBy})`,
      deletedAt: dayTasks.deletedAt,
    })
    .from(dayTasks)
    .where(
      and(
        sql`${dayTasks.deletedAt} is not null`,
        or(eq(dayTasks.day, day), sql`${berlinDay(dayTasks.deletedAt)} = ${day}::date`),
      ),
    )
    .orderBy(asc(dayTasks.deletedAt));
  const notes = await db
    .select({
      kind: dayNotes.kind,
      name: sql<string>`coalesce(${dayNotes.comment}, ${dayNotes.status}::text)`,
      day: dayNotes.day,
      owner: sql<string>`(select name from users u where u.id = ${dayNotes.userId})`,
      deletedBy: sql<string | null>`(select name from users u where u.id = ${dayNotes.deletedBy})`,
      deletedAt: dayNotes.deletedAt,
    })
    .from(dayNotes)
    .where(
      and(
        sql`${dayNotes.deletedAt} is not null`,
        or(eq(dayNotes.day, day), sql`${berlinDay(dayNotes.deletedAt)} = ${day}::date`),
      ),
    )
    .orderBy(asc(dayNotes.deletedAt));
  return [...tasks, ...notes];
};
