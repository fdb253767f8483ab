import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sellers } from './sellers.ts';

export const roleEnum = pgEnum('user_role', ['customer', 'staff', 'admin', 'seller']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 190 }).notNull(),
    phone: varchar('phone', { length: 40 }),
    about: text('about'),
    image: text('image'),
    role: roleEnum('role').notNull().default('customer'),
    passwordHash: text('password_hash').notNull(),
    /** The seller a user of role `seller` acts for (exactly then set; decision 169). */
    sellerId: integer('seller_id').references(() => sellers.id),
    /** Set when a customer deletes their account: the row stays for bookkeeping, anonymised. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

/** Bearer tokens are random; only their SHA-256 is stored, so a database leak yields no usable token. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('access_tokens_hash_unique').on(t.tokenHash), index('access_tokens_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_hash_unique').on(t.tokenHash)],
);

export const addressTypeEnum = pgEnum('address_type', ['Shipping', 'Billing']);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: addressTypeEnum('type').notNull(),
    address1: varchar('address_1', { length: 190 }).notNull(),
    address2: varchar('address_2', { length: 190 }).notNull().default(''),
    city: varchar('city', { length: 120 }).notNull(),
    state: varchar('state', { length: 120 }),
    country: varchar('country', { length: 60 }).notNull(),
    zip: varchar('zip', { length: 6 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** A business customer's company and USt-IdNr. (normalised, format-checked; decision 158). */
    company: varchar('company', { length: 120 }),
    vatId: varchar('vat_id', { length: 20 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // One default per type and customer, held by the database even when two saves race.
    uniqueIndex('addresses_one_default_per_type').on(t.userId, t.type).where(sql`is_default`),
  ],
);
