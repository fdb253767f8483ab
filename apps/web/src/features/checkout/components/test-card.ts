/** Card numbers of the built-in test provider, as Stripe's test mode knows them. */
const TEST_CARDS: Record<string, string> = { '4242424242424242': 'tok_visa', '4000000000000002': 'tok_chargeDeclined' };

/**
 * The test provider's card element: like a provider's element it turns the card into a token in
 * the browser, so no card number is sent to the shop (shop-rules "Card data never reaches the
 * shop's server"). Any other number gets a token the test provider declines with its message.
 */
export function tokenForCard(number: string): string | null {
  const digits = number.replace(/\s+/g, '');
  if (!/^\d{13,19}$/.test(digits)) return null;
  return TEST_CARDS[digits] ?? 'tok_test_unknown';
}

export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
}

/** What is wrong with a typed test card, per field, as the i18n keys of the checkout's messages. */
export function testCardErrors(card: CardValues): Partial<Record<keyof CardValues, string>> {
  const errors: Partial<Record<keyof CardValues, string>> = {};
  if (!tokenForCard(card.number)) errors.number = 'payment.cardInvalid';
  if (!/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(card.expiry)) errors.expiry = 'payment.expiryInvalid';
  if (!/^\d{3,4}$/.test(card.cvc)) errors.cvc = 'payment.cvcInvalid';
  return errors;
}
