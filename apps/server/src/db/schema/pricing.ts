import { sql } from 'drizzle-orm';
import { numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Freight cost records of the staff freight calculator (design/pricing.md). Values in euro. */
export const postalServices = pgTable(
  'postal_services',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    faktoriPost: numeric('faktori_post', { precision: 10, scale: 4, mode: 'number' }).notNull(),
    zupMosina: numeric('zup_mosina', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    letzteMeile: numeric('letzte_meile', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    paushall: numeric('paushall', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    thcZup: numeric('thc_zup', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Names are unique regardless of case (decision 036), so the selectors never show two alike.
    uniqueIndex('postal_services_name_unique').on(sql`lower(${t.name})`),
  ],
);

/** Parameter sets of the margin calculator (FdImm); factors are plain numbers, the rest percent or euro per m³. */
export const fdimmSets = pgTable(
  'fdimm_sets',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    ausg: numeric('ausg', { precision: 10, scale: 4, mode: 'number' }).notNull(),
    kf: numeric('kf', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    ap1: numeric('ap1', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    ap2: numeric('ap2', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    ap3: numeric('ap3', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    db1: numeric('db1', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    kvar: numeric('kvar', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    fakt: numeric('fakt', { precision: 10, scale: 4, mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fdimm_sets_name_unique').on(sql`lower(${t.name})`)],
);
