import type { CurrentUser, Role } from '@wohnwerk/contract/auth';

/** Where an area belongs on the start page; the start page shows the groups in this order. */
export const adminAreaGroups = ['shop', 'backoffice', 'warehouse', 'pricing'] as const;
type AdminAreaGroup = (typeof adminAreaGroups)[number];

export interface AdminArea {
  key: string;
  /** The area's first screen. */
  path: string;
  /** Keys in the `admin` namespace (de, en, sq). */
  label: string;
  description: string;
  /** Roles that may open it; the server checks the same role on every call the area makes. */
  roles: readonly Role[];
  group: AdminAreaGroup;
}

const staff = ['staff', 'admin'] as const;

/**
 * Every staff area, once: the /admin start page and the staff layout's menu render this list.
 * A new area adds one entry (and its label and description in locales/{de,en,sq}/admin.json).
 */
export const adminAreas: readonly AdminArea[] = [
  // Shop administration: orders, shipping, refunds and invoices.
  {
    key: 'orders',
    path: '/admin/orders',
    label: 'areas.orders.label',
    description: 'areas.orders.description',
    roles: staff,
    group: 'shop',
  },
  // Shop administration: the catalogue (decision 131).
  {
    key: 'products',
    path: '/admin/products',
    label: 'areas.products.label',
    description: 'areas.products.description',
    roles: staff,
    group: 'shop',
  },
  {
    key: 'imports',
    path: '/admin/imports',
    label: 'areas.imports.label',
    description: 'areas.imports.description',
    roles: staff,
    group: 'shop',
  },
  // Marketplace sellers and their statements (issue 38, decision 169).
  {
    key: 'sellers',
    path: '/admin/sellers',
    label: 'areas.sellers.label',
    description: 'areas.sellers.description',
    roles: staff,
    group: 'shop',
  },
  {
    key: 'statements',
    path: '/admin/statements',
    label: 'areas.statements.label',
    description: 'areas.statements.description',
    roles: staff,
    group: 'shop',
  },
  // Shop figures.
  {
    key: 'figures',
    path: '/admin/figures',
    label: 'areas.figures.label',
    description: 'areas.figures.description',
    roles: staff,
    group: 'shop',
  },
  // Back office (backoffice.md §2).
  {
    key: 'excel',
    path: '/excel',
    label: 'areas.excel.label',
    description: 'areas.excel.description',
    roles: staff,
    group: 'backoffice',
  },
  {
    key: 'fastTasks',
    path: '/fast-tasks',
    label: 'areas.fastTasks.label',
    description: 'areas.fastTasks.description',
    roles: staff,
    group: 'backoffice',
  },
  {
    key: 'weeklyTasks',
    path: '/weekly-tasks',
    label: 'areas.weeklyTasks.label',
    description: 'areas.weeklyTasks.description',
    roles: staff,
    group: 'backoffice',
  },
  {
    key: 'finishedTasks',
    path: '/finished-tasks',
    label: 'areas.finishedTasks.label',
    description: 'areas.finishedTasks.description',
    roles: staff,
    group: 'backoffice',
  },
  {
    key: 'monthlyRatings',
    path: '/monthly-ratings',
    label: 'areas.monthlyRatings.label',
    description: 'areas.monthlyRatings.description',
    roles: staff,
    group: 'backoffice',
  },
  {
    key: 'screenTasks',
    path: '/screen-tasks',
    label: 'areas.screenTasks.label',
    description: 'areas.screenTasks.description',
    roles: staff,
    group: 'backoffice',
  },
  {
    key: 'giftCode',
    path: '/gift_code',
    label: 'areas.giftCode.label',
    description: 'areas.giftCode.description',
    // The server lets only admins create and list codes (backoffice-rules.md).
    roles: ['admin'],
    group: 'backoffice',
  },
  // Warehouse scanning (backoffice.md §2.10–2.12); the WM screens are reached from the work order.
  {
    key: 'scanAw',
    path: '/scan-aw',
    label: 'areas.scanAw.label',
    description: 'areas.scanAw.description',
    roles: staff,
    group: 'warehouse',
  },
  // Staff pricing tools (account-checkout-pricing §2).
  {
    key: 'calculator',
    path: '/calculator',
    label: 'areas.calculator.label',
    description: 'areas.calculator.description',
    roles: staff,
    group: 'pricing',
  },
  {
    key: 'shipping',
    path: '/shipping',
    label: 'areas.shipping.label',
    description: 'areas.shipping.description',
    roles: staff,
    group: 'pricing',
  },
  {
    key: 'fdImm',
    path: '/fd-imm',
    label: 'areas.fdImm.label',
    description: 'areas.fdImm.description',
    roles: staff,
    group: 'pricing',
  },
  {
    key: 'fdImmTable',
    path: '/fd-imm-table',
    label: 'areas.fdImmTable.label',
    description: 'areas.fdImmTable.description',
    roles: staff,
    group: 'pricing',
  },
];

/** The user's roles as the server sees them (an is_admin user has the admin role's rights). */
function rolesOf(user: CurrentUser): Role[] {
  return user.is_admin ? [user.role, 'admin'] : [user.role];
}

/** The areas this user may open; none for a guest or a customer. */
export function areasFor(user: CurrentUser | null, areas: readonly AdminArea[] = adminAreas): AdminArea[] {
  if (!user) return [];
  const mine = rolesOf(user);
  return areas.filter((area) => area.roles.some((role) => mine.includes(role)));
}
