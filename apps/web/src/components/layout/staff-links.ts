/**
 * The staff area's screens as they appear in the account menu (header dropdown and mobile
 * menu) for staff and admins. Labels are keys of the common catalogue's route titles, so
 * the menu needs no other namespace. Each area adds its screens here.
 */
export const staffLinks: { to: string; title: string }[] = [
  // Staff pricing tools (account-checkout-pricing §2).
  { to: '/calculator', title: 'titles.calculator' },
  { to: '/shipping', title: 'titles.shipping' },
  { to: '/fd-imm', title: 'titles.fdImm' },
  { to: '/fd-imm-table', title: 'titles.fdImmTable' },
];
