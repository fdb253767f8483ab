import { addDays } from '@wohnwerk/contract/shop-time';
import type { Db } from '../../db/client.ts';
import * as statementQueries from './seller-statements.queries.ts';
import { openDebts } from './statement-carry.ts';
import { figuresBySeller } from './statement-issue.ts';

/**
 * Figures per seller for the Berlin days from … to (GET /admin/figures/sellers, decision 171): revenue and commission
 * by the statements' own calculation over the period (units shipped at their sale prices less what was given back of
 * shipped units; commission on both), and what issued statements owe each seller that no payout file has carried yet,
 * less the negative amounts that no statement has deducted yet.
 */
export async function sellerFigures(db: Db, query: { from: string; to: string }) {
  const parties = await statementQueries.sellersOf(db);
  const { from, to } = await statementQueries.berlinBounds(db, query.from, addDays(query.to, 1));
  const [figures, open, debts] = await Promise.all([
    figuresBySeller(
      db,
      parties.map((p) => p.id),
      from,
      to,
    ),
    statementQueries.openPayouts(db),
    openDebts(db),
  ]);
  return parties
    .map((p) => {
      const f = figures.get(p.id)!;
      return {
        seller_id: p.id,
        seller_name: p.companyName,
        revenue_cents: f.salesCents - f.refundsCents,
        commission_cents: f.commissionNetCents,
        // A negative statement's amount counts until the next statement deducts it (decision 176).
        open_payout_cents: (open.get(p.id) ?? 0) + (debts.get(p.id) ?? 0),
      };
    })
    .sort((a, b) => b.revenue_cents - a.revenue_cents || a.seller_name.localeCompare(b.seller_name, 'de'));
}
