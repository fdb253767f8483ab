// The full Drizzle schema, for the query builder. drizzle-kit reads schema/*.ts directly.
export * from './schema/users.ts';
export * from './schema/mail.ts';
export * from './schema/catalog.ts';
export * from './schema/wishlist.ts';
export * from './schema/ratings.ts';
export * from './schema/newsletter.ts';
export * from './schema/button-clicks.ts';
export * from './schema/pricing.ts';
export * from './schema/coupons.ts';
export * from './schema/warehouse.ts';
export * from './schema/daysheet.ts';
export * from './schema/orders.ts';
export * from './schema/order-history.ts';
export * from './schema/refunds.ts';
export * from './schema/invoices.ts';
export * from './schema/figures.ts';
