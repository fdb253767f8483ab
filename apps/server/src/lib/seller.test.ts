import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { developmentSeller } from './seller.ts';
import { productionEnv, productionSeller } from '../test/production-env.ts';

const seller = productionSeller;
const linkSecret = { LINK_SECRET: productionEnv.LINK_SECRET };

describe('the seller settings', () => {
  it('are required in production, each missing variable named', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', ...linkSecret })).toThrow(
      /SELLER_NAME: required in production[\s\S]*SELLER_VAT_ID: required in production/,
    );
    const { SELLER_VAT_ID: _left, ...withoutVatId } = seller;
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', ...linkSecret, ...withoutVatId }),
    ).toThrow(/SELLER_VAT_ID: required in production/);
    expect(() => loadConfig({ ...seller, SELLER_VAT_ID: '123' })).toThrow(/SELLER_VAT_ID/);
  });

  it('take the given values in production and leave the optional ones empty', () => {
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', ...linkSecret, ...seller });
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
