import { developmentSeller, sellerAddressLine } from '../lib/seller.ts';

/** The fictional company behind the demo shop (design/demo-data.md): footer, Impressum, demo content. */
export const company = { ...developmentSeller, carrier: 'Spedition' } as const;

export const companyLine = sellerAddressLine(company);
