import { accountTexts, type AddressDto, type AddressInput } from '@wohnwerk/contract/account';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, messages } from '../../lib/app-error.ts';
import * as addressQueries from './addresses.queries.ts';

/** Other modules' way to a user's addresses: the account's data export lists them. */
export { listAddresses } from './addresses.queries.ts';

const dto = (row: addressQueries.AddressRow): AddressDto => ({ ...row, delivery_date: null });
const notFound = () => new AppError('not_found', messages.notFound);

/**
 * A customer's saved addresses. Rules (decision 060): one default per type; the first address
 * of a type becomes its default; deleting the default (or moving it to the other type) hands it to the oldest remaining address
 * of that type, so checkout always has something to pre-fill while addresses exist.
 */
export class AddressService {
  // Writes of one customer's addresses run one after another (the customer's row is locked
  // first), so two saves racing for the default both see the other; the partial unique index
  // is the backstop. Different customers never wait for each other.
  constructor(private readonly db: Db) {}

  async list(userId: number) {
    return (await addressQueries.listAddresses(this.db, userId)).map(dto);
  }

  async get(userId: number, id: number) {
    const row = await addressQueries.findAddress(this.db, userId, id);
    if (!row) throw notFound();
    return dto(row);
  }

  async create(userId: number, input: AddressInput) {
    const row = await this.db.transaction(async (tx) => {
      await addressQueries.lockOwner(tx, userId);
      const isDefault = input.isDefault || !(await addressQueries.hasDefault(tx, userId, input.type));
      if (isDefault) await addressQueries.clearDefault(tx, userId, input.type);
      return addressQueries.insertAddress(tx, userId, { ...input, isDefault });
    });
    return { message: accountTexts.addressCreated, data: dto(row) };
  }

  async update(userId: number, id: number, input: AddressInput) {
    const row = await this.db.transaction(async (tx) => {
      await addressQueries.lockOwner(tx, userId);
      const before = await addressQueries.findAddress(tx, userId, id);
      if (!before) throw notFound();
      if (input.isDefault) await addressQueries.clearDefault(tx, userId, input.type, id);
      const after = await addressQueries.updateAddress(tx, userId, id, input);
      if (!after) throw notFound();
      // The default moved to the other type with its address: the old type hands it on. An unticked
      // default is the customer's choice and stays unticked.
      if (before.isDefault && after.type !== before.type) await this.handOnDefault(tx, userId, before.type);
      return after;
    });
    return { message: accountTexts.addressUpdated, data: dto(row) };
  }

  async remove(userId: number, id: number) {
    await this.db.transaction(async (tx) => {
      await addressQueries.lockOwner(tx, userId);
      const gone = await addressQueries.deleteAddress(tx, userId, id);
      if (!gone) throw notFound();
      if (gone.isDefault) await this.handOnDefault(tx, userId, gone.type);
    });
    return { message: accountTexts.addressDeleted };
  }

  private async handOnDefault(tx: Tx, userId: number, type: AddressInput['type']) {
    if (await addressQueries.hasDefault(tx, userId, type)) return;
    const next = await addressQueries.oldestOfType(tx, userId, type);
    if (next) await addressQueries.setDefault(tx, next.id);
  }
}
