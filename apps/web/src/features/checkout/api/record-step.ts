import { api } from '../../../lib/api-client.ts';

/**
 * POST /order-click after a step passed its checks (spec §4): STEP_1 after the address, STEP_2 after
 * the shipping method, STEP_3 after the payment type, STEP_4 when the customer confirms the review
 * ("Zahlungspflichtig bestellen"), so every step the staff funnel shows is one the shop sends (issue 34).
 * Never blocks or breaks the wizard.
 */
export function recordStep(
  step: number,
  payload: { shipping_address?: unknown; billing_address?: unknown; items?: unknown[] },
) {
  api.post('/order-click', { step: `STEP_${step}`, ...payload }).catch(() => undefined);
}
