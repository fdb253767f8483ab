import { describe, expect, it } from 'vitest';
import { landingAfterLogin, loginPathFor, safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('returns to a path on this site with its query', () => {
    expect(safeRedirect('/checkout?step=2')).toBe('/checkout?step=2');
    expect(safeRedirect('/excel#friday')).toBe('/excel#friday');
  });

  it('sends every other target home, so the login page is no open redirect', () => {
    for (const target of [
      null,
      '',
      'checkout',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeRedirect(target)).toBe('/');
    }
  });

  it('builds the login link a guard sends a guest to', () => {
    expect(loginPathFor('/order/WW-2026-000123?x=1')).toBe('/login?redirect=%2Forder%2FWW-2026-000123%3Fx%3D1');
  });
});

describe('landingAfterLogin', () => {
  it('sends a customer back to where they were, or home', () => {
    expect(landingAfterLogin('/orders', 'customer')).toBe('/orders');
    expect(landingAfterLogin(null, 'customer')).toBe('/');
    expect(landingAfterLogin('/admin/orders', 'staff')).toBe('/admin/orders');
  });

  it("sends a seller's user to the portal, back only to a portal page", () => {
    expect(landingAfterLogin(null, 'seller')).toBe('/seller');
    expect(landingAfterLogin('/seller/orders/7', 'seller')).toBe('/seller/orders/7');
    expect(landingAfterLogin('/seller?x=1', 'seller')).toBe('/seller?x=1');
    expect(landingAfterLogin('/profile', 'seller')).toBe('/seller');
    expect(landingAfterLogin('/sellerfoo', 'seller')).toBe('/seller');
    expect(landingAfterLogin('https://evil.test/seller', 'seller')).toBe('/seller');
  });
});
