import { z } from 'zod';
import { isoDay, positiveId } from './fields.ts';

/**
 * The back-office day sheet (spec/backoffice.md §3, §5, §7.1–§7.5; design/backoffice-rules.md).
 * Messages are Albanian: the back office speaks Albanian.
 */

export const daysheetTexts = {
  required: 'Ju lutem plotsoni formen!!',
  nameRequired: 'Emri eshte i detyrueshem.',
  titleRequired: 'Titulli eshte i detyrueshem.',
  commentForP: 'Komenti eshte i detyrueshem kur statusi eshte P.',
  descriptionForP: 'Pershkrimi eshte i detyrueshem kur statusi eshte P.',
  commentForPo: 'Komenti eshte i detyrueshem kur zgjidhet PO.',
  riorganizimiForPo: 'Riorganizimi eshte i detyrueshem kur zgjidhet PO.',
  ratingComment: 'Komenti eshte i detyrueshem per vleresimin 0 ose M.',
  status: 'Statusi duhet te jete K, P ose 0.',
  time: 'Koha duhet te jete AM ose PM.',
  timeAm: 'Detyrat e ores 8:00 kane vetem kohen AM.',
  yesNo: 'Zgjidhni PO ose JO.',
  type: 'Lloji duhet te jete sot ose neser.',
  rating: 'Vleresimi duhet te jete 0, + ose M.',
  day: 'Data duhet te jete ne formatin YYYY-MM-DD.',
  dayRange: 'Data duhet te jete nga 01-01-2000 deri me 31-12-2100.',
  month: 'Muaji duhet te jete ne formatin YYYY-MM.',
  id: 'ID duhet te jete numer pozitiv.',
  finishYesterday: 'Perfundoj detyrat e dites se djeshme!!',
  graded: 'JU JENI VLERESUAR',
  notFound: 'Nuk u gjet.',
  forbidden: 'Nuk keni leje per kete veprim.',
  adminRating:
    'Kete vleresim e ka regjistruar ose ndryshuar nje administrator; vetem nje administrator mund ta ndryshoje.',
  tooLong: 'Teksti eshte shume i gjate.',
} as const;

export const taskSections = [
  'detyrat8',
  'emails',
  'detyrat-perb',
  'detyrat-sistem',
  'detyrat-prior-am',
  'detyrat-prior-pm',
] as const;
export type TaskSection = (typeof taskSections)[number];
export type DaySection = TaskSection | 'detyrat-ditore';
export const noteKinds = ['problemet', 'propozimet', 'ngarkesat'] as const;
export type NoteKind = (typeof noteKinds)[number];

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/**
 * A calendar day, YYYY-MM-DD or DD-MM-YYYY, answered as YYYY-MM-DD; within the shop's range
 * (decision 148: the year 0 answered 500, as did the day before 0001-01-01 on a carried sheet).
 */
export const sheetDay = isoDay({ day: daysheetTexts.day, range: daysheetTexts.dayRange }, { dmy: true });
/** An optional day: empty means today (Europe/Berlin), filled in by the server. */
const optionalDay = z.preprocess(blankToNull, sheetDay.nullable()).optional();
const idField = positiveId(daysheetTexts.id);

export const taskStatusSchema = z
  .preprocess(blankToNull, z.enum(['K', 'P', '0'], { error: daysheetTexts.status }).nullable())
  .optional();
export const taskTimeSchema = z
  .preprocess(blankToNull, z.enum(['AM', 'PM'], { error: daysheetTexts.time }).nullable())
  .optional();
const text = (max = 5000) =>
  z
    .preprocess((v) => (v === undefined ? null : v), z.string().max(max, { error: daysheetTexts.tooLong }).nullable())
    .optional();
/** shfaq_ekran travels as true/false or 1/0 (the 8:00 edit form sends 1/0). */
const flag = z
  .preprocess(
    (v) => (v === '1' || v === 1 || v === 'true' ? true : v === '0' || v === 0 || v === 'false' ? false : v),
    z.boolean(),
  )
  .optional();

// --- query strings and params ---------------------------------------------------------------

export const dayQuerySchema = z.object({
  day: optionalDay,
  user_id: z.preprocess(blankToNull, idField.nullable()).optional(),
});
export type DayQuery = z.infer<typeof dayQuerySchema>;
export const userQuerySchema = z.object({ user_id: z.preprocess(blankToNull, idField.nullable()).optional() });
export const createQuerySchema = z.object({
  user_id: z.preprocess(blankToNull, idField.nullable()).optional(),
  day: optionalDay,
});
export const idParamsSchema = z.object({ id: idField });

// --- bodies ----------------------------------------------------------------------------------

const nameField = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: message }).min(1, { error: message }).max(500, { error: daysheetTexts.tooLong }),
  );

const requireCommentForP = (v: { status?: string | null; comment?: string | null }, ctx: z.core.$RefinementCtx) => {
  if (v.status === 'P' && !v.comment?.trim())
    ctx.addIssue({ code: 'custom', path: ['comment'], message: daysheetTexts.commentForP });
};

const taskFields = {
  status: taskStatusSchema,
  time: taskTimeSchema,
  comment: text(),
  day: optionalDay,
  shfaq_ekran: flag,
};

/** 8:00, common, unfinished, AM and PM task create/update body. */
export const taskBodySchema = z
  .object({
    name: nameField(daysheetTexts.nameRequired),
    ...taskFields,
    user_id: z.preprocess(blankToNull, idField.nullable()).optional(),
  })
  .superRefine(requireCommentForP);
export type TaskBody = z.infer<typeof taskBodySchema>;

/** E-mail create/update body: title in place of name. */
export const emailBodySchema = z
  .object({
    title: nameField(daysheetTexts.titleRequired),
    ...taskFields,
    user_id: z.preprocess(blankToNull, idField.nullable()).optional(),
  })
  .superRefine(requireCommentForP);
export type EmailBody = z.infer<typeof emailBodySchema>;

/** PUT /excel/detyrat-ditore/{id}: description and comment both required for P. */
export const dailyTaskBodySchema = z
  .object({
    name: nameField(daysheetTexts.nameRequired),
    status: taskStatusSchema,
    time: taskTimeSchema,
    comment: text(),
    description: text(),
  })
  .superRefine((v, ctx) => {
    if (v.status !== 'P') return;
    if (!v.comment?.trim()) ctx.addIssue({ code: 'custom', path: ['comment'], message: daysheetTexts.commentForP });
    if (!v.description?.trim())
      ctx.addIssue({ code: 'custom', path: ['description'], message: daysheetTexts.descriptionForP });
  });
export type DailyTaskBody = z.infer<typeof dailyTaskBodySchema>;

const yesNo = z.enum(['PO', 'JO'], { error: daysheetTexts.required });

/** Problems and proposals: PO/JO required; comment required for PO. */
export const noteBodySchema = z.object({ status: yesNo, comment: text(), day: optionalDay }).superRefine((v, ctx) => {
  if (v.status === 'PO' && !v.comment?.trim())
    ctx.addIssue({ code: 'custom', path: ['comment'], message: daysheetTexts.commentForPo });
});
export type NoteBody = z.infer<typeof noteBodySchema>;

/** Overloads: type sot/neser, PO/JO; PO needs comment and riorganizimi. */
export const overloadBodySchema = z
  .object({
    type: z.enum(['sot', 'neser'], { error: daysheetTexts.type }),
    status: yesNo,
    comment: text(),
    riorganizimi: text(),
    day: optionalDay,
  })
  .superRefine((v, ctx) => {
    if (v.status !== 'PO') return;
    if (!v.comment?.trim()) ctx.addIssue({ code: 'custom', path: ['comment'], message: daysheetTexts.commentForPo });
    if (!v.riorganizimi?.trim())
      ctx.addIssue({ code: 'custom', path: ['riorganizimi'], message: daysheetTexts.riorganizimiForPo });
  });
export type OverloadBody = z.infer<typeof overloadBodySchema>;

const ratingValue = z.enum(['0', '+', 'M'], { error: daysheetTexts.required });
const ratingRefine = (
  v: {
    m1: string;
    bz: string;
    m3: string;
    comment_m1?: string | null;
    comment_bz?: string | null;
    comment_m3?: string | null;
  },
  ctx: z.core.$RefinementCtx,
) => {
  for (const k of ['m1', 'bz', 'm3'] as const) {
    const comment = v[`comment_${k}`];
    if (v[k] !== '+' && !comment?.trim())
      ctx.addIssue({ code: 'custom', path: [`comment_${k}`], message: daysheetTexts.ratingComment });
  }
};
const ratingFields = {
  m1: ratingValue,
  bz: ratingValue,
  m3: ratingValue,
  comment_m1: text(),
  comment_bz: text(),
  comment_m3: text(),
};
export const ratingCreateBodySchema = z.object({ ...ratingFields, day: optionalDay }).superRefine(ratingRefine);
export type RatingCreateBody = z.infer<typeof ratingCreateBodySchema>;
export const ratingUpdateBodySchema = z.object(ratingFields).superRefine(ratingRefine);
export type RatingUpdateBody = z.infer<typeof ratingUpdateBodySchema>;

export const reportLinkBodySchema = z.object({
  path: z
    .string()
    .regex(
      /^\/(report|raporti-ditor|raporti-ei|raporti-hf|raporti-deleted|vlersimet-mujore-pdf|vlersimet-mujore-excel|detyrat-ekran-pdf|detyrat-e-kryera-pdf|detyrat-e-kryera-excel)\/[\w/-]{1,80}$/,
      { error: daysheetTexts.notFound },
    ),
});

// --- replies ---------------------------------------------------------------------------------

export const taskDtoSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  name: z.string(),
  status: z.enum(['K', 'P', '0']).nullable(),
  time: z.enum(['AM', 'PM']).nullable(),
  comment: z.string().nullable(),
  description: z.string().nullable(),
  day: z.string(),
  parent_id: z.number().nullable(),
  parent_am: z.number().nullable(),
  parent_pm: z.number().nullable(),
  shfaq_ekran: z.boolean(),
});
export type TaskDto = z.infer<typeof taskDtoSchema>;
export const emailDtoSchema = taskDtoSchema.extend({ title: z.string() });
export type EmailDto = z.infer<typeof emailDtoSchema>;

export const noteDtoSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  day: z.string(),
  type: z.enum(['sot', 'neser']).nullable(),
  status: z.enum(['PO', 'JO']),
  comment: z.string().nullable(),
  riorganizimi: z.string().nullable(),
});
export type NoteDto = z.infer<typeof noteDtoSchema>;

export const ratingDtoSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  day: z.string(),
  m1: z.enum(['0', '+', 'M']),
  bz: z.enum(['0', '+', 'M']),
  m3: z.enum(['0', '+', 'M']),
  comment_m1: z.string().nullable(),
  comment_bz: z.string().nullable(),
  comment_m3: z.string().nullable(),
});
export type RatingDto = z.infer<typeof ratingDtoSchema>;
export const ratingTotalsSchema = z.object({ m1: z.number(), bz: z.number(), m3: z.number(), totali: z.number() });
export type RatingTotals = z.infer<typeof ratingTotalsSchema>;

export const blockedSchema = z.object({ error: z.string() });
export const taskListReplySchema = z.union([z.array(taskDtoSchema), blockedSchema]);
export const emailListReplySchema = z.array(emailDtoSchema);
export const amListReplySchema = z.union([z.object({ records: z.array(taskDtoSchema) }), blockedSchema]);
export const noteListReplySchema = z.array(noteDtoSchema);
export const overloadListReplySchema = z.object({
  ngarkesat_sot: z.array(noteDtoSchema),
  ngarkesat_neser: z.array(noteDtoSchema),
});
export const ratingDayReplySchema = z.object({
  sot: ratingDtoSchema.nullable(),
  deriSot: ratingTotalsSchema.extend({ vleresuar: z.boolean() }),
});
export type RatingDayReply = z.infer<typeof ratingDayReplySchema>;
export const ratingCheckReplySchema = z.object({ vleresuar: z.boolean(), id: z.number().nullable() });
export const usersReplySchema = z.array(z.object({ id: z.number(), name: z.string() }));
export const reportLinkReplySchema = z.object({ url: z.string() });

export const taskCreateReplySchema = z.object({
  task_exist: z.boolean(),
  message: z.string(),
  data: taskDtoSchema.nullable(),
});
export const emailCreateReplySchema = z.object({
  task_exist: z.boolean(),
  message: z.string(),
  data: emailDtoSchema.nullable(),
});
/** detyrat-sistem and the priority creates answer task_exists (spec §7.4). */
export const taskCreateExistsReplySchema = z.object({
  task_exists: z.boolean(),
  message: z.string(),
  data: taskDtoSchema.nullable(),
});
export const noteCreateReplySchema = z.object({ message: z.string(), data: noteDtoSchema });
export const ratingCreateReplySchema = z.object({ message: z.string(), data: ratingDtoSchema });

/** Which reply flag each task section's create answers with (spec §7.4). */
export const existsFlagOf: Record<TaskSection, 'task_exist' | 'task_exists'> = {
  detyrat8: 'task_exist',
  emails: 'task_exist',
  'detyrat-perb': 'task_exist',
  'detyrat-sistem': 'task_exists',
  'detyrat-prior-am': 'task_exists',
  'detyrat-prior-pm': 'task_exists',
};

/** Points of a rating value: + 1, M 0.5, 0 nothing. */
export const ratingPoints = (v: '0' | '+' | 'M') => (v === '+' ? 1 : v === 'M' ? 0.5 : 0);
