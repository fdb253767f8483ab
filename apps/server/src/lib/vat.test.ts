import { describe, expect, it } from 'vitest';
import { allocate, orderShares, splitByRates, type VatInput, vatTotals, voucherPaidCents } from './vat.ts';

const at7 = (grossCents: number) => ({ rate: 7, grossCents });
const at19 = (grossCents: number) => ({ rate: 19, grossCents });
type Row = [rate: number, net: number, vat: number, gross: number];

/** Mixed carts and the cents each rate must come to (docs/decisions/153); every row worked by hand. */
const table: { cart: string; input: VatInput; shares: Row[]; vat: number; voucher: number; payable: number }[] = [
  {
    cart: '7 % only: a 107,00 € book shelf',
    input: { lines: [at7(10_700)] },
    shares: [[7, 10_000, 700, 10_700]],
    vat: 700,
    voucher: 0,
    payable: 10_700,
  },
  {
    cart: '19 % only: 2 × 899,99 + 29,99 (the checkout test cart)',
    input: { lines: [at19(179_998), at19(2_999)] },
    shares: [[19, 153_779, 29_218, 182_997]],
    vat: 29_218,
    voucher: 0,
    payable: 182_997,
  },
  {
    cart: '19 % only: 3 × 0,10 € rounds once per rate (5 cents), not per line (3 × 2 cents)',
    input: { lines: [at19(10), at19(10), at19(10)] },
    shares: [[19, 25, 5, 30]],
    vat: 5,
    voucher: 0,
    payable: 30,
  },
  {
    cart: 'both: 107,00 at 7 % and 119,00 at 19 %',
    input: { lines: [at19(11_900), at7(10_700)] },
    shares: [
      [7, 10_000, 700, 10_700],
      [19, 10_000, 1_900, 11_900],
    ],
    vat: 2_600,
    voucher: 0,
    payable: 22_600,
  },
  {
    cart: 'both, 10 % coupon (22,60): 10,70 off the 7 % goods, 11,90 off the 19 % goods',
    input: { lines: [at7(10_700), at19(11_900)], discountCents: 2_260 },
    shares: [
      [7, 9_000, 630, 9_630],
      [19, 9_000, 1_710, 10_710],
    ],
    vat: 2_340,
    voucher: 0,
    payable: 20_340,
  },
  {
    cart: 'both, fixed 50,00 coupon: 23,67 / 26,33 (the left cent to the larger remainder)',
    input: { lines: [at7(10_700), at19(11_900)], discountCents: 5_000 },
    shares: [
      [7, 7_788, 545, 8_333],
      [19, 7_787, 1_480, 9_267],
    ],
    vat: 2_025,
    voucher: 0,
    payable: 17_600,
  },
  {
    cart: 'both, gift code 25,00: a means of payment, the VAT stays that of the goods',
    input: { lines: [at7(10_700), at19(11_900)], voucherCents: 2_500 },
    shares: [
      [7, 10_000, 700, 10_700],
      [19, 10_000, 1_900, 11_900],
    ],
    vat: 2_600,
    voucher: 2_500,
    payable: 20_100,
  },
  {
    cart: 'both, shipping 4,90: 2,32 to the 7 % goods, 2,58 to the 19 % goods',
    input: { lines: [at7(10_700), at19(11_900)], shippingCents: 490 },
    shares: [
      [7, 10_217, 715, 10_932],
      [19, 10_217, 1_941, 12_158],
    ],
    vat: 2_656,
    voucher: 0,
    payable: 23_090,
  },
  {
    cart: 'both, shipping 4,90, coupon 50,00 and gift code 25,00',
    input: { lines: [at7(10_700), at19(11_900)], shippingCents: 490, discountCents: 5_000, voucherCents: 2_500 },
    // Goods + shipping per rate 109,32 / 121,58; the coupon 23,67 / 26,33 as above.
    shares: [
      [7, 8_005, 560, 8_565],
      [19, 8_004, 1_521, 9_525],
    ],
    vat: 2_081,
    voucher: 2_500,
    payable: 15_590,
  },
  {
    cart: 'a gift code worth more than the cart pays it whole and no more',
    input: { lines: [at7(1_999)], voucherCents: 2_500 },
    shares: [[7, 1_868, 131, 1_999]],
    vat: 131,
    voucher: 1_999,
    payable: 0,
  },
  {
    cart: 'a coupon of the whole amount leaves every rate at 0',
    input: { lines: [at7(10_700), at19(11_900)], discountCents: 22_600 },
    shares: [
      [7, 0, 0, 0],
      [19, 0, 0, 0],
    ],
    vat: 0,
    voucher: 0,
    payable: 0,
  },
];

describe('vatTotals: VAT per rate of a cart', () => {
  it.each(table)('$cart', ({ input, shares, vat, voucher, payable }) => {
    const got = vatTotals(input);
    expect(got.shares.map((s) => [s.rate, s.netCents, s.vatCents, s.grossCents])).toEqual(shares);
    expect(got.vatCents).toBe(vat);
    expect(got.voucherCents).toBe(voucher);
    expect(got.payableCents).toBe(payable);
    // The totals are exact to the cent: each rate's net + VAT is its gross, the rates add up to the whole.
    for (const s of got.shares) expect(s.netCents + s.vatCents).toBe(s.grossCents);
    const goods = input.lines.reduce((sum, l) => sum + l.grossCents, 0);
    expect(got.grossCents).toBe(goods + (input.shippingCents ?? 0) - (input.discountCents ?? 0));
    expect(got.netCents + got.vatCents).toBe(got.grossCents);
    expect(got.payableCents + got.voucherCents).toBe(got.grossCents);
  });

  it('checked every row of the table', () => {
    expect(table).toHaveLength(11);
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
  it('read as 19 % of their total, and a voucher as what the rates come to beyond the charge', () => {
    const legacy = { vatBreakdown: [], totalCents: 11_900, vatCents: 1_900 };
    expect(orderShares(legacy)).toEqual([{ rate: 19, netCents: 10_000, vatCents: 1_900, grossCents: 11_900 }]);
    expect(voucherPaidCents(legacy)).toBe(0);
    const gift = vatTotals({ lines: [at7(10_700)], voucherCents: 2_500 });
    expect(
      voucherPaidCents({ vatBreakdown: gift.shares, totalCents: gift.payableCents, vatCents: gift.vatCents }),
    ).toBe(2_500);
  });
});
