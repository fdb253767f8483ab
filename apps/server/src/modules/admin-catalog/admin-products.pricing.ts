import type { PricingPreview, PricingPreviewBody } from '@wohnwerk/contract/admin-catalog';
import type { Db } from '../../db/client.ts';
import { AppError, messages } from '../../lib/app-error.ts';
import { belowMinimum, freight, margin, round2, VAT_FACTOR } from '../pricing/pricing-math.ts';
import { PricingService } from '../pricing/pricing.service.ts';

/**
 * Margin and final price of the values in the product form, by the staff pricing tools'
 * own calculation (design/pricing.md), for a chosen postal service and parameter set: the
 * same numbers the freight and margin calculators show once the product is saved.
 */
export async function pricingPreview(db: Db, body: PricingPreviewBody): Promise<PricingPreview> {
  const pricing = new PricingService(db);
  const [service, set] = await Promise.all([
    pricing.service(body.postal_id).catch(() => null),
    pricing.imm(body.imm_id).catch(() => null),
  ]);
  const errors: Record<string, string[]> = {};
  if (!service) errors.postal_id = ['Diesen Postdienst gibt es nicht.'];
  if (!set) errors.imm_id = ['Diesen Parametersatz gibt es nicht.'];
  if (!service || !set) throw new AppError('validation', messages.invalid, errors);
  const product = { price: body.purchase_price, cbm: body.cbm, coli: body.coli };
  const m = margin(product, service, set);
  let atPrice: PricingPreview['at_price'] = null;
  if (body.price !== undefined && body.price !== null && body.price > 0) {
    const net = body.price / VAT_FACTOR;
    const db2 = net - m.einst - m.porto - (net * set.kvar) / 100;
    atPrice = {
      db1e: round2(net - m.einst),
      db1: round2(((net - m.einst) / net) * 100),
      db2e: round2(db2),
      db2p: round2((db2 / net) * 100),
    };
  }
  return {
    porto: m.porto,
    final_price: freight(product, service).final_price,
    einst: m.einst,
    pu: m.pu,
    db1e: m.db1e,
    db1: round2(m.db1),
    db2e: m.db2e,
    db2p: round2(m.db2p),
    freie: m.freie,
    below_minimum: belowMinimum(m),
    at_price: atPrice,
  };
}
