// The seller portal's screens and frame, one chunk each, behind this one lazy module like routes/staff-screens.ts:
// app/router.tsx imports it instead of every screen, so the storefront's entry does not carry their chunks' names and
// preload lists (docs/decisions/165).
import type { ComponentType } from 'react';

type ScreenModule = () => Promise<{ default: ComponentType }>;

/** Route path → the screen's module (each file's default export is the page). */
export const sellerModules = {
  seller: () => import('./start-page.tsx'),
  'seller/orders': () => import('./orders-page.tsx'),
  'seller/orders/:id': () => import('./order-page.tsx'),
  'seller/products': () => import('./products-page.tsx'),
  'seller/products/:id': () => import('./product-edit-page.tsx'),
  'seller/imports': () => import('./imports-page.tsx'),
  'seller/statements': () => import('./statements-page.tsx'),
} satisfies Record<string, ScreenModule>;

export type SellerPath = keyof typeof sellerModules;

const portal = ['seller', 'datatable'];

/** Each screen's text catalogues: the portal's, and the statements' or the staff import's where it shows them. */
export const sellerCatalogues: Record<SellerPath, string[]> = {
  seller: portal,
  'seller/orders': portal,
  'seller/orders/:id': portal,
  'seller/products': portal,
  'seller/products/:id': ['seller', 'validation'],
  'seller/imports': ['seller', 'imports'],
  'seller/statements': ['seller', 'statements', 'datatable'],
};

/** The portal's frame. */
export const sellerLayout = async () => (await import('../../seller/seller-layout.tsx')).SellerLayout;

/** The start page's first requests, started with its code. */
export const prefetchSellerStart = async () =>
  (await import('../../../features/seller-portal/api/seller-me.ts')).prefetchSellerStart;
