import { z } from 'zod';
import { dayInRange, dayRangeNote } from './day-range.ts';
import { isWholeCents, parseEuro } from './euro.ts';

/**
 * The field schemas every contract file builds its inputs from (issue 37): one rule per concept, the
 * messages passed in by the caller — German for the shop and its administration, Albanian for the
 * back office — so each area keeps its own words. `scripts/one-definition.test.ts` refuses a second
 * copy of these rules elsewhere in the contract.
 */

/** PostgreSQL's integer: an id beyond it answered 500 where it should be a 422. */
export const ID_MAX = 2_147_483_647;

/** An id from a body, query or path: a positive 32-bit integer (numeric strings are coerced). */
export const positiveId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(ID_MAX, { error: message });

/**
 * DD-MM-YYYY, the back-office screens' format (spec/backoffice.md §9: only the fast-task day is said to
 * travel as YYYY-MM-DD), is read as that day; everything else must be YYYY-MM-DD.
 */
export const dmyToIso = (v: unknown) =>
  typeof v === 'string' && /^\d{2}-\d{2}-\d{4}$/.test(v.trim()) ? v.trim().split('-').reverse().join('-') : v;

const isCalendarDay = (s: string) =>
  !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/**
 * A calendar day YYYY-MM-DD within the shop's range (decision 148: the year 0 answered 500).
 * `dmy` (the back office) also reads DD-MM-YYYY as the screens show it; answers are YYYY-MM-DD.
 */
export function isoDay(messages: { day: string; range: string }, options: { dmy?: boolean } = {}) {
  const day = z
    .string({ error: messages.day })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messages.day })
    .refine(isCalendarDay, { error: messages.day })
    .refine(dayInRange, { error: messages.range });
  return options.dmy
    ? z.preprocess(dmyToIso, day).describe(`${dayRangeNote} (or DD-MM-YYYY)`)
    : day.describe(dayRangeNote);
}

/**
 * An e-mail address of at most 190 characters, trimmed and lower-cased (sign-in, registration,
 * newsletter). With `required` (the withdrawal form) a blank says that message, and the address is
 * kept as typed: the order's e-mail is compared as it was stored.
 */
export function emailAddress(messages: { invalid: string; tooLong?: string; required?: string }) {
  if (messages.required)
    return z
      .string({ error: messages.required })
      .trim()
      .min(1, { error: messages.required })
      .email({ error: messages.invalid })
      .max(190);
  return z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: messages.invalid }).max(190, messages.tooLong ? { error: messages.tooLong } : undefined));
}

/**
 * A positive euro amount read by the one strict reading (euro.ts, decision 151): at most `max`, whole
 * cents; one message for every way it can be wrong (refunds, gift code values).
 */
export const euroAmount = (message: string, max: number) =>
  z.preprocess(
    parseEuro,
    z
      .number({ error: message })
      .positive({ error: message })
      .max(max, { error: message })
      .refine(isWholeCents, { error: message }),
  );

/** The messages of a labelled euro field (the product form's prices), each saying what is wrong with it. */
interface EuroFieldMessages {
  required: string;
  invalid: string;
  /** A text that is no amount: the message gives an example. */
  example: string;
  cents: string;
  min: string;
  max: string;
}

const euroNumber = (messages: EuroFieldMessages, bounds: { min: number; max: number }) =>
  z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : messages.invalid),
    })
    .refine((n) => !Number.isNaN(n), { error: messages.example })
    .refine((n) => Number.isNaN(n) || isWholeCents(n), { error: messages.cents })
    .refine((n) => Number.isNaN(n) || n >= bounds.min, { error: messages.min })
    .refine((n) => Number.isNaN(n) || n <= bounds.max, { error: messages.max });

/** A euro amount of a form that must be given, from `min` to `max`, whole cents, one message for each slip. */
export const euroField = (messages: EuroFieldMessages, bounds: { min: number; max: number }) =>
  z.preprocess(parseEuro, euroNumber(messages, bounds));

/** As euroField, but blank (or missing) is null. */
export const optionalEuroField = (messages: EuroFieldMessages, bounds: { min: number; max: number }) =>
  z.preprocess((v) => parseEuro(v) ?? null, euroNumber(messages, bounds).nullable());

/** A euro amount that may be missing (null), read strictly, checked only for its bounds: a preview computes, it does not refuse in words. */
export const euroOrNull = (max: number) =>
  z.preprocess((v) => parseEuro(v) ?? null, z.number().min(0).max(max).nullable());

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** A text that must be given: trimmed, at least one character, at most `max`. */
export const requiredText = (max: number, messages: { required: string; tooLong: string }) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required })
    .max(max, { error: messages.tooLong });

/**
 * A postcode: digits only, 4 to 6 (account-checkout-pricing §5). The spec's forms have number inputs,
 * so it may arrive as a JSON number. Without an `invalid` message (checkout) the required message says
 * both, as the spec asks ("the numeric error reuses the required message").
 */
export function zipCode(messages: { required: string; invalid?: string }) {
  const text = z.string({ error: messages.required });
  return z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : trimmed(v)),
    messages.invalid
      ? text.min(1, { error: messages.required }).regex(/^\d{4,6}$/, { error: messages.invalid })
      : text.regex(/^\d{4,6}$/, { error: messages.required }),
  );
}

/** The countries the spec's address form offers, stored as the names the spec shows (account-checkout-pricing §2). */
export const addressCountries = ['Deutschland', 'France'] as const;

/**
 * A saved address's country: one of the form's choices. An order's address takes any country as
 * text (checkout's `country`): a business customer may order from another EU country (decision 158).
 */
export const addressCountry = (message: string) => z.enum(addressCountries, { error: message });
