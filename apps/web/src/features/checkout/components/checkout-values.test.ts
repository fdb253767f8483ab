import type { CartLightLine, CartProductLine } from '@wohnwerk/contract/cart';
import type { PaymentConfig } from '@wohnwerk/contract/checkout';
import { describe, expect, it } from 'vitest';
import type { AddressValues } from './address-fields.tsx';
import { cardTokenOf, confirmAddresses, deliveryTextOf, paymentSummaryOf, stepItemsOf } from './checkout-values.ts';
import { testCardErrors } from './test-card.ts';

const base = { product_name: 'x', img: null, amount: 1, sale_price: 1, qty: 1, tax: 19, properties: null };
const ids = { shop_id: 1, warehouse_id: 1, vendor_id: 1 };
const product = (id: number, stock: number, lieferzeit: string): CartProductLine => ({
  ...base,
  ...ids,
  is_light: false,
  shopmarketplace_id: id,
  product_id: id,
  product_description: '',
  sku: `S${id}`,
  shop_price: 1,
  warehouse_price: 1,
  vendor_price: 1,
  lieferzeit,
  shop_name: 'Shop',
  stock,
});
const light: CartLightLine = { ...base, ...ids, is_light: true, light_id: 7, code: 'L7' };

const address: AddressValues = {
  first_name: 'Erika',
  last_name: 'Mustermann',
  address_1: 'Hauptstraße',
  address_2: '5',
  city: 'Berlin',
  state: '',
  country: 'Deutschland',
  zip: '10115',
  company: '',
  vat_id: '',
};

const config = (provider: PaymentConfig['provider'], paypal: PaymentConfig['paypal']): PaymentConfig => ({
  provider,
  paypal,
  test: provider === 'test',
  stripe_publishable_key: provider === 'stripe' ? 'pk_test_1' : null,
  paypal_client_id: null,
});

describe('the checkout wizard’s values', () => {
  it('delivers in 1-2 weeks while everything is in stock, else names each delivery time once', () => {
    expect(deliveryTextOf([product(1, 3, '10-12'), light])).toBe('1-2 Wochen');
    expect(deliveryTextOf([product(1, 0, '10-12 Wochen'), light, product(2, 0, '10-12')])).toBe('10-12, 1-2 Wochen');
  });

  it('records products by their marketplace id and lights by theirs', () => {
    expect(stepItemsOf([product(4, 1, '4-6'), light])).toEqual([
      { shopmarketplace_id: 4, light: false },
      { light_id: 7, light: true },
    ]);
  });

  it('bills to the shipping address when it is the same, without its USt-IdNr. on the shipping side', () => {
    const business = { ...address, company: 'Muster GmbH', vat_id: 'DE123456789' };
    const same = confirmAddresses(business, { ...address, city: '' }, true);
    expect(same.errors).toEqual({ shipping: {}, billing: {} });
    expect(same.addresses?.shipping.vat_id ?? '').toBe('');
    expect(same.addresses?.billing).toMatchObject({ company: 'Muster GmbH', vat_id: 'DE123456789' });
  });

  it('answers the field errors of each address and no addresses while one is wrong', () => {
    const wrong = confirmAddresses({ ...address, zip: '1' }, { ...address, city: '' }, false);
    expect(wrong.addresses).toBeNull();
    expect(Object.keys(wrong.errors.shipping)).toEqual(['zip']);
    expect(Object.keys(wrong.errors.billing)).toEqual(['city']);
  });

  it('pays with Stripe’s PaymentMethod, the test provider’s token, or no card for PayPal', () => {
    expect(cardTokenOf('card', 'pm_1', true, '4242 4242 4242 4242')).toBe('pm_1');
    expect(cardTokenOf('card', undefined, false, '4242 4242 4242 4242')).toBe('tok_visa');
    expect(cardTokenOf('paypal', 'pm_1', true, '4242 4242 4242 4242')).toBeNull();
  });

  it('names the card’s last digits and a test payment only for a built-in test provider', () => {
    expect(paymentSummaryOf('card', config('stripe', 'paypal'), '1111', '4242 4242 4242 4242')).toEqual({
      isTest: false,
      last4: '1111',
    });
    expect(paymentSummaryOf('card', config('test', 'paypal'), undefined, '4242 4242 4242 4243')).toEqual({
      isTest: true,
      last4: '4243',
    });
    expect(paymentSummaryOf('paypal', config('stripe', 'test'), undefined, '').isTest).toBe(true);
  });

  it('refuses a test card by field: number, expiry, CVC', () => {
    expect(testCardErrors({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' })).toEqual({});
    expect(testCardErrors({ number: '12', expiry: '13/30', cvc: '1' })).toEqual({
      number: 'payment.cardInvalid',
      expiry: 'payment.expiryInvalid',
      cvc: 'payment.cvcInvalid',
    });
  });
});
