import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './safe-redirect.ts';

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
