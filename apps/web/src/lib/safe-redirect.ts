import type { Role } from '@wohnwerk/contract/auth';

/**
 * The login page returns to `redirect` only when it is a path on this site: an absolute or
 * protocol-relative URL would turn the login form into an open redirect.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  try {
    const base = 'http://wohnwerk.invalid';
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The login URL that brings a guest back to where they wanted to go. */
export function loginPathFor(pathWithQuery: string): string {
  return `/login?redirect=${encodeURIComponent(pathWithQuery)}`;
}

/**
 * Where the login page sends a user: back to `redirect` when it is a path on this site, else home. A seller's user
 * works in the portal (issue 38): they land on /seller, and go back only to a portal page, as the shop's account
 * pages are not theirs.
 */
export function landingAfterLogin(redirect: string | null | undefined, role: Role): string {
  if (role !== 'seller') return safeRedirect(redirect);
  const target = safeRedirect(redirect, '/seller');
  return target === '/seller' || target.startsWith('/seller/') || target.startsWith('/seller?') ? target : '/seller';
}
