/**
 * The environment a production start needs (config.ts refuses to start without it): the public
 * address, the link secret (decision 102) and the seller's legal data (decision 122) and the payout account (decision 171). Tests that
 * check one of them take the others from here, so adding a required variable touches one file.
 */
export const productionSeller = {
  SELLER_NAME: 'Möbelhaus Muster GmbH',
  SELLER_STREET: 'Hauptstraße 1',
  SELLER_ZIP: '10115',
  SELLER_CITY: 'Berlin',
  SELLER_EMAIL: 'rechnung@muster.example',
  SELLER_VAT_ID: 'DE123456789',
  // The bank account the sellers' payouts are paid from (decision 171): required in production beside the seller.
  PAYOUT_IBAN: 'DE02120300000000202051',
  PAYOUT_BIC: 'BYLADEM1001',
};

export const productionEnv = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example',
  LINK_SECRET: 'p'.repeat(32),
  ...productionSeller,
};
