import { berlinDay } from '@wohnwerk/contract/shop-time';
import { statementTexts as texts } from '@wohnwerk/contract/seller-statements';
import type { Db, Tx } from '../../db/client.ts';
import type { StatementDocument } from '../../db/schema/seller-statements.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { seller as wohnwerk } from '../../lib/seller.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { takeDocumentNumber } from '../invoices/invoices.service.ts';
import * as statementQueries from './seller-statements.queries.ts';
import { type Carry, carryOf, openCarry, settledBy } from './statement-carry.ts';
import { COMMISSION_VAT_RATE, type StatementFigures, statementFigures } from './statement-figures.ts';

const berlinYear = (at: Date) => Number(berlinDay(at).slice(0, 4));
/** The month after a YYYY-MM month, as its first day. */
export const nextMonthStart = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};
/** The Berlin month before the one `at` lies in. */
export const previousMonth = (at: Date) => {
  const [y, m] = berlinDay(at).split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/**
 * Figures per seller for [from, to) from what shipped and was refunded on their lines (statement-figures.ts): the
 * statements' calculation, also behind the per-seller figures.
 */
export async function figuresBySeller(
  db: Pick<Db, 'execute' | 'select'>,
  sellerIds: number[],
  from: Date,
  to: Date,
): Promise<Map<number, StatementFigures>> {
  const items = await statementQueries.itemsInPeriod(db, sellerIds, from, to);
  const itemIds = items.map((i) => i.orderItemId);
  const [shipped, refunded] = await Promise.all([
    statementQueries.shipmentsOf(db, itemIds, to),
    statementQueries.refundsOf(db, itemIds, to),
  ]);
  return new Map(
    sellerIds.map((id) => [
      id,
      statementFigures(
        items.filter((i) => i.sellerId === id),
        shipped,
        refunded,
        from,
        to,
      ),
    ]),
  );
}

/**
 * Whether a seller gets the month's statement: one asked for by name says why not (409 when it has one, 422 when
 * nothing shipped or was refunded); among all sellers, those are left out.
 */
function verdictOf(has: { number: string } | null, f: StatementFigures, one: boolean): 'issue' | 'has' | 'empty' {
  const empty = !f.sales.length && !f.refunds.length;
  if (one && has) throw new AppError('conflict', texts.already(has.number));
  if (one && empty) throw fieldError('month', texts.nothingToIssue);
  if (has) return 'has';
  return empty ? 'empty' : 'issue';
}

/**
 * Issues a month's statements in the caller's transaction: for one seller (409 when it has one, 422 when nothing
 * shipped or was refunded), or for every seller with shipments or refunds that has none yet. Answers the new ids.
 */
export async function issueMonth(
  tx: Tx,
  period: string,
  opts: { sellerId?: number; by: AuthUser | null; at: Date },
): Promise<number[]> {
  const parties = await statementQueries.sellersOf(tx, opts.sellerId);
  if (opts.sellerId !== undefined && !parties.length) throw fieldError('seller_id', texts.sellerUnknown);
  const { from, to } = await statementQueries.berlinBounds(tx, `${period}-01`, nextMonthStart(period));
  const figures = await figuresBySeller(
    tx,
    parties.map((p) => p.id),
    from,
    to,
  );
  const one = opts.sellerId !== undefined;
  const issued: number[] = [];
  let existing = 0;
  for (const party of parties) {
    const f = figures.get(party.id)!;
    const verdict = verdictOf(await statementQueries.currentStatement(tx, party.id, period), f, one);
    if (verdict === 'has') existing++;
    if (verdict === 'issue')
      issued.push(
        await insertStatement(tx, party, period, f, { by: opts.by, at: opts.at, corrects: null, reason: null }),
      );
  }
  // The monthly job (no caller) issues what there is; someone who asked hears why there was nothing.
  if (!issued.length && opts.by)
    throw existing ? new AppError('conflict', texts.allIssued) : fieldError('month', texts.nothingInMonth);
  return issued;
}

/** What the statement says, frozen: both parties, the month's lines and sums, the carry and what it corrects. */
function documentOf(
  party: statementQueries.SellerParty,
  period: string,
  f: StatementFigures,
  carry: Carry | null,
  corrects: { row: statementQueries.StatementRow; settledCents: number } | null,
  reason: string | null,
): StatementDocument {
  return {
    issuer: { ...wohnwerk() },
    seller: {
      name: party.companyName,
      street: party.street,
      zip: party.zip,
      city: party.city,
      country: party.country,
      vatId: party.vatId,
      email: party.email,
      ibanMasked: party.ibanMasked,
    },
    period,
    sales: f.sales,
    refunds: f.refunds,
    salesShares: f.salesShares,
    refundShares: f.refundShares,
    commissionNetCents: f.commissionNetCents,
    commissionVatRate: COMMISSION_VAT_RATE,
    commissionVatCents: f.commissionVatCents,
    payoutCents: f.payoutCents + (carry?.cents ?? 0),
    corrects: corrects
      ? {
          number: corrects.row.number,
          issuedAt: corrects.row.issuedAt.toISOString(),
          payoutCents: corrects.row.payoutCents,
          settledCents: corrects.settledCents,
        }
      : null,
    reason,
    carry: carry ? { number: carry.number, issuedAt: carry.issuedAt, cents: carry.cents } : null,
  };
}

/**
 * Inserts a statement with the next GS number. The number comes first: its counter row's lock is held until the
 * transaction ends, so every issuer queues behind it and what follows reads the statements committed before — the
 * open debt the statement carries (decision 176) and, for a correction, what the replaced statement settled.
 */
export async function insertStatement(
  tx: Tx,
  party: statementQueries.SellerParty,
  period: string,
  f: StatementFigures,
  opts: { by: AuthUser | null; at: Date; corrects: statementQueries.StatementRow | null; reason: string | null },
): Promise<number> {
  const number = await takeDocumentNumber(tx, 'GS', berlinYear(opts.at));
  // A correction repeats the carry of the statement it replaces: that debt was deducted once, by that statement.
  const carry = opts.corrects ? carryOf(opts.corrects) : await openCarry(tx, party.id, period);
  const corrects = opts.corrects ? { row: opts.corrects, settledCents: await settledBy(tx, opts.corrects) } : null;
  const document = documentOf(party, period, f, carry, corrects, opts.reason);
  return statementQueries.insertStatement(tx, {
    number,
    sellerId: party.id,
    period,
    correctsId: opts.corrects?.id ?? null,
    issuedAt: opts.at,
    issuedBy: opts.by?.id ?? null,
    salesCents: f.salesCents,
    refundsCents: f.refundsCents,
    commissionNetCents: f.commissionNetCents,
    commissionVatCents: f.commissionVatCents,
    payoutCents: document.payoutCents,
    // A negative transfer moves no money: the seller's next statement deducts it (openCarry).
    transferCents: document.payoutCents - (corrects?.settledCents ?? 0),
    carriedFromId: carry?.id ?? null,
    carryCents: carry?.cents ?? 0,
    document,
  });
}
