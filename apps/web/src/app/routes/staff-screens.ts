// The staff screens outside the back office (administration, pricing tools, warehouse) and the staff frames,
// one chunk each, behind this one lazy module like routes/backoffice/screens.ts: app/router.tsx imports it instead
// of every screen, so the storefront's entry does not carry their chunks' names and preload lists (docs/decisions/165).
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

/** The frames the staff screens render in. */
export const staffLayouts = {
  staff: async () => (await import('../admin/staff-layout.tsx')).StaffLayout,
  board: async () => (await import('../admin/board-layout.tsx')).BoardLayout,
};
