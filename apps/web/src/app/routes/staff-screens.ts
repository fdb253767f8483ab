// The staff screens outside the back office (administration, pricing tools, warehouse) and the staff frames,
// one chunk each, behind this one lazy module like routes/backoffice/screens.ts: app/router.tsx imports it instead
// of every screen, so the storefront's entry does not carry their chunks' names and preload lists (docs/decisions/165).
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

type ScreenModule = () => Promise<{ default: ComponentType }>;

/** Route path → the screen's module (each file's default export is the page). */
export const staffModules = {
  calculator: () => import('./pricing/calculator-page.tsx'),
  shipping: () => import('./pricing/shipping-list-page.tsx'),
  'new-shipping': () => import('./pricing/shipping-create-page.tsx'),
  'edit-shipping/:id': () => import('./pricing/shipping-edit-page.tsx'),
  'fd-imm': () => import('./pricing/fd-imm-page.tsx'),
  'fd-imm-table': () => import('./pricing/fd-imm-table-page.tsx'),
  'new-fdimm': () => import('./pricing/fd-imm-create-page.tsx'),
  'edit-fd-imm/:id': () => import('./pricing/fd-imm-edit-page.tsx'),
  admin: () => import('./admin/admin-home-page.tsx'),
  'admin/figures': () => import('./admin/figures-page.tsx'),
  'admin/orders': () => import('./admin/orders-page.tsx'),
  'admin/orders/:orderNumber': () => import('./admin/order-page.tsx'),
  'admin/imports': () => import('./admin/imports-page.tsx'),
  'admin/sellers': () => import('./admin/sellers-page.tsx'),
  'admin/sellers/new': () => import('./admin/seller-edit-page.tsx'),
  'admin/sellers/:id': () => import('./admin/seller-edit-page.tsx'),
  'admin/statements': () => import('./admin/statements-page.tsx'),
  'admin/products': () => import('./admin/products-page.tsx'),
  'admin/products/:id': () => import('./admin/product-edit-page.tsx'),
  'admin/categories': () => import('./admin/categories-page.tsx'),
  'admin/shops': () => import('./admin/shops-page.tsx'),
  'admin/brands': () => import('./admin/brands-page.tsx'),
  'admin/series': () => import('./admin/series-page.tsx'),
  'admin/homepage-texts': () => import('./admin/homepage-texts-page.tsx'),
  'admin/pages': () => import('./admin/pages-page.tsx'),
  scan: () => import('./warehouse/scan-page.tsx'),
  'scan-table': () => import('./warehouse/scan-table-page.tsx'),
  'scan-aw': () => import('./warehouse/scan-aw-page.tsx'),
  'scan-wm': () => import('./warehouse/scan-wm-page.tsx'),
  'wm/:tr_idtrans/:flag': () => import('./warehouse/wm-lines-page.tsx'),
} satisfies Record<string, ScreenModule>;

export type StaffPath = keyof typeof staffModules;

/**
 * A screen's text catalogues beyond the staff frame's (`admin`), loaded with its code instead of after its first
 * render, where each suspended it once more (docs/decisions/119, issue 34).
 */
const recordScreen = ['admin-catalog', 'validation', 'datatable'];
export const staffCatalogues: { [P in StaffPath]?: string[] } = {
  'admin/figures': ['figures', 'datatable'],
  'admin/orders': ['adminorders', 'datatable'],
  'admin/orders/:orderNumber': ['adminorders'],
  'admin/imports': ['imports'],
  'admin/sellers': ['sellers', 'datatable'],
  'admin/sellers/new': ['sellers', 'validation'],
  'admin/sellers/:id': ['sellers', 'validation', 'statements', 'datatable'],
  'admin/statements': ['statements', 'datatable'],
  'admin/products': ['admin-catalog', 'datatable'],
  'admin/products/:id': ['admin-catalog', 'validation'],
  'admin/categories': recordScreen,
  'admin/shops': recordScreen,
  'admin/brands': recordScreen,
  'admin/series': recordScreen,
  'admin/homepage-texts': recordScreen,
  'admin/pages': recordScreen,
};

/**
 * Starts the first requests of the staff screen at `url` (the route's `begin`), while its code loads; resolves to how
 * many it started. The requests' module is loaded here, beside the screens', so the entry does not list its files.
 */
export async function beginStaffScreen(path: StaffPath, queryClient: QueryClient, url: URL): Promise<number> {
  return (await import('./admin/screen-requests.ts')).beginAdminScreen(path, queryClient, url);
}

/** The frames the staff screens render in. */
export const staffLayouts = {
  staff: async () => (await import('../admin/staff-layout.tsx')).StaffLayout,
  board: async () => (await import('../admin/board-layout.tsx')).BoardLayout,
};
