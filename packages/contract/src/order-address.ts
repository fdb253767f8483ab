import { z } from 'zod';

/**
 * An address as an order keeps it (the JSON columns orders.shipping_address and billing_address: a
 * copy made at checkout, so a later edit of the customer's address never changes an order) and as
 * every answer about an order carries it: the customer's order, the shop administration's order
 * detail and the data export. The recipient is one name line (decision 118: the checkout form's
 * first and last name are joined); company and vat_id are a business customer's (decision 158);
 * delivery_date is on the shipping address only. The country is text as the checkout took it, not
 * the saved address's two choices (fields.ts addressCountry): a business customer may order from
 * any EU country, and orders placed so far hold other names ("Schweiz", "Frankreich").
 */
export const orderAddressSchema = z.object({
  name: z.string().optional(),
  address_1: z.string(),
  address_2: z.string(),
  city: z.string(),
  state: z.string().nullable().optional(),
  country: z.string(),
  zip: z.string(),
  phone: z.string().nullable().optional(),
  company: z.string().optional(),
  vat_id: z.string().optional(),
  delivery_date: z.string().optional(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** An order's address in an answer: the answers have always read every field as optional. */
export const orderAddressAnswerSchema = orderAddressSchema.partial();
