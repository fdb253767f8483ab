import { isStaffRole } from '@wohnwerk/contract/auth';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import { ratingPoints } from '@wohnwerk/contract/daysheet';
import {
  albanianMonths,
  monthOf,
  tasksTexts as texts,
  type MonthlyRatingsReply,
  type MonthQuery,
} from '@wohnwerk/contract/tasks';
import { findUser } from '../../lib/staff-users.queries.ts';
import { listRatings } from '../daysheet/daysheet.service.ts';
import { toRatingDto } from '../daysheet/daysheet.service.ts';
import { berlinToday, lastOfMonth } from '@wohnwerk/contract/shop-time';

/**
 * Monthly ratings (spec §2.9, design/backoffice-rules.md "Ratings"): a user's day ratings of one
 * calendar month with the month's points (+ 1, M 0.5, 0 nothing) per rating and in total.
 * A staff user reads their own month; an admin anyone's (the spec's "ids 1, 3, 12" are admins).
 */
export class MonthlyRatingsService {
  constructor(private readonly db: Db) {}

  async target(actor: AuthUser, userId?: number | null) {
    if (!userId || userId === actor.id) return { id: actor.id, name: actor.name };
    if (actor.role !== 'admin') throw new AppError('forbidden', texts.forbidden);
    const user = await findUser(this.db, userId);
    if (!user || !isStaffRole(user.role)) throw new AppError('not_found', texts.notFound);
    return { id: user.id, name: user.name };
  }

  async month(
    actor: AuthUser,
    query: MonthQuery,
  ): Promise<MonthlyRatingsReply & { user: { id: number; name: string }; month: string }> {
    const user = await this.target(actor, query.user_id);
    const month = monthOf(query.month, berlinToday());
    const rows = await listRatings(this.db, user.id, `${month}-01`, lastOfMonth(month));
    const m1 = rows.reduce((s, r) => s + ratingPoints(r.m1), 0);
    const bz = rows.reduce((s, r) => s + ratingPoints(r.bz), 0);
    const m3 = rows.reduce((s, r) => s + ratingPoints(r.m3), 0);
    return { user, month, vleresimet: rows.map(toRatingDto), m1, bz, m3, totali: m1 + bz + m3 };
  }
}

/** "Nentor 2026" for 2026-11. */
export const monthLabel = (month: string) => `${albanianMonths[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
