/**
 * The way into the staff area from the shop's account menu (header dropdown and mobile menu),
 * shown to staff and admins only. One entry: the /admin start page lists every area the role may
 * use (app/admin/admin-areas.ts), so the shop's first load carries no staff screen names.
 */
export const staffLinks: { to: string; title: string }[] = [{ to: '/admin', title: 'account.admin' }];
