import { isStaffRole } from '@wohnwerk/contract/auth';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  tasksTexts as texts,
  type FastCreateBody,
  type FastListQuery,
  type FastTaskDto,
  type FastUpdateBody,
} from '@wohnwerk/contract/tasks';
import { findUser } from '../../lib/staff-users.queries.ts';
import { berlinToday } from '@wohnwerk/contract/shop-time';
import * as fastTaskQueries from './fast-tasks.queries.ts';
import { isOverdue, periodRange } from './fast-tasks.periods.ts';

/** Other modules' way to the finished fast tasks (the finished-tasks screens). */
export { finishedFast } from './fast-tasks.queries.ts';

export const isAdmin = (u: AuthUser) => u.role === 'admin';
const forbidden = (message: string = texts.forbidden) => new AppError('forbidden', message);
const notFound = () => new AppError('not_found', texts.notFound);

export const toFastDto = (r: fastTaskQueries.FastTaskRow, today = berlinToday()): FastTaskDto => ({
  id: r.id,
  title: r.title,
  comment: r.comment,
  description: r.description,
  priority: r.priority,
  day: r.day ?? today,
  status: r.status,
  done: r.done,
  overdue: r.day ? isOverdue(r.day, r.done, today) : false,
  user: r.creator,
  creator: r.creator,
  creator_id: r.creatorId,
  developer: r.developer,
  developer_id: r.developerId,
  done_at: r.doneAt ? r.doneAt.toISOString() : null,
});

/** A staff or admin user who can be given a task; 422 on the field otherwise. */
export async function staffUser(db: Db, id: number, field: string) {
  const user = await findUser(db, id);
  if (!user || !isStaffRole(user.role)) throw new AppError('validation', texts.user, { [field]: [texts.user] });
  return user;
}

/**
 * Fast tasks (design/backoffice-rules.md "Fast tasks"): the creator is the signed-in user, the
 * developer is chosen by anyone on create and only by admins on edit; a user sees and edits the
 * tasks they created or are assigned, an admin all of them.
 */
export class FastTasksService {
  constructor(private readonly db: Db) {}

  async list(actor: AuthUser, query: FastListQuery) {
    const today = berlinToday();
    const { from, to } = periodRange(query.period ?? 'all', today);
    const rows = await fastTaskQueries.listFast(this.db, {
      involving: isAdmin(actor) ? undefined : actor.id,
      from,
      to,
      done: query.done === 0 || query.done === 1 ? query.done : undefined,
    });
    return { data: rows.map((r) => toFastDto(r, today)) };
  }

  private async visible(actor: AuthUser, id: number) {
    const row = await fastTaskQueries.findFast(this.db, id);
    if (!row) throw notFound();
    if (!isAdmin(actor) && row.creatorId !== actor.id && row.developerId !== actor.id) throw forbidden();
    return row;
  }

  async get(actor: AuthUser, id: number) {
    return toFastDto(await this.visible(actor, id));
  }

  async create(actor: AuthUser, body: FastCreateBody) {
    const developerId = body.user ?? body.developer_id ?? actor.id;
    await staffUser(this.db, developerId, body.user ? 'user' : 'developer_id');
    const id = await fastTaskQueries.insertFast(this.db, {
      title: body.title,
      comment: body.comment ?? null,
      description: body.description ?? null,
      priority: body.priority ?? 'M',
      day: body.day ?? berlinToday(),
      status: body.status ?? null,
      creatorId: actor.id,
      developerId,
    });
    return { message: texts.fastCreated, data: toFastDto((await fastTaskQueries.findFast(this.db, id))!) };
  }

  async update(actor: AuthUser, id: number, body: FastUpdateBody) {
    const row = await this.visible(actor, id);
    const day = body.day ?? row.day;
    const developerId = body.developer_id === undefined ? row.developerId : body.developer_id;
    // The edit form sends day and developer back unchanged; only a change needs the admin.
    if (!isAdmin(actor) && (day !== row.day || developerId !== row.developerId))
      throw forbidden(texts.adminOnlyDayDeveloper);
    if (developerId && developerId !== row.developerId) await staffUser(this.db, developerId, 'developer_id');
    const done = body.done ?? row.done;
    // Back from done: the creator or an admin (the assignee cannot reopen what they closed).
    if (row.done === 1 && done === 0 && !isAdmin(actor) && row.creatorId !== actor.id) throw forbidden(texts.undoDone);
    await fastTaskQueries.updateFast(this.db, id, {
      title: body.title,
      comment: body.comment === undefined ? row.comment : body.comment,
      description: body.description === undefined ? row.description : body.description,
      priority: body.priority ?? row.priority,
      status: body.status === undefined ? row.status : body.status,
      day,
      developerId,
      done,
      doneAt: done === 1 ? (row.done === 1 ? row.doneAt : new Date()) : null,
    });
    return { message: texts.fastUpdated, data: toFastDto((await fastTaskQueries.findFast(this.db, id))!) };
  }

  /** Deleting is for the creator or an admin: an assignee cannot make a task disappear. */
  async remove(actor: AuthUser, id: number) {
    const row = await this.visible(actor, id);
    if (!isAdmin(actor) && row.creatorId !== actor.id) throw forbidden();
    await fastTaskQueries.deleteFast(this.db, id);
    return { message: texts.fastDeleted };
  }
}
