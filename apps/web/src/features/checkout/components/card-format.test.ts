import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry } from './card-format.ts';

describe('card fields as typed', () => {
  it('group the card number in fours and drop what is not a digit', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('4000-0000 0000x0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('write the expiry as MM/JJ once the year begins', () => {
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('12/29')).toBe('12/29');
    expect(formatExpiry('12/2999')).toBe('12/29');
  });

  it('keep at most four digits of the check number', () => {
    expect(formatCvc('12a345')).toBe('1234');
  });
});
