import { isStaffRole } from '@wohnwerk/contract/auth';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  daysheetTexts as texts,
  existsFlagOf,
  ratingPoints,
  type DailyTaskBody,
  type DaySection,
  type EmailBody,
  type EmailDto,
  type NoteBody,
  type NoteDto,
  type NoteKind,
  type OverloadBody,
  type RatingCreateBody,
  type RatingDayReply,
  type RatingDto,
  type RatingTotals,
  type RatingUpdateBody,
  type TaskBody,
  type TaskDto,
  type TaskSection,
} from '@wohnwerk/contract/daysheet';
import { findUser, listStaffUsers } from '../../lib/staff-users.queries.ts';
import * as daysheetQueries from './daysheet.queries.ts';
import { carriedSections, copyUnfinishedAmToPm, prepareDaySheet } from './daysheet.carry-over.ts';
import { berlinToday, firstOfMonth } from '@wohnwerk/contract/shop-time';

/** Other modules' way to the day ratings: the monthly ratings read them. */
export { listRatings } from './daysheet.queries.ts';

const isCarried = (s: DaySection) => (carriedSections as readonly string[]).includes(s);
const isAdmin = (u: AuthUser) => u.role === 'admin';

const toTaskDto = (r: daysheetQueries.TaskRow): TaskDto => ({
  id: r.id,
  user_id: r.userId,
  name: r.name,
  status: r.status,
  time: r.time,
  comment: r.comment,
  description: r.description,
  day: r.day,
  parent_id: r.parentId,
  parent_am: r.parentAm,
  parent_pm: r.parentPm,
  shfaq_ekran: r.shfaqEkran,
});
const toEmailDto = (r: daysheetQueries.TaskRow): EmailDto => ({ ...toTaskDto(r), title: r.name });
const toNoteDto = (r: daysheetQueries.NoteRow): NoteDto => ({
  id: r.id,
  user_id: r.userId,
  day: r.day,
  type: r.type,
  status: r.status,
  comment: r.comment,
  riorganizimi: r.riorganizimi,
});
export const toRatingDto = (r: daysheetQueries.RatingRow): RatingDto => ({
  id: r.id,
  user_id: r.userId,
  day: r.day,
  m1: r.m1,
  bz: r.bz,
  m3: r.m3,
  comment_m1: r.commentM1,
  comment_bz: r.commentBz,
  comment_m3: r.commentM3,
});

const createdText: Record<TaskSection, string> = {
  detyrat8: 'Detyra u krijua',
  emails: 'Emaili u krijua',
  'detyrat-perb': 'Detyra e perbashket u krijua',
  'detyrat-sistem': 'Detyra e pakryer u krijua',
  'detyrat-prior-am': 'Detyra me prioritet AM u krijua',
  'detyrat-prior-pm': 'Detyra me prioritet PM u krijua',
};
const existsText: Record<TaskSection, string> = {
  detyrat8: 'Detyra ekziston',
  emails: 'Emaili ekziston',
  'detyrat-perb': 'Detyra ekziston',
  'detyrat-sistem': 'Detyra ekziston',
  'detyrat-prior-am': 'Detyra ekziston',
  'detyrat-prior-pm': 'Detyra ekziston',
};
const noteCreated: Record<NoteKind, string> = {
  problemet: 'Problemi u krijua',
  propozimet: 'Propozimi u krijua',
  ngarkesat: 'Mbi/Nen Ngarkesa u krijua',
};

const forbidden = () => new AppError('forbidden', texts.forbidden);
const notFound = () => new AppError('not_found', texts.notFound);
const blockedError = () => new AppError('conflict', texts.finishYesterday, undefined, { error: texts.finishYesterday });
const sum = (t: Omit<RatingTotals, 'totali'>): RatingTotals => ({ ...t, totali: t.m1 + t.bz + t.m3 });

export class DaySheetService {
  constructor(private readonly db: Db) {}

  /** Whose sheet a call is about: the caller's own, or (admins only) the user_id given. */
  async target(actor: AuthUser, userId?: number | null): Promise<number> {
    if (!userId || userId === actor.id) return actor.id;
    if (!isAdmin(actor)) throw forbidden();
    const user = await findUser(this.db, userId);
    if (!user || !isStaffRole(user.role)) throw notFound();
    return user.id;
  }

  /** A record may be read or changed by its owner, or by an admin. */
  private own<T extends { userId: number }>(actor: AuthUser, row: T | null): T {
    if (!row) throw notFound();
    if (row.userId !== actor.id && !isAdmin(actor)) throw forbidden();
    return row;
  }

  users() {
    return listStaffUsers(this.db);
  }

  // --- tasks ---------------------------------------------------------------------------------

  /** The list of one section; the five carried sections answer { error } while yesterday is open. */
  async listTasks(actor: AuthUser, section: DaySection, query: { day?: string | null; user_id?: number | null }) {
    const userId = await this.target(actor, query.user_id);
    const day = query.day ?? berlinToday();
    const { blocked } = await prepareDaySheet(this.db, userId, day);
    if (blocked && isCarried(section)) return { error: texts.finishYesterday };
    const rows = await daysheetQueries.listTasks(this.db, section, userId, day);
    return section === 'emails' ? rows.map(toEmailDto) : rows.map(toTaskDto);
  }

  async createTask(
    actor: AuthUser,
    section: TaskSection,
    query: { user_id?: number | null; day?: string | null },
    body: TaskBody | EmailBody,
  ) {
    const userId = await this.target(actor, query.user_id ?? body.user_id);
    const day = body.day ?? query.day ?? berlinToday();
    const name = 'title' in body ? body.title : body.name;
    if (section === 'detyrat8' && body.time === 'PM')
      throw new AppError('validation', texts.timeAm, { time: [texts.timeAm] });
    const flag = existsFlagOf[section];
    return this.db.transaction(async (tr) => {
      const { blocked } = await prepareDaySheet(tr, userId, day);
      if (blocked && isCarried(section)) throw blockedError();
      if (await daysheetQueries.taskNameExists(tr, section, userId, day, name))
        return { created: false, reply: { [flag]: true, message: existsText[section], data: null } };
      const row = await daysheetQueries.insertTask(tr, {
        section,
        userId,
        day,
        name,
        status: body.status ?? null,
        time: body.time ?? null,
        comment: body.comment ?? null,
        shfaqEkran: body.shfaq_ekran ?? (section === 'detyrat-prior-am' || section === 'detyrat-prior-pm'),
        createdBy: actor.id,
      });
      if (section === 'detyrat-prior-am') await copyUnfinishedAmToPm(tr, userId, day, row.id);
      const data = section === 'emails' ? toEmailDto(row) : toTaskDto(row);
      return { created: true, reply: { [flag]: false, message: createdText[section], data } };
    });
  }

  async getTask(actor: AuthUser, section: DaySection, id: number) {
    const row = this.own(actor, await daysheetQueries.findTask(this.db, section, id));
    return section === 'emails' ? toEmailDto(row) : toTaskDto(row);
  }

  async updateTask(actor: AuthUser, section: TaskSection, id: number, body: TaskBody | EmailBody) {
    const row = this.own(actor, await daysheetQueries.findTask(this.db, section, id));
    const userId = body.user_id ? await this.target(actor, body.user_id) : row.userId;
    if (section === 'detyrat8' && body.time === 'PM')
      throw new AppError('validation', texts.timeAm, { time: [texts.timeAm] });
    return this.db.transaction(async (tr) => {
      const updated = await daysheetQueries.updateTask(tr, id, {
        name: 'title' in body ? body.title : body.name,
        status: body.status === undefined ? row.status : body.status,
        time: body.time === undefined ? row.time : body.time,
        comment: body.comment === undefined ? row.comment : body.comment,
        day: body.day ?? row.day,
        shfaqEkran: body.shfaq_ekran ?? row.shfaqEkran,
        userId,
      });
      if (section === 'detyrat-prior-am') await copyUnfinishedAmToPm(tr, updated.userId, updated.day, updated.id);
      return section === 'emails' ? toEmailDto(updated) : toTaskDto(updated);
    });
  }

  async updateDailyTask(actor: AuthUser, id: number, body: DailyTaskBody) {
    this.own(actor, await daysheetQueries.findTask(this.db, 'detyrat-ditore', id));
    const updated = await daysheetQueries.updateTask(this.db, id, {
      name: body.name,
      status: body.status ?? null,
      time: body.time ?? null,
      comment: body.comment ?? null,
      description: body.description ?? null,
    });
    return toTaskDto(updated);
  }

  async deleteTask(actor: AuthUser, section: TaskSection, id: number) {
    this.own(actor, await daysheetQueries.findTask(this.db, section, id));
    await daysheetQueries.softDeleteTask(this.db, id, actor.id);
  }

  // --- problems, proposals, overloads -----------------------------------------------------------

  async listNotes(actor: AuthUser, kind: NoteKind, query: { day?: string | null; user_id?: number | null }) {
    const userId = await this.target(actor, query.user_id);
    return (await daysheetQueries.listNotes(this.db, kind, userId, query.day ?? berlinToday())).map(toNoteDto);
  }

  async listOverloads(actor: AuthUser, query: { day?: string | null; user_id?: number | null }) {
    const all = await this.listNotes(actor, 'ngarkesat', query);
    return {
      ngarkesat_sot: all.filter((n) => n.type === 'sot'),
      ngarkesat_neser: all.filter((n) => n.type === 'neser'),
    };
  }

  async createNote(
    actor: AuthUser,
    kind: NoteKind,
    query: { user_id?: number | null; day?: string | null },
    body: NoteBody | OverloadBody,
  ) {
    const userId = await this.target(actor, query.user_id);
    const row = await daysheetQueries.insertNote(this.db, {
      kind,
      userId,
      day: body.day ?? query.day ?? berlinToday(),
      type: 'type' in body ? body.type : null,
      status: body.status,
      comment: body.comment ?? null,
      riorganizimi: 'riorganizimi' in body ? (body.riorganizimi ?? null) : null,
      createdBy: actor.id,
    });
    return { message: noteCreated[kind], data: toNoteDto(row) };
  }

  async getNote(actor: AuthUser, kind: NoteKind, id: number) {
    return toNoteDto(this.own(actor, await daysheetQueries.findNote(this.db, kind, id)));
  }

  async updateNote(actor: AuthUser, kind: NoteKind, id: number, body: NoteBody | OverloadBody) {
    const row = this.own(actor, await daysheetQueries.findNote(this.db, kind, id));
    const updated = await daysheetQueries.updateNote(this.db, id, {
      status: body.status,
      comment: body.comment ?? null,
      day: body.day ?? row.day,
      ...('type' in body ? { type: body.type, riorganizimi: body.riorganizimi ?? null } : {}),
    });
    return toNoteDto(updated);
  }

  async deleteNote(actor: AuthUser, kind: NoteKind, id: number) {
    this.own(actor, await daysheetQueries.findNote(this.db, kind, id));
    await daysheetQueries.softDeleteNote(this.db, id, actor.id);
  }

  // --- ratings -------------------------------------------------------------------------------

  /** Points of m1, bz and m3 from the first of the month up to and including `day`. */
  async totals(userId: number, from: string, to: string): Promise<RatingTotals> {
    const rows = await daysheetQueries.listRatings(this.db, userId, from, to);
    return sum(
      rows.reduce(
        (t, r) => ({ m1: t.m1 + ratingPoints(r.m1), bz: t.bz + ratingPoints(r.bz), m3: t.m3 + ratingPoints(r.m3) }),
        { m1: 0, bz: 0, m3: 0 },
      ),
    );
  }

  async ratingDay(actor: AuthUser, query: { day?: string | null; user_id?: number | null }): Promise<RatingDayReply> {
    const userId = await this.target(actor, query.user_id);
    const day = query.day ?? berlinToday();
    const sot = await daysheetQueries.findRatingOfDay(this.db, userId, day);
    return {
      sot: sot ? toRatingDto(sot) : null,
      deriSot: { ...(await this.totals(userId, firstOfMonth(day), day)), vleresuar: !!sot },
    };
  }

  async ratingCheck(actor: AuthUser, query: { day?: string | null; user_id?: number | null }) {
    const userId = await this.target(actor, query.user_id);
    const row = await daysheetQueries.findRatingOfDay(this.db, userId, query.day ?? berlinToday());
    return { vleresuar: !!row, id: row?.id ?? null };
  }

  async createRating(actor: AuthUser, query: { user_id?: number | null; day?: string | null }, body: RatingCreateBody) {
    const userId = await this.target(actor, query.user_id);
    const day = query.day ?? body.day ?? berlinToday();
    const row = await daysheetQueries.insertRating(this.db, {
      userId,
      day,
      m1: body.m1,
      bz: body.bz,
      m3: body.m3,
      commentM1: body.comment_m1 ?? null,
      commentBz: body.comment_bz ?? null,
      commentM3: body.comment_m3 ?? null,
      createdBy: actor.id,
    });
    // One record per (user, day): a second add answers that the day is graded.
    if (!row) throw new AppError('conflict', texts.graded, undefined, { vleresuar: true });
    return { message: 'Vlersimi u krijua', data: toRatingDto(row) };
  }

  async getRating(actor: AuthUser, id: number) {
    return toRatingDto(this.own(actor, await daysheetQueries.findRating(this.db, id)));
  }

  /**
   * A staff user records and corrects their own self-rating; a rating an admin recorded or
   * changed is changed only by an admin (design/backoffice-rules "Ratings").
   */
  async updateRating(actor: AuthUser, id: number, body: RatingUpdateBody) {
    this.own(actor, await daysheetQueries.findRating(this.db, id));
    const row = await daysheetQueries.updateRating(
      this.db,
      id,
      { id: actor.id, admin: isAdmin(actor) },
      {
        m1: body.m1,
        bz: body.bz,
        m3: body.m3,
        commentM1: body.comment_m1 ?? null,
        commentBz: body.comment_bz ?? null,
        commentM3: body.comment_m3 ?? null,
      },
    );
    if (!row) throw new AppError('forbidden', texts.adminRating);
    return { message: 'Vlersimi u ndryshua', data: toRatingDto(row) };
  }
}
