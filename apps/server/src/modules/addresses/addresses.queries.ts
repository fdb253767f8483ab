import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { addresses, users } from '../../db/schema/users.ts';
import type { AddressInput, AddressType } from '@wohnwerk/contract/account';

const columns = {
  id: addresses.id,
  type: addresses.type,
  address_1: addresses.address1,
  address_2: addresses.address2,
  city: addresses.city,
  state: addresses.state,
  country: addresses.country,
  zip: addresses.zip,
  isDefault: addresses.isDefault,
  company: addresses.company,
  vat_id: addresses.vatId,
};
export type AddressRow = {
  id: number;
  type: AddressType;
  address_1: string;
  address_2: string;
  city: string;
  state: string | null;
  country: string;
  zip: string;
  isDefault: boolean;
  company: string | null;
  vat_id: string | null;
};

const values = (input: AddressInput) => ({
  type: input.type,
  address1: input.address_1,
  address2: input.address_2,
  city: input.city,
  state: input.state,
  country: input.country,
  zip: input.zip,
  isDefault: input.isDefault,
  // A save sends the whole address: a company or VAT id left out is removed.
  company: input.company ?? null,
  vatId: input.vat_id ?? null,
});

/** Every read and write names the owner: another customer's address is simply not found. */
const owned = (userId: number, id: number) => and(eq(addresses.id, id), eq(addresses.userId, userId));

export const listAddresses = (db: Tx, userId: number): Promise<AddressRow[]> =>
  db
    .select(columns)
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));

export const findAddress = async (db: Tx, userId: number, id: number): Promise<AddressRow | null> =>
  (await db.select(columns).from(addresses).where(owned(userId, id)).limit(1))[0] ?? null;

/** Takes the default of one type away from the customer's other addresses (one default per type). */
export const clearDefault = (db: Tx, userId: number, type: AddressType, exceptId?: number) =>
  db
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.type, type),
        eq(addresses.isDefault, true),
        ...(exceptId ? [ne(addresses.id, exceptId)] : []),
      ),
    );

export const insertAddress = async (db: Tx, userId: number, input: AddressInput): Promise<AddressRow> =>
  (
    await db
      .insert(addresses)
      .values({ userId, ...values(input) })
      .returning(columns)
  )[0];

export const updateAddress = async (
  db: Tx,
  userId: number,
  id: number,
  input: AddressInput,
): Promise<AddressRow | null> =>
  (await db.update(addresses).set(values(input)).where(owned(userId, id)).returning(columns))[0] ?? null;

export const deleteAddress = async (db: Tx, userId: number, id: number): Promise<AddressRow | null> =>
  (await db.delete(addresses).where(owned(userId, id)).returning(columns))[0] ?? null;

/** The oldest remaining address of a type, which inherits the default when the default is deleted. */
export const oldestOfType = async (db: Tx, userId: number, type: AddressType) =>
  (
    await db
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.type, type)))
      .orderBy(asc(addresses.id))
      .limit(1)
  )[0] ?? null;

export const setDefault = (db: Tx, id: number) =>
  db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id));

export const hasDefault = async (db: Tx, userId: number, type: AddressType) =>
  (
    await db
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.type, type), eq(addresses.isDefault, true)))
      .limit(1)
  ).length > 0;

/** Serialises one customer's address writes (see AddressService). */
export const lockOwner = (db: Tx, userId: number) =>
  db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
