import type { Seller } from '@wohnwerk/contract/sellers';
import type { SellerBodyInput } from './api/sellers.ts';

/** What the seller form edits: every field as typed, the commissions as text ("12,5"). */
export interface SellerFormValues {
  company_name: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  vat_id: string;
  iban: string;
  commission_percent: string;
  category_commissions: { category_id: string | null; commission_percent: string }[];
  shop_ids: string[];
  email: string;
}

export const emptySellerForm: SellerFormValues = {
  company_name: '',
  street: '',
  zip: '',
  city: '',
  country: 'DE',
  vat_id: '',
  iban: '',
  commission_percent: '',
  category_commissions: [],
  shop_ids: [],
  email: '',
};

const percentText = (n: number) => String(n).replace('.', ',');

/**
 * A "12,5" or "12.5" as typed, as the number the API takes; NaN for anything else (the contract's schema then answers
 * its own message), so "12,5 %" or "" never turns into 0 silently.
 */
export function percentOf(text: string): number {
  const tidy = text.trim().replace(/\s*%$/, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(tidy) ? Number(tidy) : Number.NaN;
}

/** The form of a loaded seller. Staff see the masked IBAN (they cannot save); admins get it in full to edit. */
export function formOfSeller(seller: Seller): SellerFormValues {
  return {
    company_name: seller.company_name,
    street: seller.street,
    zip: seller.zip,
    city: seller.city,
    country: seller.country,
    vat_id: seller.vat_id,
    iban: seller.iban_full ?? seller.iban,
    commission_percent: percentText(seller.commission_percent),
    category_commissions: seller.category_commissions.map((c) => ({
      category_id: String(c.category_id),
      commission_percent: percentText(c.commission_percent),
    })),
    shop_ids: seller.shops.map((s) => String(s.id)),
    email: seller.email,
  };
}

/** The body the API takes; rows of the commission table without a category are left out (an unfinished row). */
export function bodyOfSellerForm(v: SellerFormValues): SellerBodyInput {
  return {
    company_name: v.company_name,
    street: v.street,
    zip: v.zip,
    city: v.city,
    country: v.country,
    vat_id: v.vat_id,
    iban: v.iban,
    commission_percent: percentOf(v.commission_percent),
    category_commissions: v.category_commissions
      .filter((c) => c.category_id !== null)
      .map((c) => ({ category_id: Number(c.category_id), commission_percent: percentOf(c.commission_percent) })),
    shop_ids: v.shop_ids.map(Number),
    email: v.email,
  };
}

/**
 * Field errors by the form's field names: a category row's error ("category_commissions.1.commission_percent") is
 * shown on that row, anything else on its first path segment. The first message of a field wins.
 */
export function fieldErrorsOf(entries: Iterable<[path: string, message: string]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of entries) {
    const parts = path.split('.');
    const key = parts[0] === 'category_commissions' && parts.length > 1 ? parts.slice(0, 2).join('.') : parts[0]!;
    out[key] ??= message;
  }
  return out;
}
