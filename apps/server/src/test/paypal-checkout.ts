import { expect } from 'vitest';
import { address, type apiOf, type Auth } from '../modules/checkout/checkout.fixtures.ts';

/**
 * The PayPal tests' set-up shared by the test provider's and the stand-in's files: places a
 * one-unit PayPal order of a product for a customer and answers its id and number.
 */
export async function placePaypalOrder(api: ReturnType<typeof apiOf>, productId: number, auth: Auth) {
  const res = await api('POST', '/order', {
    auth,
    payload: {
      items: [{ product_id: productId, qty: 1 }],
      shipping_address: address,
      billing_address: address,
      payment_method: 'paypal',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as { id: number; order_number: string };
}
