/**
 * The arithmetic of the staff pricing tools (design/pricing.md), pure: no I/O, no rounding
 * anywhere but where the design names it. The API and the exports only call these functions.
 */

export const VAT_FACTOR = 1.19;

/** The product's staff data; null for what the catalogue does not know (counts as 0 in the formulas). */
export interface PricingProduct {
  /** Purchase price, net euro. */
  price: number | null;
  cbm: number | null;
  coli: number | null;
}

export interface PostalFactors {
  faktori_post: number;
  zup_mosina: number;
  letzte_meile: number;
  paushall: number;
  thc_zup: number;
}

export interface ImmFactors {
  ausg: number;
  kf: number;
  ap1: number;
  ap2: number;
  ap3: number;
  db1: number;
  kvar: number;
  fakt: number;
}

/**
 * Euro to whole cents, half away from zero. The product is first cut to 15 significant digits
 * so that binary noise (1.005 · 100 = 100.49999…) rounds as the decimal number it stands for.
 */
export function round2(value: number): number {
  if (!Number.isFinite(value)) return value;
  const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
  const result = (Math.sign(value) * cents) / 100;
  return result === 0 ? 0 : result; // no -0 in answers
}

/** Whole euros below a price, with the same care for binary noise (882.99999999 is 883). */
function floorEuro(value: number): number {
  const nearest = Math.round(value);
  return Math.abs(value - nearest) < 1e-9 * Math.max(1, Math.abs(value)) ? nearest : Math.floor(value);
}

const n = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? 0 : value;

export interface FreightResult {
  calculated_price: number;
  porto: number;
  final_price: number;
}

export function freight(product: PricingProduct, service: PostalFactors): FreightResult {
  const calculated_price = round2(
    n(product.cbm) * service.zup_mosina + n(product.coli) * service.thc_zup + service.letzte_meile + service.paushall,
  );
  const porto = round2(calculated_price * service.faktori_post);
  const final_price = round2(n(product.price) + porto);
  return { calculated_price, porto, final_price };
}

export interface MarginResult {
  einst: number;
  porto: number;
  pu_kalk: number;
  pu: number;
  vk_werb: number;
  ap1: number;
  ap2: number;
  db1e: number;
  /** Achieved DB1 in percent (not rounded). */
  db1: number;
  db2e: number;
  /** DB2 in percent (not rounded). */
  db2p: number;
  freie: number;
}

export function margin(product: PricingProduct, service: PostalFactors, set: ImmFactors): MarginResult {
  const { porto } = freight(product, service);
  const einst = round2(n(product.price) * set.ausg + n(product.cbm) * set.kf);
  const pu_kalk = round2((einst + porto) * set.fakt * VAT_FACTOR);
  // A retail price is never below 0,99 €: so the net price is never 0 and the percentages always exist.
  const pu = round2(Math.max(0, floorEuro(pu_kalk)) + 0.99);
  const vk_werb = round2(Math.max(0, floorEuro(pu * (1 + set.ap3 / 100))) + 0.99);
  const ap1 = round2(pu * (1 - set.ap1 / 100));
  const ap2 = round2(pu * (1 - set.ap2 / 100));
  const net = pu / VAT_FACTOR;
  const db1e = round2(net - einst);
  const db1 = ((net - einst) / net) * 100;
  const kvarE = (net * set.kvar) / 100;
  const db2 = net - einst - porto - kvarE;
  const db2e = round2(db2);
  const db2p = (db2 / net) * 100;
  const freie = round2(net - einst - (net * set.db1) / 100);
  return { einst, porto, pu_kalk, pu, vk_werb, ap1, ap2, db1e, db1, db2e, db2p, freie };
}

/** A row whose margin left above the set's DB1 minimum is negative: the screen marks it red. */
export const belowMinimum = (result: Pick<MarginResult, 'freie'>) => result.freie < 0;
