import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { developmentSeller } from './seller.ts';
import { productionEnv, productionSeller } from '../test/production-env.ts';

const seller = productionSeller;
const linkSecret = { LINK_SECRET: productionEnv.LINK_SECRET };
const payout = { PAYOUT_IBAN: productionEnv.PAYOUT_IBAN, PAYOUT_BIC: productionEnv.PAYOUT_BIC };

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
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example',
      ...linkSecret,
      ...seller,
      ...payout,
    });
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

  it("name the payouts' bank account in production, checked; a test account elsewhere (decision 171)", () => {
    const { PAYOUT_IBAN: _iban, PAYOUT_BIC: _bic, ...legal } = seller;
    const base = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', ...linkSecret, ...legal };
    expect(() => loadConfig(base)).toThrow(
      /PAYOUT_IBAN: required in production \(the bank account sellers' payouts are paid from\)[\s\S]*PAYOUT_BIC: required/,
    );
    expect(() => loadConfig({ ...base, ...payout, PAYOUT_IBAN: 'DE02120300000000202052' })).toThrow(/PAYOUT_IBAN/);
    expect(loadConfig({ ...base, ...payout, PAYOUT_IBAN: 'de02 1203 0000 0000 2020 51' }).payoutAccount).toEqual({
      iban: 'DE02120300000000202051',
      bic: 'BYLADEM1001',
    });
    expect(loadConfig({}).payoutAccount).toEqual({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
  });

  it('fall back to the demo company outside production, field by field', () => {
    expect(loadConfig({}).seller).toEqual(developmentSeller);
    expect(loadConfig({ SELLER_NAME: 'Eigene GmbH' }).seller).toEqual({ ...developmentSeller, name: 'Eigene GmbH' });
  });
});
