import { z } from 'zod';
import { euroAmount } from './fields.ts';

/** Gift codes (spec/backoffice.md §2.13, §7.9; design/backoffice-rules.md "Gift codes"). */
export const giftCodeTexts = {
  quantity: 'Sasia duhet te jete nje numer nga 1 deri ne 500.',
  value: 'Vlera duhet te jete nje numer me i madh se 0.',
  created: (n: number, value: string) => `${n} kode u krijuan (${value} €).`,
} as const;

export const GIFT_CODE_MAX_QUANTITY = 500;

/** A count as a JSON number or a text of digits only: z.coerce (Number()) read "0x10" as 16 and "1e1" as 10. */
const wholeNumber = (v: unknown) => (typeof v === 'string' ? (/^\d{1,9}$/.test(v) ? Number(v) : Number.NaN) : v);

export const createCodesBodySchema = z.object({
  /** Euro, read by the one strict parser (euro.ts): "25,50", "25.50" or 25.5; at most two decimals. */
  value: euroAmount(giftCodeTexts.value, 100_000),
  quantity: z.preprocess(
    wholeNumber,
    z
      .number({ error: giftCodeTexts.quantity })
      .int({ error: giftCodeTexts.quantity })
      .min(1, { error: giftCodeTexts.quantity })
      .max(GIFT_CODE_MAX_QUANTITY, { error: giftCodeTexts.quantity }),
  ),
});
export type CreateCodesBody = z.infer<typeof createCodesBodySchema>;

export const giftCodeSchema = z.object({
  id: z.number(),
  code: z.string(),
  value: z.number(),
  created_at: z.string(),
  used: z.boolean(),
  used_at: z.string().nullable(),
});
export type GiftCode = z.infer<typeof giftCodeSchema>;
export const giftCodeListSchema = z.array(giftCodeSchema);
export const createCodesReplySchema = z.object({ message: z.string(), codes: z.array(giftCodeSchema) });
