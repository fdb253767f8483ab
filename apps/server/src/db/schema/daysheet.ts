import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The task lists of a day sheet (spec/backoffice.md §3); they share one shape, so one table. */
export const daySectionEnum = pgEnum('day_section', [
  'detyrat8',
  'emails',
  'detyrat-perb',
  'detyrat-sistem',
  'detyrat-prior-am',
  'detyrat-prior-pm',
  'detyrat-ditore',
]);
/** K = kryer (done), P = in progress, 0 = not done; null = not yet assessed. */
export const taskStatusEnum = pgEnum('task_status', ['K', 'P', '0']);
export const taskTimeEnum = pgEnum('task_time', ['AM', 'PM']);
export const dayNoteKindEnum = pgEnum('day_note_kind', ['problemet', 'propozimet', 'ngarkesat']);
export const yesNoEnum = pgEnum('yes_no', ['PO', 'JO']);
export const overloadTypeEnum = pgEnum('overload_type', ['sot', 'neser']);
/** + good (1 point), M medium (0.5), 0 failed (0). */
export const ratingValueEnum = pgEnum('rating_value', ['0', '+', 'M']);
export const priorityEnum = pgEnum('task_priority', ['L', 'M', 'H']);
export const commentCategoryEnum = pgEnum('user_comment_category', ['mungese_performance', 'minus', 'tjera']);

export const dayTasks = pgTable(
  'day_tasks',
  {
    id: serial('id').primaryKey(),
    section: daySectionEnum('section').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** The task name; for the emails section the spec calls it `title`. */
    name: varchar('name', { length: 500 }).notNull(),
    status: taskStatusEnum('status'),
    time: taskTimeEnum('time'),
    comment: text('comment'),
    description: text('description'),
    /**
     * detyrat-sistem: the unfinished task of the previous working day it was carried from;
     * detyrat-ditore: the weekly task (weekly_tasks.id) it was created from. No FK: two targets.
     */
    parentId: integer('parent_id'),
    /** On a PM priority copy: the AM task of the same day it came from. */
    parentAm: integer('parent_am'),
    /** On an AM priority copy: the PM task of the previous working day it came from. */
    parentPm: integer('parent_pm'),
    shfaqEkran: boolean('shfaq_ekran').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('day_tasks_user_day_section_idx').on(t.userId, t.day, t.section),
    index('day_tasks_day_section_idx').on(t.day, t.section),
    index('day_tasks_deleted_idx').on(t.deletedAt).where(sql`deleted_at is not null`),
    index('day_tasks_screen_idx').on(t.day).where(sql`shfaq_ekran`),
    // Carry-over runs on first read and may race with a second request: these make a repeat a no-op
    // (insert ... on conflict do nothing). A soft-deleted copy still blocks a new one, as it should.
    uniqueIndex('day_tasks_carry_parent_unique')
      .on(t.userId, t.day, t.section, t.parentId)
      .where(sql`parent_id is not null`),
    uniqueIndex('day_tasks_carry_am_unique').on(t.section, t.parentAm).where(sql`parent_am is not null`),
    uniqueIndex('day_tasks_carry_pm_unique').on(t.section, t.parentPm).where(sql`parent_pm is not null`),
  ],
);

/** Problems (problemet), proposals (propozimet) and overloads (ngarkesat) of a day sheet. */
export const dayNotes = pgTable(
  'day_notes',
  {
    id: serial('id').primaryKey(),
    kind: dayNoteKindEnum('kind').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Overloads only: sot (today) or neser (tomorrow). */
    type: overloadTypeEnum('type'),
    status: yesNoEnum('status').notNull(),
    comment: text('comment'),
    /** Overloads only: how the work is reorganised. */
    riorganizimi: text('riorganizimi'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('day_notes_user_day_kind_idx').on(t.userId, t.day, t.kind), index('day_notes_day_idx').on(t.day)],
);

/** One rating record per (user, day): M1, BZ, M3. */
export const dayRatings = pgTable(
  'day_ratings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    m1: ratingValueEnum('m1').notNull(),
    bz: ratingValueEnum('bz').notNull(),
    m3: ratingValueEnum('m3').notNull(),
    commentM1: text('comment_m1'),
    commentBz: text('comment_bz'),
    commentM3: text('comment_m3'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who changed it last; with created_by it tells whether an admin recorded or changed the rating. */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The unique index also serves the monthly totals (user, day range).
  (t) => [uniqueIndex('day_ratings_user_day_unique').on(t.userId, t.day)],
);

/** Fast tasks (detyrat-e-shpejta); done ones are the "finished tasks" list. */
export const fastTasks = pgTable(
  'fast_tasks',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 500 }).notNull(),
    comment: text('comment'),
    description: text('description'),
    priority: priorityEnum('priority').notNull().default('M'),
    day: date('day', { mode: 'string' }),
    status: varchar('status', { length: 40 }),
    /** 1 finished, 0 open. */
    done: smallint('done').notNull().default(0),
    doneAt: timestamp('done_at', { withTimezone: true }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    developerId: integer('developer_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fast_tasks_creator_day_idx').on(t.creatorId, t.day),
    index('fast_tasks_developer_day_idx').on(t.developerId, t.day),
    index('fast_tasks_done_day_idx').on(t.done, t.day),
  ],
);

/** Recurring tasks (detyrat-javore): `days` holds ISO weekdays 1 (Monday) to 5 (Friday). */
export const weeklyTasks = pgTable(
  'weekly_tasks',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 500 }).notNull(),
    comment: text('comment'),
    days: integer('days').array().notNull().default(sql`'{}'::integer[]`),
    time: taskTimeEnum('time'),
    zv3: varchar('zv3', { length: 120 }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('weekly_tasks_user_idx').on(t.userId)],
);

/** Comments about a staff member, managed by admins. */
export const userComments = pgTable(
  'user_comments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }),
    title: varchar('title', { length: 300 }).notNull(),
    category: commentCategoryEnum('category').notNull(),
    value: varchar('value', { length: 120 }),
    comment: text('comment'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_comments_user_idx').on(t.userId, t.createdAt)],
);
