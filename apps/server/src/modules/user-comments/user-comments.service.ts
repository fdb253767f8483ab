import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  tasksTexts as texts,
  type CommentBody,
  type CommentDto,
  type CommentUpdateBody,
} from '@wohnwerk/contract/tasks';
import { isAdmin, staffUser } from '../fast-tasks/fast-tasks.service.ts';
import * as commentQueries from './user-comments.queries.ts';

const toDto = (r: commentQueries.CommentRow): CommentDto => ({
  id: r.id,
  user_id: r.userId,
  name: r.name,
  title: r.title,
  category: r.category,
  value: r.value,
  comment: r.comment,
  created_at: r.createdAt.toISOString(),
  created_by: r.createdBy,
});
const forbidden = () => new AppError('forbidden', texts.forbidden);
const notFound = () => new AppError('not_found', texts.notFound);

/**
 * Comments about users (spec §2.7): admins write, change and delete them about anyone; a staff
 * user reads only the comments about themselves (design/backoffice-rules.md "Who may do what").
 */
export class UserCommentsService {
  constructor(private readonly db: Db) {}

  async listFor(actor: AuthUser, userId: number) {
    if (!isAdmin(actor) && userId !== actor.id) throw forbidden();
    return (await commentQueries.selectComments(this.db, commentQueries.aboutUser(userId))).map(toDto);
  }

  async get(actor: AuthUser, id: number) {
    const row = await commentQueries.findComment(this.db, id);
    if (!row) throw notFound();
    if (!isAdmin(actor) && row.userId !== actor.id) throw forbidden();
    return toDto(row);
  }

  async create(actor: AuthUser, body: CommentBody) {
    const user = await staffUser(this.db, body.user_id, 'user_id');
    const id = await commentQueries.insertComment(this.db, {
      userId: user.id,
      name: body.name ?? user.name,
      title: body.title,
      category: body.category,
      value: body.value ?? null,
      comment: body.comment ?? null,
      createdBy: actor.id,
    });
    return { success: texts.commentCreated, data: toDto((await commentQueries.findComment(this.db, id))!) };
  }

  async update(_actor: AuthUser, id: number, body: CommentUpdateBody) {
    const row = await commentQueries.findComment(this.db, id);
    if (!row) throw notFound();
    const user = body.user_id && body.user_id !== row.userId ? await staffUser(this.db, body.user_id, 'user_id') : null;
    await commentQueries.updateComment(this.db, id, {
      userId: user?.id ?? row.userId,
      name: body.name === undefined ? (user?.name ?? row.name) : body.name,
      title: body.title,
      category: body.category,
      value: body.value === undefined ? row.value : body.value,
      comment: body.comment === undefined ? row.comment : body.comment,
    });
    return { success: texts.commentUpdated, data: toDto((await commentQueries.findComment(this.db, id))!) };
  }

  async remove(id: number) {
    if (!(await commentQueries.findComment(this.db, id))) throw notFound();
    await commentQueries.deleteComment(this.db, id);
    return { message: texts.commentDeleted };
  }
}
