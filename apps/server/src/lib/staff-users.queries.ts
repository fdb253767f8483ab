import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/users.ts';

/** A user who is not deleted (id, name, role), or null: the back-office screens look people up by id. */
export const findUser = async (db: Db, id: number) =>
  (
    await db
      .select({ id: users.id, name: users.name, role: users.role })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .limit(1)
  )[0] ?? null;

/** Staff and admins: the people who keep day sheets. */
export const listStaffUsers = (db: Db) =>
  db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(sql`${users.role} in ('staff', 'admin')`, isNull(users.deletedAt)))
    .orderBy(asc(users.name), asc(users.id));
