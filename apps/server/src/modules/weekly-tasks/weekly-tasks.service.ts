import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  tasksTexts as texts,
  weekdayNames,
  type WeeklyCreateBody,
  type WeeklyTaskDto,
  type WeeklyUpdateBody,
} from '@wohnwerk/contract/tasks';
import { berlinToday, isoWeekday } from '@wohnwerk/contract/shop-time';
import { isAdmin, staffUser } from '../fast-tasks/fast-tasks.service.ts';
import * as weeklyTaskQueries from './weekly-tasks.queries.ts';

const toDto = (r: weeklyTaskQueries.WeeklyRow): WeeklyTaskDto => ({
  id: r.id,
  name: r.name,
  comment: r.comment,
  days: [...r.days].sort().map((d) => ({ id: d, name: weekdayNames[d], value: d })),
  time: r.time,
  zv3: r.zv3,
  user: r.user,
  user_id: r.userId,
});
const uniqueDays = (days: number[]) => [...new Set(days)].sort();

/**
 * Weekly tasks (spec §2.6, §7.7). They only describe the recurrence: the day sheet turns them into
 * one daily/weekly/monthly priority row per matching working day when it is prepared
 * (daysheet.carry-over.ts, once per day by a unique index). An edit or delete carries over to the
 * rows of today and later that nobody has assessed yet (decision 070).
 */
export class WeeklyTasksService {
  constructor(private readonly db: Db) {}

  async list(actor: AuthUser) {
    return (
      await weeklyTaskQueries.selectWeekly(this.db, isAdmin(actor) ? undefined : weeklyTaskQueries.ofUser(actor.id))
    ).map(toDto);
  }

  private async own(actor: AuthUser, id: number) {
    const row = await weeklyTaskQueries.findWeekly(this.db, id);
    if (!row) throw new AppError('not_found', texts.notFound);
    if (row.userId !== actor.id && !isAdmin(actor)) throw new AppError('forbidden', texts.forbidden);
    return row;
  }

  async get(actor: AuthUser, id: number) {
    return toDto(await this.own(actor, id));
  }

  async create(actor: AuthUser, body: WeeklyCreateBody) {
    let userId = actor.id;
    if (body.user && body.user !== actor.id) {
      if (!isAdmin(actor)) throw new AppError('forbidden', texts.forbidden);
      userId = (await staffUser(this.db, body.user, 'user')).id;
    }
    const id = await weeklyTaskQueries.insertWeekly(this.db, {
      name: body.name,
      comment: body.comment ?? null,
      days: uniqueDays(body.days),
      time: body.time ?? null,
      zv3: body.zv3 ?? null,
      userId,
      createdBy: actor.id,
    });
    return { message: texts.weeklyCreated, data: toDto((await weeklyTaskQueries.findWeekly(this.db, id))!) };
  }

  async update(actor: AuthUser, id: number, body: WeeklyUpdateBody) {
    await this.own(actor, id);
    const days = uniqueDays(body.days);
    await this.db.transaction(async (tr) => {
      await weeklyTaskQueries.updateWeekly(tr, id, {
        name: body.name,
        comment: body.comment ?? null,
        days,
        time: body.time ?? null,
        zv3: body.zv3 ?? null,
      });
      for (const row of await weeklyTaskQueries.untouchedGenerated(tr, id, berlinToday())) {
        if (days.includes(isoWeekday(row.day)))
          await weeklyTaskQueries.updateGenerated(tr, row.id, {
            name: body.name,
            time: body.time ?? null,
            description: body.comment ?? null,
          });
        else await weeklyTaskQueries.deleteGenerated(tr, row.id);
      }
    });
    return { message: texts.weeklyUpdated, data: toDto((await weeklyTaskQueries.findWeekly(this.db, id))!) };
  }

  async remove(actor: AuthUser, id: number) {
    await this.own(actor, id);
    await this.db.transaction(async (tr) => {
      for (const row of await weeklyTaskQueries.untouchedGenerated(tr, id, berlinToday()))
        await weeklyTaskQueries.deleteGenerated(tr, row.id);
      await weeklyTaskQueries.deleteWeekly(tr, id);
    });
    return { message: texts.weeklyDeleted };
  }
}
