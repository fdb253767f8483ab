/**
 * The seller's legal data (shop settings): who sells, for the order confirmation, the withdrawal
 * confirmation, invoices and credit notes (§14 UStG: name, address, USt-IdNr). Set from the
 * environment (SELLER_* in config.ts; required in production) when the app is built; outside
 * production, variables left unset take the demo shop's fictional company.
 */
export interface Seller {
  name: string;
  street: string;
  zip: string;
  city: string;
  phone: string;
  email: string;
  /** Commercial register entry, e.g. "Amtsgericht Leipzig HRB 00000" (may be empty). */
  register: string;
  vatId: string;
  managingDirector: string;
}

/** The fictional company of the demo shop (design/demo-data.md): the defaults outside production. */
export const developmentSeller: Seller = {
  name: 'Wohnwerk GmbH',
  street: 'Beispielstraße 12',
  zip: '04109',
  city: 'Leipzig',
  phone: '+49 341 0000000',
  email: 'info@wohnwerk.test',
  register: 'Amtsgericht Leipzig HRB 00000',
  vatId: 'DE000000000',
  managingDirector: 'Erika Beispiel',
};

/** The environment variable of each field. */
export const sellerVariables: Record<keyof Seller, string> = {
  name: 'SELLER_NAME',
  street: 'SELLER_STREET',
  zip: 'SELLER_ZIP',
  city: 'SELLER_CITY',
  phone: 'SELLER_PHONE',
  email: 'SELLER_EMAIL',
  register: 'SELLER_REGISTER',
  vatId: 'SELLER_VAT_ID',
  managingDirector: 'SELLER_MANAGING_DIRECTOR',
};
/** What a document cannot be issued without; the others may be empty in production. */
export const requiredSellerFields: (keyof Seller)[] = ['name', 'street', 'zip', 'city', 'email', 'vatId'];

// One shop per process: the configuration is read once at start, like the rest of config.ts.
let current: Seller = developmentSeller;

/** The seller now: what the app was built with (config.seller). */
export const seller = (): Seller => current;
/** Named set…, not use…: a React-hook name would read as a hook to the linter (decision 111). */
export function setSeller(value: Seller): void {
  current = value;
}

export const sellerAddressLine = (s: Seller = seller()) =>
  `${s.name} · ${s.street} · ${s.zip} ${s.city}${s.phone ? ` · Tel. ${s.phone}` : ''} · ${s.email}`;
