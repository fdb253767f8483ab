import { isStaffRole } from '@wohnwerk/contract/auth';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import { tasksTexts as texts } from '@wohnwerk/contract/tasks';
import { findUser, listStaffUsers } from '../../lib/staff-users.queries.ts';
import { berlinToday } from '@wohnwerk/contract/shop-time';
import { finishedFast, isAdmin, toFastDto } from '../fast-tasks/fast-tasks.service.ts';

/**
 * Finished tasks (spec §2.7, §7.6): the fast tasks marked done. A user sees the ones they created
 * or were assigned; an admin anyone's. The date range applies to the day a task was finished
 * (Europe/Berlin), which is what "finished between" means on this screen (decision 071).
 */
export class FinishedTasksService {
  constructor(private readonly db: Db) {}

  async all(actor: AuthUser) {
    const today = berlinToday();
    const rows = await finishedFast(this.db, { involving: isAdmin(actor) ? undefined : actor.id });
    return rows.map((r) => toFastDto(r, today));
  }

  async between(actor: AuthUser, userId: number, from: string, to: string) {
    if (!isAdmin(actor) && userId !== actor.id) throw new AppError('forbidden', texts.forbidden);
    const user = await findUser(this.db, userId);
    if (!user || !isStaffRole(user.role)) throw new AppError('not_found', texts.notFound);
    const today = berlinToday();
    const rows = await finishedFast(this.db, { involving: userId, from, to });
    return { user, tasks: rows.map((r) => toFastDto(r, today)) };
  }

  /** Whom the user picker offers: everyone for admins, oneself for staff. */
  async users(actor: AuthUser) {
    return { data: isAdmin(actor) ? await listStaffUsers(this.db) : [{ id: actor.id, name: actor.name }] };
  }
}
