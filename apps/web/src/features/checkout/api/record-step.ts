import { api } from '../../../lib/api-client.ts';

/** POST /order-click: the step a customer reached (spec §4); never blocks or breaks the wizard. */
export function recordStep(step: number, payload: { shipping_address?: unknown; billing_address?: unknown; items?: unknown[] }) {
  api.post('/order-click', { step: `STEP_${step}`, ...payload }).catch(() => undefined);
}
