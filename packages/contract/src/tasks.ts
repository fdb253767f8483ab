import { z } from 'zod';
import { ratingDtoSchema, ratingTotalsSchema } from './daysheet.ts';
import { FIRST_DAY, monthInRange } from './day-range.ts';
import { isoDay, positiveId, requiredText } from './fields.ts';

/**
 * Back-office tasks (spec/backoffice.md §2.5–§2.9, §3, §7.6, §7.7; design/backoffice-rules.md
 * "Fast tasks", "Ratings"): fast tasks, weekly tasks, the screen board, finished tasks, comments
 * about users and the monthly ratings. Messages are Albanian: the back office speaks Albanian.
 */

export const tasksTexts = {
  tooManyStreams: 'Ekrani eshte i hapur ne shume dritare. Mbyllni njeren prej tyre dhe provoni perseri.',
  titleRequired: 'Titulli eshte i detyrueshem.',
  nameRequired: 'Emri eshte i detyrueshem.',
  priority: 'Prioriteti duhet te jete L, M ose H.',
  period: 'Periudha duhet te jete day, week, month, all, upcoming ose tomorrow.',
  done: 'Kryer duhet te jete 1 ose 0.',
  day: 'Data duhet te jete ne formatin YYYY-MM-DD.',
  dayRange: 'Data duhet te jete nga 01-01-2000 deri me 31-12-2100.',
  month: 'Muaji duhet te jete ne formatin YYYY-MM.',
  monthRange: 'Muaji duhet te jete nga 01-2000 deri me 12-2100.',
  days: 'Zgjidhni te pakten nje dite nga e hena deri te premten.',
  time: 'Koha duhet te jete AM ose PM.',
  category: 'Kategoria duhet te jete mungese_performance, minus ose tjera.',
  id: 'ID duhet te jete numer pozitiv.',
  user: 'Zgjidhni perdoruesin.',
  range: 'Data e fillimit duhet te jete para dates se mbarimit.',
  tooLong: 'Teksti eshte shume i gjate.',
  notFound: 'Nuk u gjet.',
  forbidden: 'Nuk keni leje per kete veprim.',
  adminOnlyDayDeveloper: 'Vetem administratori mund te ndryshoje daten dhe zhvilluesin.',
  undoDone: 'Vetem krijuesi ose administratori mund ta kthejne detyren ne te pakryer.',
  fastCreated: 'Task was created',
  fastUpdated: 'Task was updated',
  fastDeleted: 'Task was deleted',
  weeklyCreated: 'Detyra u krijua',
  weeklyUpdated: 'Detyra u ndryshua',
  weeklyDeleted: 'Detyra u fshi',
  commentCreated: 'Komenti u krijua',
  commentUpdated: 'Komenti u ndryshua',
  commentDeleted: 'Komenti u fshi',
} as const;

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
/** YYYY-MM-DD, or DD-MM-YYYY as the screens show it, within the shop's range (decision 148). */
const day = isoDay({ day: tasksTexts.day, range: tasksTexts.dayRange }, { dmy: true });
const idField = positiveId(tasksTexts.id);
const optionalId = z.preprocess(blankToNull, idField.nullable()).optional();
const text = (max = 5000) =>
  z
    .preprocess((v) => (v === undefined ? null : v), z.string().max(max, { error: tasksTexts.tooLong }).nullable())
    .optional();
/** done travels as 1/0, '1'/'0' or true/false (the edit form's radio sets '1'). */
const doneFlag = z.preprocess(
  (v) => (v === true || v === '1' || v === 1 ? 1 : v === false || v === '0' || v === 0 ? 0 : v),
  z.union([z.literal(0), z.literal(1)], { error: tasksTexts.done }),
);

export const idParamsSchema = z.object({ id: idField });

// --- fast tasks ------------------------------------------------------------------------------

export const fastPeriods = ['day', 'week', 'month', 'all', 'upcoming', 'tomorrow'] as const;
export type FastPeriod = (typeof fastPeriods)[number];
export const priorities = ['L', 'M', 'H'] as const;

export const fastListQuerySchema = z.object({
  period: z.preprocess(blankToNull, z.enum(fastPeriods, { error: tasksTexts.period }).nullable()).optional(),
  done: z.preprocess(blankToNull, doneFlag.nullable()).optional(),
});
export type FastListQuery = z.infer<typeof fastListQuerySchema>;

/** POST /excel/detyrat-e-shpejta: `user` is the developer (assignee) chosen on the form. */
export const fastCreateBodySchema = z.object({
  title: requiredText(500, { required: tasksTexts.titleRequired, tooLong: tasksTexts.tooLong }),
  comment: text(),
  description: text(),
  priority: z.preprocess(blankToNull, z.enum(priorities, { error: tasksTexts.priority }).nullable()).optional(),
  user: optionalId,
  developer_id: optionalId,
  day: z.preprocess(blankToNull, day.nullable()).optional(),
  status: text(40),
});
export type FastCreateBody = z.infer<typeof fastCreateBodySchema>;

export const fastUpdateBodySchema = z.object({
  title: requiredText(500, { required: tasksTexts.titleRequired, tooLong: tasksTexts.tooLong }),
  comment: text(),
  description: text(),
  priority: z.preprocess(blankToNull, z.enum(priorities, { error: tasksTexts.priority }).nullable()).optional(),
  done: z.preprocess(blankToNull, doneFlag.nullable()).optional(),
  status: text(40),
  day: z.preprocess(blankToNull, day.nullable()).optional(),
  developer_id: optionalId,
});
export type FastUpdateBody = z.infer<typeof fastUpdateBodySchema>;

export const fastTaskDtoSchema = z.object({
  id: z.number(),
  title: z.string(),
  comment: z.string().nullable(),
  description: z.string().nullable(),
  priority: z.enum(priorities),
  day: z.string(),
  status: z.string().nullable(),
  done: z.number(),
  overdue: z.boolean(),
  /** The creator's name (the spec's finished-task "user (creator)"). */
  user: z.string(),
  creator: z.string(),
  creator_id: z.number(),
  developer: z.string().nullable(),
  developer_id: z.number().nullable(),
  done_at: z.string().nullable(),
});
export type FastTaskDto = z.infer<typeof fastTaskDtoSchema>;
export const fastListReplySchema = z.object({ data: z.array(fastTaskDtoSchema) });
export const fastReplySchema = z.object({ message: z.string(), data: fastTaskDtoSchema });

// --- weekly tasks ----------------------------------------------------------------------------

/** ISO weekdays Monday (1) to Friday (5) and their Albanian names (spec §2.6). */
export const weekdayNames: Record<number, string> = {
  1: 'E HENE',
  2: 'E MARTE',
  3: 'E MERKURE',
  4: 'E ENJTE',
  5: 'E PREMTE',
};
/** A day arrives as 1–5, '1'–'5' or { id | value }: the multi-select sends whichever it holds. */
const weekday = z.preprocess(
  (v) =>
    v && typeof v === 'object' ? ((v as { id?: unknown; value?: unknown }).id ?? (v as { value?: unknown }).value) : v,
  z.coerce
    .number({ error: tasksTexts.days })
    .int({ error: tasksTexts.days })
    .min(1, { error: tasksTexts.days })
    .max(5, { error: tasksTexts.days }),
);
const weeklyFields = {
  name: requiredText(500, { required: tasksTexts.nameRequired, tooLong: tasksTexts.tooLong }),
  comment: text(),
  days: z
    .array(weekday, { error: tasksTexts.days })
    .min(1, { error: tasksTexts.days })
    .max(5, { error: tasksTexts.days }),
  time: z.preprocess(blankToNull, z.enum(['AM', 'PM'], { error: tasksTexts.time }).nullable()).optional(),
  zv3: text(120),
};
export const weeklyCreateBodySchema = z.object({ ...weeklyFields, user: optionalId });
export type WeeklyCreateBody = z.infer<typeof weeklyCreateBodySchema>;
/** PUT: the user is not sent (spec §7.7). */
export const weeklyUpdateBodySchema = z.object(weeklyFields);
export type WeeklyUpdateBody = z.infer<typeof weeklyUpdateBodySchema>;

export const weeklyTaskDtoSchema = z.object({
  id: z.number(),
  name: z.string(),
  comment: z.string().nullable(),
  days: z.array(z.object({ id: z.number(), name: z.string(), value: z.number() })),
  time: z.enum(['AM', 'PM']).nullable(),
  zv3: z.string().nullable(),
  user: z.string(),
  user_id: z.number(),
});
export type WeeklyTaskDto = z.infer<typeof weeklyTaskDtoSchema>;
export const weeklyListReplySchema = z.array(weeklyTaskDtoSchema);
export const weeklyReplySchema = z.object({ message: z.string(), data: weeklyTaskDtoSchema });

// --- screen board ----------------------------------------------------------------------------

export const screenQuerySchema = z.object({ done: z.preprocess(blankToNull, doneFlag.nullable()).optional() });
export const screenTaskDtoSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(['K', 'P', '0']).nullable(),
  comment: z.string().nullable(),
  time: z.enum(['AM', 'PM']).nullable(),
  user: z.string(),
  /** The day-sheet section, as its Albanian title. */
  type: z.string(),
  section: z.string(),
});
export type ScreenTaskDto = z.infer<typeof screenTaskDtoSchema>;
/** refresh_ms: how often the board reloads when the change stream is down (configured). */
export const screenReplySchema = z.object({
  day: z.string(),
  detyrat: z.array(screenTaskDtoSchema),
  refresh_ms: z.number(),
});
export type ScreenReply = z.infer<typeof screenReplySchema>;

// --- finished tasks --------------------------------------------------------------------------

export const finishedParamsSchema = z
  .object({ userId: idField, from: day, to: day })
  .refine((v) => v.from <= v.to, { error: tasksTexts.range, path: ['to'] });
export const finishedListReplySchema = z.array(fastTaskDtoSchema);
export const usersDataReplySchema = z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })) });

// --- comments about users --------------------------------------------------------------------

export const commentCategories = ['mungese_performance', 'minus', 'tjera'] as const;
/** The add form offers 'Mungese performance', MINUS, TJERA; they are stored as the edit form's values. */
const category = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase().replace(/\s+/g, '_') : v),
  z.enum(commentCategories, { error: tasksTexts.category }),
);
/** The form's value field is a number input: a number (5, -1.5) arrives as one and is kept as its text. */
const numberAsText = (max: number) =>
  z.preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v), text(max));
export const commentBodySchema = z.object({
  user_id: idField,
  name: text(200),
  title: requiredText(300, { required: tasksTexts.titleRequired, tooLong: tasksTexts.tooLong }),
  category,
  value: numberAsText(120),
  comment: text(),
});
export type CommentBody = z.infer<typeof commentBodySchema>;
export const commentUpdateBodySchema = commentBodySchema.partial({ user_id: true });
export type CommentUpdateBody = z.infer<typeof commentUpdateBodySchema>;
export const commentDtoSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  name: z.string().nullable(),
  title: z.string(),
  category: z.enum(commentCategories),
  value: z.string().nullable(),
  comment: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type CommentDto = z.infer<typeof commentDtoSchema>;
export const commentListReplySchema = z.array(commentDtoSchema);
export const commentReplySchema = z.object({ success: z.string(), data: commentDtoSchema });

// --- monthly ratings -------------------------------------------------------------------------

/**
 * month=YYYY-MM (spec §7.5). The picker defaults to the current month, so an empty month is this
 * month; a day (YYYY-MM-DD) counts as its month, MM-YYYY (the screens' order) and a bare month
 * number 1–12 (of this year) are understood too. monthOf() turns them into YYYY-MM.
 */
export const monthQuerySchema = z.object({
  month: z
    .preprocess(
      blankToNull,
      z
        .string({ error: tasksTexts.month })
        .regex(/^(\d{4}-(0[1-9]|1[0-2])(-\d{2})?|(0?[1-9]|1[0-2])(-\d{4})?)$/, { error: tasksTexts.month })
        // Within the shop's range (decision 148); a bare month is this year's, in range whatever the year.
        .refine((m) => monthInRange(monthOf(m, FIRST_DAY)), { error: tasksTexts.monthRange })
        .nullable(),
    )
    .optional(),
  user_id: optionalId,
});
export type MonthQuery = z.infer<typeof monthQuerySchema>;

/** The YYYY-MM of a month parameter accepted by monthQuerySchema; `today` is YYYY-MM-DD. */
export function monthOf(month: string | null | undefined, today: string): string {
  if (!month) return today.slice(0, 7);
  if (/^\d{4}-/.test(month)) return month.slice(0, 7);
  const [m, y = today.slice(0, 4)] = month.split('-');
  return `${y}-${m.padStart(2, '0')}`;
}
export const monthlyRatingsReplySchema = ratingTotalsSchema.extend({ vleresimet: z.array(ratingDtoSchema) });
export type MonthlyRatingsReply = z.infer<typeof monthlyRatingsReplySchema>;

/** Albanian month names, January first (spec §2.9). */
export const albanianMonths = [
  'Janar',
  'Shkurt',
  'Mars',
  'Prill',
  'Maj',
  'Qershor',
  'Korrik',
  'Gusht',
  'Shtator',
  'Tetor',
  'Nentor',
  'Dhjetor',
] as const;

/** Report and export paths on the API host root, opened through signed links. */
export const tasksReportPath =
  /^\/(vlersimet-mujore-pdf|vlersimet-mujore-excel|detyrat-ekran-pdf|detyrat-e-kryera-pdf|detyrat-e-kryera-excel)\/[\w/-]{1,80}$/;
