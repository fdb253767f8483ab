import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dayTasks } from '../../db/schema/daysheet.ts';
import { users } from '../../db/schema/users.ts';

/** Today's tasks of all users marked "show on screen"; done 1 = status K, 0 = anything else. */
export const screenTasks = (db: Db, day: string, done?: 0 | 1 | null) =>
  db
    .select({
      id: dayTasks.id,
      name: dayTasks.name,
      status: dayTasks.status,
      comment: dayTasks.comment,
      time: dayTasks.time,
      user: users.name,
      section: dayTasks.section,
    })
    .from(dayTasks)
    .innerJoin(users, eq(users.id, dayTasks.userId))
    .where(
      and(
        eq(dayTasks.day, day),
        eq(dayTasks.shfaqEkran, true),
        isNull(dayTasks.deletedAt),
        done === 1
          ? eq(dayTasks.status, 'K')
          : done === 0
            ? or(isNull(dayTasks.status), ne(dayTasks.status, 'K'))
            : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(dayTasks.section), asc(dayTasks.id));

/**
 * A cheap fingerprint of the day's tasks: any insert, edit (updated_at) or soft delete changes it,
 * whichever instance or module wrote it. Uses the (day, section) index.
 */
export async function dayFingerprint(db: Db, day: string): Promise<string> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      u: sql<string | null>`max(${dayTasks.updatedAt})::text`,
      c: sql<string | null>`max(${dayTasks.createdAt})::text`,
      d: sql<string | null>`max(${dayTasks.deletedAt})::text`,
    })
    .from(dayTasks)
    .where(eq(dayTasks.day, day));
  return `${day}|${row.n}|${row.u}|${row.c}|${row.d}`;
}
