import { createHash } from 'node:crypto';
import { berlinDay } from '@wohnwerk/contract/shop-time';
import {
  type IssueStatements,
  type SellerStatement,
  statementTexts as texts,
} from '@wohnwerk/contract/seller-statements';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { seller as wohnwerk } from '../../lib/seller.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import * as statementQueries from './seller-statements.queries.ts';
import { figuresBySeller, insertStatement, issueMonth, nextMonthStart } from './statement-issue.ts';
import { periodText, renderStatementPdf } from './seller-statements.pdf.ts';
import { payoutXml } from './payout-file.ts';

const notFound = () => new AppError('not_found', texts.notFound);
/** Two issuers racing for one seller and month: the unique index decides, the loser answers 409. */
function isUniqueViolation(err: unknown): boolean {
  for (
    let e = err as { code?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  )
    if (e.code === '23505') return true;
  return false;
}

/** The API shape of a statement. */
const entryOf = (r: statementQueries.StatementListRow): SellerStatement => ({
  id: r.id,
  number: r.number,
  seller_id: r.sellerId,
  seller_name: r.sellerName,
  period: r.period,
  issued_at: r.issuedAt.toISOString(),
  sales_cents: r.salesCents,
  refunds_cents: r.refundsCents,
  commission_net_cents: r.commissionNetCents,
  commission_vat_cents: r.commissionVatCents,
  payout_cents: r.payoutCents,
  transfer_cents: r.transferCents,
  carry_cents: r.carryCents,
  carried_from_number: r.carriedFromNumber,
  corrects_number: r.correctsNumber,
  corrected_by_number: r.correctedByNumber,
  payout_exported_at: r.payoutExportedAt ? r.payoutExportedAt.toISOString() : null,
});

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Sellers' monthly self-billing statements (decision 171): issued per seller and Berlin month with the next GS number
 * in the issuing transaction, every figure and both parties' legal data frozen into the row; a correction is a new
 * statement naming the one it replaces.
 */
export class SellerStatementsService {
  constructor(private readonly db: Db) {}

  async list(filter: { month?: string; sellerId?: number }): Promise<SellerStatement[]> {
    return (await statementQueries.listStatements(this.db, { period: filter.month, sellerId: filter.sellerId })).map(
      entryOf,
    );
  }

  /** A statement for its seller (another seller's answers 404 like a missing one) or for staff (sellerId undefined). */
  async readable(id: number, sellerId?: number): Promise<statementQueries.StatementRow> {
    const row = await statementQueries.statementById(this.db, id);
    if (!row || (sellerId !== undefined && row.sellerId !== sellerId)) throw notFound();
    return row;
  }

  /**
   * The PDF as stored: the first reader renders it from the frozen content and stores bytes and checksum; later
   * readers get the stored bytes, checked against their checksum.
   */
  async pdf(row: statementQueries.StatementRow): Promise<{ pdf: Buffer; sha256: string }> {
    if (row.pdf && row.sha256) {
      if (sha256Of(row.pdf) !== row.sha256) throw new Error(`statement ${row.number}: stored PDF does not match`);
      return { pdf: row.pdf, sha256: row.sha256 };
    }
    const pdf = await renderStatementPdf(row);
    if (await statementQueries.storePdf(this.db, row.id, pdf, sha256Of(pdf))) return { pdf, sha256: sha256Of(pdf) };
    const stored = (await statementQueries.statementById(this.db, row.id))!;
    return { pdf: stored.pdf!, sha256: stored.sha256! };
  }

  /**
   * The month's payout file (pain.001.001.09): one transfer per statement with money to transfer, to the seller's
   * IBAN as it is now (the seller may have changed banks since; the change history says when). The first file that
   * carries a statement records it, so the figures know the payout as no longer open.
   */
  async payoutFile(month: string, account: { iban: string; bic: string }, now = new Date()) {
    const payable = await statementQueries.payableStatements(this.db, month);
    if (!payable.length) throw fieldError('month', texts.noPayouts);
    const ibans = await statementQueries.ibansOf(
      this.db,
      payable.map((p) => p.sellerId),
    );
    const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
    const xml = payoutXml({
      messageId: `WW-GS-${month}-${stamp}`,
      createdAt: now,
      executionDay: berlinDay(now),
      debtor: { name: wohnwerk().name, ...account },
      payouts: payable.map((p) => ({
        number: p.number,
        creditorName: p.document.seller.name,
        iban: ibans.get(p.sellerId)!,
        cents: p.transferCents,
        remittance: `Gutschrift ${p.number} ${periodText(p.document.period)}`,
      })),
    });
    await statementQueries.markExported(
      this.db,
      payable.map((p) => p.id),
    );
    return { xml, fileName: `auszahlungen-${month}.xml` };
  }

  /** POST /admin/statements: a month's statements (all sellers or one), or a correction of one. */
  async issue(body: IssueStatements, by: AuthUser, now = new Date()): Promise<SellerStatement[]> {
    // Only a month that is over: its shipments and refunds can no longer change.
    if (body.month >= berlinDay(now).slice(0, 7)) throw fieldError('month', texts.monthNotOver);
    try {
      const ids = await this.db.transaction((tx) =>
        body.corrects_id !== undefined
          ? this.correct(tx, body, by, now).then((id) => [id])
          : issueMonth(tx, body.month, { sellerId: body.seller_id, by, at: now }),
      );
      return (await statementQueries.listStatements(this.db, { ids })).map(entryOf).reverse();
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('conflict', texts.concurrent);
      throw err;
    }
  }

  /** A correction: the month's figures and both parties' data as they are now, replacing the named statement. */
  private async correct(tx: Tx, body: IssueStatements, by: AuthUser, at: Date): Promise<number> {
    const old = await statementQueries.statementById(tx, body.corrects_id!);
    if (!old) throw fieldError('corrects_id', texts.correctsUnknown);
    if (old.period !== body.month || (body.seller_id !== undefined && body.seller_id !== old.sellerId))
      throw fieldError('corrects_id', texts.correctsMismatch);
    const current = await statementQueries.currentStatement(tx, old.sellerId, old.period);
    if (current?.id !== old.id) throw new AppError('conflict', texts.correctsReplaced);
    const [party] = await statementQueries.sellersOf(tx, old.sellerId);
    const { from, to } = await statementQueries.berlinBounds(tx, `${old.period}-01`, nextMonthStart(old.period));
    const figures = (await figuresBySeller(tx, [old.sellerId], from, to)).get(old.sellerId)!;
    return insertStatement(tx, party, old.period, figures, {
      by,
      at,
      corrects: old,
      reason: body.reason ?? null,
    });
  }
}
