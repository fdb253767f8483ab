import type { Seller } from '@wohnwerk/contract/sellers';
import { describe, expect, it } from 'vitest';
import { bodyOfSellerForm, fieldErrorsOf, formOfSeller, percentOf } from './seller-form-values.ts';

const seller: Seller = {
  id: 3,
  company_name: 'Möbel Nord GmbH',
  street: 'Hafenstraße 4',
  zip: '24103',
  city: 'Kiel',
  country: 'DE',
  vat_id: 'DE123456789',
  iban: 'DE89 **** **** **** **30 00',
  iban_full: 'DE89370400440532013000',
  commission_percent: 12.5,
  category_commissions: [{ category_id: 7, commission_percent: 10 }],
  shops: [{ id: 4, name: 'Nordholz Outlet', slug: 'nordholz-outlet' }],
  users: [],
  email: 'kontakt@moebel-nord.test',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

describe('seller form values', () => {
  it('reads percentages as typed with a comma or a point, and refuses anything else', () => {
    expect(percentOf('12,5')).toBe(12.5);
    expect(percentOf(' 12.25 % ')).toBe(12.25);
    expect(percentOf('')).toBeNaN();
    expect(percentOf('zwölf')).toBeNaN();
  });

  it('gives an admin the IBAN in full and staff only its mask', () => {
    expect(formOfSeller(seller).iban).toBe('DE89370400440532013000');
    expect(formOfSeller({ ...seller, iban_full: null }).iban).toBe('DE89 **** **** **** **30 00');
  });

  it('sends back what it loaded, and leaves out a commission row without a category', () => {
    const form = formOfSeller(seller);
    form.category_commissions.push({ category_id: null, commission_percent: '5' });
    expect(bodyOfSellerForm(form)).toEqual({
      company_name: 'Möbel Nord GmbH',
      street: 'Hafenstraße 4',
      zip: '24103',
      city: 'Kiel',
      country: 'DE',
      vat_id: 'DE123456789',
      iban: 'DE89370400440532013000',
      commission_percent: 12.5,
      category_commissions: [{ category_id: 7, commission_percent: 10 }],
      shop_ids: [4],
      email: 'kontakt@moebel-nord.test',
    });
  });

  it('puts a category row error on its row and keeps the first message of a field', () => {
    expect(
      fieldErrorsOf([
        ['category_commissions.1.commission_percent', 'zu hoch'],
        ['iban', 'ungültig'],
        ['iban', 'zweite Meldung'],
        ['category_commissions', 'doppelt'],
      ]),
    ).toEqual({ 'category_commissions.1': 'zu hoch', iban: 'ungültig', category_commissions: 'doppelt' });
  });
});
