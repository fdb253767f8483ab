import { describe, expect, it } from 'vitest';
import { ibanIsValid, maskIban } from './seller-iban.ts';

describe('seller IBAN', () => {
  it('masks all but country, check digits and the last four characters, in groups of four', () => {
    expect(maskIban('DE89370400440532013000')).toBe('DE89 **** **** **** **30 00');
    expect(maskIban('AT611904300234573201')).toBe('AT61 **** **** **** 3201');
    expect(maskIban('NL91ABNA0417164300')).toBe('NL91 **** **** **43 00');
  });

  it('accepts right check digits and refuses a changed digit or a wrong length', () => {
    expect(ibanIsValid('DE89370400440532013000')).toBe(true);
    expect(ibanIsValid('DE89370400440532013001')).toBe(false);
    expect(ibanIsValid('DE8937040044053201300')).toBe(false);
  });
});
