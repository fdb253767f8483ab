import { euCountryCode } from '@wohnwerk/contract/vat-id';
import type { DocumentAddress, InvoiceDocument } from '../../db/schema/invoices.ts';
import type { OrderAddress } from '@wohnwerk/contract/order-address';

const fields = (a: OrderAddress, countryCode: string): DocumentAddress => ({
  name: a.name?.trim() || null,
  address_1: a.address_1,
  address_2: a.address_2 ?? '',
  zip: a.zip,
  city: a.city,
  state: a.state?.trim() || null,
  country: a.country,
  countryCode,
});

interface Buying {
  customerName: string;
  email: string;
  billingAddress: OrderAddress;
  shippingAddress: OrderAddress;
}

/**
 * The buyer a document names, frozen at issue. `lines` is the billing address as printed. A
 * business customer (the billing address names a company, decision 158) is headed by the company,
 * keeps its USt-IdNr., and the billing and shipping addresses as fields for the e-invoice; the
 * checkout lets a company address only lie in an EU state, whose ISO code the e-invoice names.
 */
export function buyerOf(order: Buying, lines: string[]): InvoiceDocument['buyer'] {
  const person = { name: order.customerName, email: order.email, lines };
  const billing = order.billingAddress;
  const company = billing.company?.trim();
  if (!company) return person;
  const billingCode = euCountryCode(billing.country);
  const shippingCode = euCountryCode(order.shippingAddress.country);
  return {
    ...person,
    // The printed lines start with the company (orders' addressLines).
    lines,
    company,
    vatId: billing.vat_id ?? null,
    ...(billingCode ? { address: fields(billing, billingCode) } : {}),
    // A shipping address outside the EU (only a private one can be) is left out: the e-invoice then
    // names the billing address as the place of delivery.
    ...(shippingCode ? { shipTo: fields(order.shippingAddress, shippingCode) } : {}),
  };
}
