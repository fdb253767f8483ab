import { aliasedTable, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userComments } from '../../db/schema/daysheet.ts';
import { users } from '../../db/schema/users.ts';

const author = aliasedTable(users, 'author');

export interface CommentRow {
  id: number;
  userId: number;
  name: string | null;
  title: string;
  category: 'mungese_performance' | 'minus' | 'tjera';
  value: string | null;
  comment: string | null;
  createdAt: Date;
  createdBy: string | null;
}

export const selectComments = (db: Db, where: SQL): Promise<CommentRow[]> =>
  db
    .select({
      id: userComments.id,
      userId: userComments.userId,
      name: userComments.name,
      title: userComments.title,
      category: userComments.category,
      value: userComments.value,
      comment: userComments.comment,
      createdAt: userComments.createdAt,
      createdBy: author.name,
    })
    .from(userComments)
    .leftJoin(author, eq(author.id, userComments.createdBy))
    .where(where)
    .orderBy(desc(userComments.createdAt), desc(userComments.id));

export const aboutUser = (userId: number) => eq(userComments.userId, userId);
export const findComment = async (db: Db, id: number) => (await selectComments(db, eq(userComments.id, id)))[0] ?? null;
export const insertComment = async (db: Db, values: typeof userComments.$inferInsert) =>
  (await db.insert(userComments).values(values).returning({ id: userComments.id }))[0].id;
export const updateComment = (db: Db, id: number, values: Partial<typeof userComments.$inferInsert>) =>
  db.update(userComments).set(values).where(eq(userComments.id, id));
export const deleteComment = (db: Db, id: number) => db.delete(userComments).where(eq(userComments.id, id));
