import type { AddressDto } from '@wohnwerk/contract/account';
import type { CartLine } from '@wohnwerk/contract/cart';
import {
  checkoutFormAddressSchema,
  type CheckoutAddress,
  type PaymentConfig,
  type PaymentMethod,
} from '@wohnwerk/contract/checkout';
import { isApiError } from '../../../lib/api-client.ts';
import { weeksOnly } from '../../../lib/delivery-weeks.ts';
import type { AddressValues } from './address-fields.tsx';
import { tokenForCard } from './test-card.ts';

/** What the checkout wizard works out from its state: no React, so each can be tested alone. */

type Errors = Record<string, string[] | undefined>;

/** An address as the contract reads it, or its field errors. */
export const checkAddress = (values: AddressValues): { ok: CheckoutAddress | null; errors: Errors } => {
  const parsed = checkoutFormAddressSchema.safeParse(values);
  return parsed.success
    ? { ok: parsed.data, errors: {} }
    : { ok: null, errors: parsed.error.flatten().fieldErrors as Errors };
};

/** "1-2 Wochen" while everything is in stock (a light always is), else each line's delivery weeks once. */
export const deliveryTextOf = (lines: readonly CartLine[]) =>
  lines.every((l) => l.is_light || l.stock > 0)
    ? '1-2 Wochen'
    : `${[...new Set(lines.map((l) => (l.is_light ? '1-2' : weeksOnly(l.lieferzeit))))].join(', ')} Wochen`;

/** The cart's lines as the checkout's funnel steps record them. */
export const stepItemsOf = (lines: readonly CartLine[]) =>
  lines.map((l) =>
    l.is_light ? { light_id: l.light_id, light: true } : { shopmarketplace_id: l.shopmarketplace_id, light: false },
  );

/**
 * The addresses of step 1 checked: the USt-IdNr. belongs to the billing address (checked where it
 * was typed), the shipping address keeps only the company.
 */
export function confirmAddresses(shipping: AddressValues, billing: AddressValues, sameBilling: boolean) {
  const s = checkAddress({ ...shipping, vat_id: '' });
  const b = checkAddress(sameBilling ? shipping : billing);
  const errors = { shipping: sameBilling ? b.errors : s.errors, billing: sameBilling ? {} : b.errors };
  return { errors, addresses: s.ok && b.ok ? { shipping: s.ok, billing: b.ok } : null };
}

/** The totals' failure in words: the server's message when it sent one. */
export const totalsErrorOf = (error: unknown, fallback: string) =>
  error ? ((isApiError(error) ? error.serverMessage : null) ?? fallback) : null;

/** The card token to pay with: Stripe's PaymentMethod, the test provider's token, none for PayPal. */
export const cardTokenOf = (
  method: PaymentMethod,
  stripeCardId: string | null | undefined,
  stripe: boolean,
  number: string,
) => (method !== 'card' ? null : stripe ? (stripeCardId ?? null) : tokenForCard(number));

/**
 * The default shipping address put into step 1's values. A saved address has no recipient (spec §3
 * "Address"): the names stay as they are.
 */
export const withSavedAddress = (values: AddressValues, saved: AddressDto): AddressValues => {
  const { address_1, address_2, city, state, country, zip } = saved;
  const business = { company: saved.company ?? '', vat_id: saved.vat_id ?? '' };
  return { ...values, address_1, address_2, city, state: state ?? '', country, zip, ...business };
};

/** How the review names the payment: the card's last four digits, and "Testzahlung" for a built-in test provider. */
export function paymentSummaryOf(
  method: PaymentMethod,
  config: PaymentConfig | undefined,
  stripeLast4: string | undefined,
  number: string,
) {
  const stripeKey = config?.provider === 'stripe' ? config.stripe_publishable_key : null;
  return {
    isTest: method === 'card' ? config?.provider !== 'stripe' : config?.paypal !== 'paypal',
    last4: stripeKey ? (stripeLast4 ?? '') : number.replace(/\s+/g, '').slice(-4),
  };
}
