import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { developmentSeller } from './seller.ts';

const seller = {
  SELLER_NAME: 'Möbelhaus Muster GmbH',
  SELLER_STREET: 'Hauptstraße 1',
  SELLER_ZIP: '10115',
  SELLER_CITY: 'Berlin',
  SELLER_EMAIL: 'rechnung@muster.example',
  SELLER_VAT_ID: 'DE123456789',
};

describe('the seller settings', () => {
  it('are required in production, each missing variable named', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' })).toThrow(
      /SELLER_NAME: required in production[\s\S]*SELLER_VAT_ID: required in production/,
    );
    const { SELLER_VAT_ID: _left, ...withoutVatId } = seller;
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', ...withoutVatId })).toThrow(
      /SELLER_VAT_ID: required in production/,
    );
    expect(() => loadConfig({ ...seller, SELLER_VAT_ID: '123' })).toThrow(/SELLER_VAT_ID/);
  });

  it('take the given values in production and leave the optional ones empty', () => {
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', ...seller });
    expect(config.seller).toEqual({
      name: 'Möbelhaus Muster GmbH',
      street: 'Hauptstraße 1',
      zip: '10115',
      city: 'Berlin',
      phone: '',
      email: 'rechnung@muster.example',
      register: '',
      vatId: 'DE123456789',
      managingDirector: '',
    });
  });

  it('fall back to the demo company outside production, field by field', () => {
    expect(loadConfig({}).seller).toEqual(developmentSeller);
    expect(loadConfig({ SELLER_NAME: 'Eigene GmbH' }).seller).toEqual({ ...developmentSeller, name: 'Eigene GmbH' });
  });
});
