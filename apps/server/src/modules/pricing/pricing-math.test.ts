import { describe, expect, it } from 'vitest';
import { belowMinimum, freight, margin, round2, type ImmFactors, type PostalFactors } from './pricing-math.ts';

// The worked example of design/pricing.md.
const product = { price: 200, cbm: 1.2, coli: 3 };
const service: PostalFactors = { faktori_post: 1.1, zup_mosina: 45, letzte_meile: 35, paushall: 10, thc_zup: 4 };
const set: ImmFactors = { ausg: 1.05, kf: 20, ap1: 10, ap2: 20, ap3: 30, db1: 35, kvar: 8, fakt: 1.6 };

describe('round2', () => {
  it('rounds half away from zero, also where binary noise hides the half', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(0.125)).toBe(0.13);
    expect(round2(678.0144)).toBe(678.01);
    expect(round2(-0.001)).toBe(0);
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });
});

describe('the worked example of design/pricing.md, to the cent', () => {
  it('gives the freight calculator values', () => {
    expect(freight(product, service)).toEqual({ calculated_price: 111, porto: 122.1, final_price: 322.1 });
  });

  it('gives every value of the margin calculator', () => {
    const r = margin(product, service, set);
    expect(r.porto).toBe(122.1);
    expect(r.einst).toBe(234);
    expect(r.pu_kalk).toBe(678.01);
    expect(r.pu).toBe(678.99);
    expect(r.vk_werb).toBe(882.99);
    expect(r.ap1).toBe(611.09);
    expect(r.ap2).toBe(543.19);
    expect(r.db1e).toBe(336.58);
    expect(round2(r.db1)).toBe(58.99);
    expect(r.db2e).toBe(168.83);
    expect(round2(r.db2p)).toBe(29.59);
    expect(r.freie).toBe(136.88);
    expect(belowMinimum(r)).toBe(false);
  });
});

describe('edge inputs', () => {
  it('counts a product without cbm or coli as no volume and no packages', () => {
    const f = freight({ price: 100, cbm: null, coli: null }, service);
    // Only the per-shipment costs remain: 35 + 10 = 45, times 1.1.
    expect(f).toEqual({ calculated_price: 45, porto: 49.5, final_price: 149.5 });
    const r = margin({ price: 100, cbm: null, coli: null }, service, set);
    expect(r.einst).toBe(105);
    expect(r.porto).toBe(49.5);
    // (105 + 49.5) · 1.6 · 1.19 = 294.168 → 294.17 → 294.99
    expect(r.pu_kalk).toBe(294.17);
    expect(r.pu).toBe(294.99);
  });

  it('prices a product without a purchase price from its freight alone', () => {
    const f = freight({ price: null, cbm: 1, coli: 1 }, service);
    expect(f.final_price).toBe(f.porto);
  });

  it('gives zero freight for an all-zero service and a retail price of 0,99 € for a free product', () => {
    const zero: PostalFactors = { faktori_post: 0, zup_mosina: 0, letzte_meile: 0, paushall: 0, thc_zup: 0 };
    expect(freight({ price: 0, cbm: 0, coli: 0 }, zero)).toEqual({ calculated_price: 0, porto: 0, final_price: 0 });
    const r = margin({ price: 0, cbm: 0, coli: 0 }, zero, { ...set, fakt: 0 });
    expect(r.pu).toBe(0.99);
    expect(r.vk_werb).toBe(1.99); // floor(0.99 · 1.3 = 1.287) + 0.99
    expect(Number.isFinite(r.db1)).toBe(true);
    expect(Number.isFinite(r.db2p)).toBe(true);
    expect(r.db1).toBeCloseTo(100, 10);
  });

  it('never divides by zero and never goes below 0,99 € when the inputs are negative', () => {
    const r = margin({ price: -500, cbm: -1, coli: -2 }, service, set);
    expect(r.pu).toBeGreaterThanOrEqual(0.99);
    for (const value of Object.values(r)) expect(Number.isFinite(value)).toBe(true);
    const f = freight({ price: -10, cbm: -1, coli: 0 }, service);
    expect(f.calculated_price).toBe(0); // −45 + 45
  });

  it('marks a product whose mark-up is too low for the set’s DB1 minimum as below the minimum', () => {
    // net ≈ (einst + porto) · 1.1, and 65 % of that is less than the landed cost of 1052 €.
    const r = margin({ price: 1000, cbm: 0.1, coli: 1 }, service, { ...set, fakt: 1.1 });
    expect(r.freie).toBeLessThan(0);
    expect(belowMinimum(r)).toBe(true);
  });

  it('keeps huge inputs finite and in whole cents', () => {
    const extreme = margin(
      { price: 99_999_999, cbm: 99_999, coli: 32_767 },
      { ...service, faktori_post: 999_999 },
      { ...set, ap3: 1000, fakt: 999_999 },
    );
    for (const value of Object.values(extreme)) expect(Number.isFinite(value)).toBe(true);
    const r = margin({ price: 9_999_999, cbm: 99_999, coli: 32_767 }, service, set);
    for (const key of ['einst', 'pu_kalk', 'pu', 'ap1', 'ap2', 'db1e', 'db2e', 'freie'] as const) {
      expect(Math.abs(r[key] * 100 - Math.round(r[key] * 100))).toBeLessThan(0.5);
    }
    expect(r.pu).toBeGreaterThan(r.pu_kalk - 1);
  });

  it('treats NaN or infinite staff data like missing data', () => {
    expect(freight({ price: Number.NaN, cbm: Number.POSITIVE_INFINITY, coli: null }, service)).toEqual({
      calculated_price: 45,
      porto: 49.5,
      final_price: 49.5,
    });
  });
});

describe('further worked examples, computed by hand in decimal arithmetic from design/pricing.md', () => {
  // Each row: inputs, then every named result to the cent (percentages rounded for display).
  const examples = [
    {
      name: 'a small item whose freight sum ends on a half cent (49,725 → 49,73)',
      product: { price: 89.9, cbm: 0.35, coli: 1 },
      service: { faktori_post: 1.25, zup_mosina: 38.5, letzte_meile: 29, paushall: 4.5, thc_zup: 2.75 },
      set: { ausg: 1.12, kf: 35, ap1: 5, ap2: 15, ap3: 45, db1: 40, kvar: 12, fakt: 1.45 },
      want: {
        calculated_price: 49.73,
        porto: 62.16,
        final_price: 152.06,
        einst: 112.94,
        pu_kalk: 302.14,
        pu: 302.99,
        vk_werb: 439.99,
        ap1: 287.84,
        ap2: 257.54,
        db1e: 141.67,
        db1: 55.64,
        db2e: 48.96,
        db2p: 19.23,
        freie: 39.83,
      },
    },
    {
      name: 'a big wardrobe in four packages',
      product: { price: 1499, cbm: 2.85, coli: 4 },
      service: { faktori_post: 1.08, zup_mosina: 52, letzte_meile: 49, paushall: 15, thc_zup: 3.5 },
      set: { ausg: 1.07, kf: 18, ap1: 12.5, ap2: 25, ap3: 60, db1: 38, kvar: 9.5, fakt: 1.75 },
      want: {
        calculated_price: 226.2,
        porto: 244.3,
        final_price: 1743.3,
        einst: 1655.23,
        pu_kalk: 3955.77,
        pu: 3955.99,
        vk_werb: 6329.99,
        ap1: 3461.49,
        ap2: 2966.99,
        db1e: 1669.13,
        db1: 50.21,
        db2e: 1109.02,
        db2p: 33.36,
        freie: 405.87,
      },
    },
    {
      name: 'a set with too small a mark-up: below the DB1 minimum (red row)',
      product: { price: 1000, cbm: 0.1, coli: 1 },
      service: { faktori_post: 1.1, zup_mosina: 45, letzte_meile: 35, paushall: 10, thc_zup: 4 },
      set: { ausg: 1.05, kf: 20, ap1: 10, ap2: 20, ap3: 30, db1: 35, kvar: 8, fakt: 1.1 },
      want: {
        calculated_price: 53.5,
        porto: 58.85,
        final_price: 1058.85,
        einst: 1052,
        pu_kalk: 1454.1,
        pu: 1454.99,
        vk_werb: 1891.99,
        ap1: 1309.49,
        ap2: 1163.99,
        db1e: 170.68,
        db1: 13.96,
        db2e: 14.02,
        db2p: 1.15,
        freie: -257.26,
      },
    },
  ];

  it.each(examples)('$name', ({ product: p, service: s, set: m, want }) => {
    const f = freight(p, s);
    const r = margin(p, s, m);
    expect({
      calculated_price: f.calculated_price,
      porto: f.porto,
      final_price: f.final_price,
      einst: r.einst,
      pu_kalk: r.pu_kalk,
      pu: r.pu,
      vk_werb: r.vk_werb,
      ap1: r.ap1,
      ap2: r.ap2,
      db1e: r.db1e,
      db1: round2(r.db1),
      db2e: r.db2e,
      db2p: round2(r.db2p),
      freie: r.freie,
    }).toEqual(want);
    expect(r.porto).toBe(f.porto);
    expect(belowMinimum(r)).toBe(want.freie < 0);
  });
});
