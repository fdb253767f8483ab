import { z } from 'zod';
import { emailAddress } from './fields.ts';

/** Newsletter sign-up with double opt-in (spec storefront §8; shop-rules "German law"). */

export const subscribeSchema = z.object({
  email: emailAddress({
    invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    tooLong: 'Die E-Mail-Adresse ist zu lang.',
  }),
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;

export const newsletterTexts = {
  subscribed: 'Vielen Dank! Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail.',
} as const;

/** GET /newsletter/confirm?token=…: read by the route itself (a missing or malformed token answers the 404 page, not a 422). */
export const newsletterTokenQuerySchema = z.object({ token: z.string().optional() });

/** A small HTML page (text/html). */
export const htmlPageSchema = z.string();
