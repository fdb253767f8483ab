import { describe, expect, it } from 'vitest';
import { allocate, orderShares, splitByRates, type VatInput, vatTotals } from './vat.ts';

const at7 = (grossCents: number) => ({ rate: 7, grossCents });
const at19 = (grossCents: number) => ({ rate: 19, grossCents });
type Row = [rate: number, net: number, vat: number, gross: number];

/** Mixed carts and the cents each rate must come to (docs/decisions/153); every row worked by hand. */
const table: { cart: string; input: VatInput; shares: Row[]; vat: number; gross: number }[] = [
  {
    cart: '7 % only: a 107,00 € book shelf',
    input: { lines: [at7(10_700)] },
    shares: [[7, 10_000, 700, 10_700]],
    vat: 700,
    gross: 10_700,
  },
  {
    cart: '19 % only: 2 × 899,99 + 29,99 (the checkout test cart)',
    input: { lines: [at19(179_998), at19(2_999)] },
    shares: [[19, 153_779, 29_218, 182_997]],
    vat: 29_218,
    gross: 182_997,
  },
  {
    cart: '19 % only: 3 × 0,10 € rounds once per rate (5 cents), not per line (3 × 2 cents)',
    input: { lines: [at19(10), at19(10), at19(10)] },
    shares: [[19, 25, 5, 30]],
    vat: 5,
    gross: 30,
  },
  {
    cart: 'both: 107,00 at 7 % and 119,00 at 19 %',
    input: { lines: [at19(11_900), at7(10_700)] },
    shares: [
      [7, 10_000, 700, 10_700],
      [19, 10_000, 1_900, 11_900],
    ],
    vat: 2_600,
    gross: 22_600,
  },
  {
    cart: 'both, 10 % coupon (22,60): 10,70 off the 7 % goods, 11,90 off the 19 % goods',
    input: { lines: [at7(10_700), at19(11_900)], discountCents: 2_260 },
    shares: [
      [7, 9_000, 630, 9_630],
      [19, 9_000, 1_710, 10_710],
    ],
    vat: 2_340,
    gross: 20_340,
  },
  {
    cart: 'both, fixed 50,00 coupon: 23,67 / 26,33 (the left cent to the larger remainder)',
    input: { lines: [at7(10_700), at19(11_900)], discountCents: 5_000 },
    shares: [
      [7, 7_788, 545, 8_333],
      [19, 7_787, 1_480, 9_267],
    ],
    vat: 2_025,
    gross: 17_600,
  },
  {
    cart: '7 % only, gift code 25,00: a price reduction, 82,00 left at 7 %',
    input: { lines: [at7(10_700)], giftCodeCents: 2_500 },
    shares: [[7, 7_664, 536, 8_200]],
    vat: 536,
    gross: 8_200,
  },
  {
    cart: '19 % only, gift code 25,00: 94,00 left at 19 %',
    input: { lines: [at19(11_900)], giftCodeCents: 2_500 },
    shares: [[19, 7_899, 1_501, 9_400]],
    vat: 1_501,
    gross: 9_400,
  },
  {
    cart: 'both, gift code 25,00: 11,84 off the 7 % goods, 13,16 off the 19 % goods, like a coupon',
    input: { lines: [at7(10_700), at19(11_900)], giftCodeCents: 2_500 },
    // 25,00 · 107/226 = 11,836 and 25,00 · 119/226 = 13,164: the left cent to the larger remainder (7 %).
    shares: [
      [7, 8_893, 623, 9_516],
      [19, 8_894, 1_690, 10_584],
    ],
    vat: 2_313,
    gross: 20_100,
  },
  {
    cart: 'both, shipping 4,90: 2,32 to the 7 % goods, 2,58 to the 19 % goods',
    input: { lines: [at7(10_700), at19(11_900)], shippingCents: 490 },
    shares: [
      [7, 10_217, 715, 10_932],
      [19, 10_217, 1_941, 12_158],
    ],
    vat: 2_656,
    gross: 23_090,
  },
  {
    cart: 'both, shipping 4,90 and gift code 25,00',
    input: { lines: [at7(10_700), at19(11_900)], shippingCents: 490, giftCodeCents: 2_500 },
    // Goods + shipping per rate 109,32 / 121,58 (as above); the gift code 11,84 / 13,16 by the goods.
    shares: [
      [7, 9_110, 638, 9_748],
      [19, 9_111, 1_731, 10_842],
    ],
    vat: 2_369,
    gross: 20_590,
  },
  {
    cart: 'both, shipping 4,90, coupon 50,00 and gift code 25,00: one reduction of 75,00, 35,51 / 39,49',
    input: { lines: [at7(10_700), at19(11_900)], shippingCents: 490, discountCents: 5_000, giftCodeCents: 2_500 },
    // 75,00 · 107/226 = 35,509 and 75,00 · 119/226 = 39,491, split once: 109,32 − 35,51 and 121,58 − 39,49.
    shares: [
      [7, 6_898, 483, 7_381],
      [19, 6_898, 1_311, 8_209],
    ],
    vat: 1_794,
    gross: 15_590,
  },
  {
    cart: 'a gift code worth more than the cart takes it to 0 and no further (the rest is not paid out)',
    input: { lines: [at7(1_999)], giftCodeCents: 2_500 },
    shares: [[7, 0, 0, 0]],
    vat: 0,
    gross: 0,
  },
  {
    cart: 'a coupon of the whole amount leaves every rate at 0',
    input: { lines: [at7(10_700), at19(11_900)], discountCents: 22_600 },
    shares: [
      [7, 0, 0, 0],
      [19, 0, 0, 0],
    ],
    vat: 0,
    gross: 0,
  },
];

describe('vatTotals: VAT per rate of a cart', () => {
  it.each(table)('$cart', ({ input, shares, vat, gross }) => {
    const got = vatTotals(input);
    expect(got.shares.map((s) => [s.rate, s.netCents, s.vatCents, s.grossCents])).toEqual(shares);
    expect(got.vatCents).toBe(vat);
    // What the customer pays: coupons and gift codes alike are taken off the taxable amount.
    expect(got.grossCents).toBe(gross);
    // The totals are exact to the cent: each rate's net + VAT is its gross, the rates add up to the whole.
    for (const s of got.shares) expect(s.netCents + s.vatCents).toBe(s.grossCents);
    const goods = input.lines.reduce((sum, l) => sum + l.grossCents, 0);
    const reductions = (input.discountCents ?? 0) + (input.giftCodeCents ?? 0);
    expect(got.grossCents).toBe(Math.max(0, goods + (input.shippingCents ?? 0) - reductions));
    expect(got.netCents + got.vatCents).toBe(got.grossCents);
  });

  it('checked every row of the table', () => {
    expect(table).toHaveLength(14);
  });
});

describe('allocate', () => {
  it('splits exactly, the left cents to the largest remainders', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([33, 33, 34]);
    expect(allocate(5_000, [10_700, 11_900])).toEqual([2_367, 2_633]);
    expect(allocate(0, [3, 4])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
    // Past 2^53 for amount · weight, still exact.
    const big = allocate(99_999_999_999, [9_999_999_999, 1]);
    expect(big[0] + big[1]).toBe(99_999_999_999);
  });
});

describe('splitByRates: a refund of part of an order', () => {
  it('takes 100,00 off a mixed order in proportion to each rate’s gross, rounding each rate once', () => {
    const order = vatTotals({ lines: [at7(10_700), at19(11_900)] }).shares;
    const refund = splitByRates(10_000, order);
    expect(refund.map((s) => [s.rate, s.netCents, s.vatCents, s.grossCents])).toEqual([
      [7, 4_425, 310, 4_735],
      [19, 4_424, 841, 5_265],
    ]);
  });

  it('leaves out a rate whose part is 0', () => {
    expect(splitByRates(1, [...vatTotals({ lines: [at7(1), at19(10_000)] }).shares])).toEqual([
      { rate: 19, netCents: 1, vatCents: 0, grossCents: 1 },
    ]);
  });
});

describe('orders kept before VAT per rate', () => {
  it('read as 19 % of their total (a coupon or gift code already taken off it)', () => {
    const legacy = { vatBreakdown: [], totalCents: 11_900, vatCents: 1_900 };
    expect(orderShares(legacy)).toEqual([{ rate: 19, netCents: 10_000, vatCents: 1_900, grossCents: 11_900 }]);
  });
});
