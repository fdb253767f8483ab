import { isValidIBAN } from 'ibantools';

/** Whether an IBAN (electronic form) has the right check digits and its country's length and pattern. */
export const ibanIsValid = (iban: string) => isValidIBAN(iban);

/**
 * The IBAN as staff and the seller see it (decision 169): country and check digits, then only the last four
 * characters, in groups of four as printed: DE89370400440532013000 → "DE89 **** **** **** **30 00".
 */
export function maskIban(iban: string): string {
  const masked = iban.slice(0, 4) + '*'.repeat(Math.max(0, iban.length - 8)) + iban.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}
