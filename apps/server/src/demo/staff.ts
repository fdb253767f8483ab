import type { coupons } from '../db/schema/coupons.ts';
import type { fdimmSets, postalServices } from '../db/schema/pricing.ts';
import { addDays } from '@wohnwerk/contract/shop-time';
import { rng } from './random.ts';

export const postalServiceRows: (typeof postalServices.$inferInsert)[] = [
  // The worked example of design/pricing.md.
  { name: 'Spedition Standard', faktoriPost: 1.1, zupMosina: 45, letzteMeile: 35, paushall: 10, thcZup: 4 },
  { name: 'Spedition Express', faktoriPost: 1.15, zupMosina: 62, letzteMeile: 49, paushall: 15, thcZup: 5 },
  { name: 'Paketdienst', faktoriPost: 1.05, zupMosina: 28, letzteMeile: 6.9, paushall: 2.5, thcZup: 1.5 },
];

export const fdimmSetRows: (typeof fdimmSets.$inferInsert)[] = [
  // The worked example of design/pricing.md.
  { name: 'Standard 2026', ausg: 1.05, kf: 20, ap1: 10, ap2: 20, ap3: 30, db1: 35, kvar: 8, fakt: 1.6 },
  { name: 'Aktion Frühjahr', ausg: 1.05, kf: 20, ap1: 15, ap2: 25, ap3: 40, db1: 30, kvar: 9, fakt: 1.5 },
  { name: 'Marktplatz', ausg: 1.08, kf: 22, ap1: 5, ap2: 10, ap3: 20, db1: 40, kvar: 12, fakt: 1.75 },
];

/** Letters and digits that cannot be mistaken for one another when read aloud or typed (no 0/O, 1/I/L). */
const giftCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function couponRows(options: { today: string; adminId: number }): (typeof coupons.$inferInsert)[] {
  const r = rng('wohnwerk-coupons');
  const at = (day: string) => new Date(`${day}T00:00:00+01:00`);
  const giftCode = () => Array.from({ length: 12 }, () => r.pick([...giftCodeAlphabet])).join('');
  const rows: (typeof coupons.$inferInsert)[] = [
    { code: 'WILLKOMMEN10', kind: 'percent', value: 10, minOrderCents: 10_000, validFrom: at('2025-01-01') },
    {
      code: 'SOMMER50',
      kind: 'fixed',
      value: 50,
      minOrderCents: 50_000,
      validFrom: at(addDays(options.today, -30)),
      validUntil: at(addDays(options.today, 365)),
    },
    {
      code: 'WINTER2025',
      kind: 'percent',
      value: 15,
      minOrderCents: 0,
      validFrom: at('2025-12-01'),
      validUntil: at('2026-02-28'),
    },
    // Used up: the limit is reached.
    {
      code: 'BLITZ20',
      kind: 'fixed',
      value: 20,
      minOrderCents: 20_000,
      validFrom: at(addDays(options.today, -60)),
      usageLimit: 50,
      usedCount: 50,
    },
  ];
  for (const [value, used] of [
    [25, false],
    [50, false],
    [50, true],
    [100, false],
  ] as const) {
    const createdAt = at(addDays(options.today, -r.int(3, 40)));
    rows.push({
      code: giftCode(),
      kind: 'fixed',
      value,
      isGiftCode: true,
      usageLimit: 1,
      usedCount: used ? 1 : 0,
      usedAt: used ? new Date(createdAt.getTime() + 2 * 86_400_000) : null,
      createdBy: options.adminId,
      createdAt,
    });
  }
  return rows;
}
