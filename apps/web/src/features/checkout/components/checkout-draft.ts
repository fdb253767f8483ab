import { emptyAddress, type AddressValues } from './address-fields.tsx';

/**
 * The address step as typed, kept in the tab's sessionStorage so a reload of /checkout keeps it
 * (docs/decisions/118). Only the addresses: card data is never written anywhere. It goes with the
 * tab, and when the order is placed.
 */
interface CheckoutDraft {
  shipping: AddressValues;
  billing: AddressValues;
  sameBilling: boolean;
}

const KEY = 'checkout-address';
const fields = Object.keys(emptyAddress) as (keyof AddressValues)[];

/** Only the known fields, as text: a stored value someone edited by hand cannot break the form. */
const addressFrom = (value: unknown): AddressValues => {
  const stored = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return Object.fromEntries(
    fields.map((f) => [f, typeof stored[f] === 'string' ? stored[f] : emptyAddress[f]]),
  ) as AddressValues;
};

export function readCheckoutDraft(): CheckoutDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Record<keyof CheckoutDraft, unknown>>;
    return {
      shipping: addressFrom(parsed.shipping),
      billing: addressFrom(parsed.billing),
      sameBilling: parsed.sameBilling !== false,
    };
  } catch {
    return null;
  }
}

export function saveCheckoutDraft(draft: CheckoutDraft) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, it just does not survive a reload.
  }
}

export function clearCheckoutDraft() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
