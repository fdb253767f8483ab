import { z } from 'zod';
import { monthInRange } from './day-range.ts';
import { daysBetween, FIGURES_MAX_DAYS, figuresTexts } from './figures.ts';
import { isoDay, positiveId } from './fields.ts';

/**
 * Sellers' monthly self-billing statements ("Gutschrift", §14 Abs. 2 Satz 2 UStG; issue 38, decision 171), their
 * PDFs, the SEPA payout file and the figures per seller. German texts, as every shop-administration answer.
 */
export const statementTexts = {
  month: 'Bitte einen Monat im Format JJJJ-MM angeben.',
  monthRange: 'Der Monat muss zwischen 2000-01 und 2100-12 liegen.',
  monthNotOver: 'Eine Gutschrift gibt es erst, wenn der Monat vorbei ist.',
  seller: 'Bitte einen gültigen Verkäufer angeben.',
  sellerUnknown: 'Diesen Verkäufer gibt es nicht.',
  reason: 'Bitte den Grund der Korrektur angeben (höchstens 500 Zeichen).',
  correctsUnknown: 'Diese Gutschrift gibt es nicht.',
  correctsMismatch: 'Die Korrektur muss denselben Verkäufer und Monat haben wie die korrigierte Gutschrift.',
  correctsReplaced: 'Diese Gutschrift wurde bereits korrigiert: bitte die neueste Fassung korrigieren.',
  nothingToIssue: 'In diesem Monat hat dieser Verkäufer nichts versandt und nichts erstattet.',
  already: (number: string) =>
    `Für diesen Verkäufer und Monat gibt es bereits die Gutschrift ${number}. Eine Änderung ist nur als Korrektur möglich.`,
  nothingInMonth: 'In diesem Monat gab es bei keinem Verkäufer Versand oder Erstattungen.',
  concurrent: 'Für diesen Verkäufer und Monat wurde soeben eine Gutschrift erstellt. Bitte laden Sie die Liste neu.',
  allIssued: 'Für diesen Monat haben alle Verkäufer mit Umsätzen bereits ihre Gutschrift.',
  issued: (count: number) =>
    count === 1 ? 'Die Gutschrift wurde erstellt.' : `${count} Gutschriften wurden erstellt.`,
  notFound: 'Diese Gutschrift wurde nicht gefunden.',
  noPayouts: 'Für diesen Monat gibt es keine Gutschrift mit einem Auszahlungsbetrag.',
} as const;

const month = z
  .string({ error: statementTexts.month })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: statementTexts.month })
  .refine(monthInRange, { error: statementTexts.monthRange })
  .describe('YYYY-MM, the Berlin calendar month of the shipments and refunds');
const sellerId = positiveId(statementTexts.seller);

export const statementIdParamsSchema = z.object({ id: positiveId(statementTexts.notFound) });

export const statementListQuerySchema = z.object({
  month: month.optional(),
  seller_id: sellerId.optional(),
});

/** POST /admin/statements: a month's statements for every seller, or one seller's; with `corrects_id`, a correction. */
export const issueStatementsSchema = z
  .object({
    month,
    seller_id: sellerId.optional(),
    corrects_id: positiveId(statementTexts.correctsUnknown).optional(),
    reason: z
      .string()
      .trim()
      .min(1, { error: statementTexts.reason })
      .max(500, { error: statementTexts.reason })
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (b.corrects_id !== undefined && !b.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: statementTexts.reason });
  });
export type IssueStatements = z.output<typeof issueStatementsSchema>;

export const payoutFileQuerySchema = z.object({ month });

const day = isoDay({ day: figuresTexts.day, range: figuresTexts.range });
export const sellerFiguresQuerySchema = z.object({ from: day, to: day }).superRefine((q, ctx) => {
  if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: figuresTexts.order });
  else if (daysBetween(q.from, q.to) > FIGURES_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: figuresTexts.span });
});

// ---------------------------------------------------------------------------------------
// Reply schemas (docs/decisions/018): declared by the routes, checked in the API tests.
// ---------------------------------------------------------------------------------------

const cents = z.number().int();

const statementSchema = z
  .strictObject({
    id: z.number().int(),
    number: z.string().describe('GS-YYYY-NNNNNN, gapless per year of issue'),
    seller_id: z.number().int(),
    seller_name: z.string().describe('as on the statement at issue'),
    period: z.string().describe('YYYY-MM'),
    issued_at: z.string(),
    /** Gross (VAT included) of the units shipped in the month, at their sale prices. */
    sales_cents: cents,
    /** Gross given back on the seller's shipped units in the month (deducted). */
    refunds_cents: cents,
    commission_net_cents: cents,
    commission_vat_cents: cents,
    /** sales − refunds − commission − its VAT, plus the carry (negative) of an earlier statement. */
    payout_cents: cents,
    /**
     * What this statement transfers: its payout, or for a correction the difference to what the corrected statement
     * settled. Only a positive amount is paid; a negative one is deducted by the seller's next statement.
     */
    transfer_cents: cents,
    /** "Vortrag": the negative amount of an earlier statement this one deducts (decision 176); 0 without. */
    carry_cents: cents.max(0),
    /** The statement the carry comes from (GS-YYYY-NNNNNN), null without a carry. */
    carried_from_number: z.string().nullable(),
    corrects_number: z.string().nullable(),
    /** The newer statement that replaced this one, if any. */
    corrected_by_number: z.string().nullable(),
    payout_exported_at: z.string().nullable(),
  })
  .meta({ id: 'SellerStatement' });
export type SellerStatement = z.infer<typeof statementSchema>;

export const statementListReplySchema = z.strictObject({ data: z.array(statementSchema) });
export const issueStatementsReplySchema = z.strictObject({ data: z.array(statementSchema), message: z.string() });

const sellerFiguresSchema = z
  .strictObject({
    seller_id: z.number().int(),
    seller_name: z.string(),
    /** Gross of the seller's units shipped in the period, less what was given back of shipped units in it. */
    revenue_cents: cents,
    /** Net commission on that revenue (commission on refunds given back). */
    commission_cents: cents,
    /**
     * What issued statements owe the seller and no payout file has carried yet, less the negative amounts no statement
     * deducted yet (now, whatever the period); negative when the seller owes Wohnwerk.
     */
    open_payout_cents: cents,
  })
  .meta({ id: 'SellerFigures' });
export const sellerFiguresReplySchema = z.strictObject({ data: z.array(sellerFiguresSchema) });
