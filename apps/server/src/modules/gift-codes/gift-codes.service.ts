import { randomInt } from 'node:crypto';
import { giftCodeTexts, type CreateCodesBody } from '@wohnwerk/contract/gift-codes';
import type { Db } from '../../db/client.ts';
import * as giftCodeQueries from './gift-codes.queries.ts';

/** No 0/O, 1/I/L: codes are read aloud and typed from paper (backoffice-rules.md "Gift codes"). */
export const GIFT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GIFT_CODE_LENGTH = 12;

function newGiftCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CODE_LENGTH; i++) code += GIFT_CODE_ALPHABET[randomInt(GIFT_CODE_ALPHABET.length)];
  return code;
}

export class GiftCodeService {
  constructor(private readonly db: Db) {}

  list() {
    return giftCodeQueries.listGiftCodes(this.db);
  }

  /**
   * Makes exactly `quantity` new codes. 31^12 codes make a collision very rare, but the unique
   * index (case-insensitive, shared with checkout coupons) has the last word: codes it refuses
   * are drawn again until all are in.
   */
  async create(body: CreateCodesBody, userId: number) {
    const made: string[] = [];
    for (let round = 0; made.length < body.quantity; round++) {
      if (round > 20) throw new Error('gift codes: no free codes after 20 rounds');
      const wanted = new Set<string>();
      while (wanted.size < body.quantity - made.length) wanted.add(newGiftCode());
      made.push(...(await giftCodeQueries.insertGiftCodes(this.db, [...wanted], body.value, userId)));
    }
    const codes = await giftCodeQueries.giftCodesByCode(this.db, made);
    return { message: giftCodeTexts.created(codes.length, body.value.toFixed(2).replace('.', ',')), codes };
  }
}
