import {
  type Seller,
  type SellerBody,
  type SellerChange,
  type SellerInvite,
  sellerTexts,
} from '@wohnwerk/contract/sellers';
import type { Db, Tx } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import { AppError, messages } from '../../lib/app-error.ts';
import { sellerInvitationMail } from '../../lib/mail/templates/seller-invitation.mail.tsx';
import type { AuthUser } from '../../plugins/auth.ts';
import { inviteUser } from '../auth/auth.service.ts';
import { changedFields, changeEntry } from './seller-changes.ts';
import { maskIban } from './seller-iban.ts';
import * as sellerQueries from './sellers.queries.ts';

const notFound = () => new AppError('not_found', sellerTexts.notFound);
const percentOf = (bp: number) => bp / 100;
const bpOf = (percent: number) => Math.round(percent * 100);
const groupBy = <T extends { sellerId: number | null }>(rows: T[]) => {
  const by = new Map<number, Omit<T, 'sellerId'>[]>();
  for (const { sellerId, ...rest } of rows)
    if (sellerId !== null) by.set(sellerId, [...(by.get(sellerId) ?? []), rest]);
  return by;
};
/** Field errors of a 422 answer, several per field possible. */
const refusal = (errors: Record<string, string[]>) => new AppError('validation', messages.invalid, errors);

/**
 * Marketplace sellers (decision 169). Who reads what: an admin reads the IBAN in full, staff and the seller's
 * own users the masked one; the routes decide who may call, `viewer` here decides what the answer holds.
 */
export class SellersService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  async list(viewer: AuthUser): Promise<Seller[]> {
    return this.read({ full: viewer.role === 'admin' });
  }

  async get(id: number, viewer: AuthUser): Promise<Seller> {
    const [seller] = await this.read({ id, full: viewer.role === 'admin' });
    if (!seller) throw notFound();
    return seller;
  }

  /** The caller's own seller (GET /seller/me): masked IBAN, whatever else they may be. */
  async mine(viewer: AuthUser): Promise<Seller> {
    if (viewer.sellerId === null) throw notFound();
    const [seller] = await this.read({ id: viewer.sellerId, full: false });
    if (!seller) throw notFound();
    return seller;
  }

  async create(body: SellerBody, viewer: AuthUser): Promise<Seller> {
    const id = await this.db.transaction(async (tx) => {
      const sellerId = await sellerQueries.insertSeller(tx, this.values(body));
      await this.saveParts(tx, sellerId, body);
      await this.record(tx, sellerId, null, viewer);
      return sellerId;
    });
    return this.get(id, viewer);
  }

  async update(id: number, body: SellerBody, viewer: AuthUser): Promise<Seller> {
    await this.db.transaction(async (tx) => {
      const before = await sellerQueries.sellerSnapshot(tx, id, { lock: true });
      if (!before || !(await sellerQueries.updateSeller(tx, id, this.values(body)))) throw notFound();
      await this.saveParts(tx, id, body);
      await this.record(tx, id, before, viewer);
    });
    return this.get(id, viewer);
  }

  /** GET /admin/sellers/:id/changes: who changed what when, newest first (decision 171). */
  async changes(id: number): Promise<SellerChange[]> {
    if (!(await sellerQueries.sellerExists(this.db, id))) throw notFound();
    return (await sellerQueries.changesOf(this.db, id)).map(changeEntry);
  }

  /**
   * Writes the change history's entry in the change's transaction (decision 171): each field that differs from the
   * state before, the IBAN masked. A PUT that changes nothing writes nothing.
   */
  private async record(tx: Tx, id: number, before: sellerQueries.SellerSnapshot | null, viewer: AuthUser) {
    const after = await sellerQueries.sellerSnapshot(tx, id, { lock: false });
    const changes = after ? changedFields(before, after) : [];
    if (!changes.length) return;
    await sellerQueries.insertSellerChange(tx, {
      sellerId: id,
      changedBy: viewer.id,
      changedByName: viewer.name,
      action: before ? 'updated' : 'created',
      changes,
    });
  }

  /** Creates a user of role `seller` bound to this seller and mails them the link to set a password. */
  async invite(id: number, body: SellerInvite) {
    const seller = await sellerQueries.sellerExists(this.db, id);
    if (!seller) throw notFound();
    const user = await inviteUser(
      this.db,
      this.config,
      { name: body.name, email: body.email, role: 'seller', sellerId: id },
      ({ link, days }) =>
        sellerInvitationMail({ name: body.name, email: body.email, company: seller.companyName, link, days }),
    );
    return { data: user, message: sellerTexts.invited };
  }

  private values(body: SellerBody): sellerQueries.SellerValues {
    return {
      companyName: body.company_name,
      street: body.street,
      zip: body.zip,
      city: body.city,
      country: body.country,
      vatId: body.vat_id,
      iban: body.iban,
      ibanMasked: maskIban(body.iban),
      commissionBp: bpOf(body.commission_percent),
      email: body.email,
    };
  }

  /**
   * The category overrides and the shops, checked against what exists in the same transaction: a refusal takes
   * the seller's write back with it, so nothing of a refused request is stored.
   */
  private async saveParts(tx: Tx, sellerId: number, body: SellerBody) {
    const errors: Record<string, string[]> = {};
    const categoryIds = body.category_commissions.map((c) => c.category_id);
    const known = await sellerQueries.knownCategoryIds(tx, categoryIds);
    const unknownCategories = categoryIds.filter((c) => !known.has(c));
    if (unknownCategories.length) errors.category_commissions = unknownCategories.map(sellerTexts.categoryUnknown);

    const shopIds = [...new Set(body.shop_ids)];
    const shops = new Map((await sellerQueries.shopsByIds(tx, shopIds)).map((s) => [s.id, s]));
    const shopErrors = shopIds.flatMap((shopId) => {
      const shop = shops.get(shopId);
      if (!shop) return [sellerTexts.shopUnknown(shopId)];
      return shop.sellerId !== null && shop.sellerId !== sellerId ? [sellerTexts.shopTaken(shop.name)] : [];
    });
    if (shopErrors.length) errors.shop_ids = shopErrors;
    if (Object.keys(errors).length) throw refusal(errors);

    await sellerQueries.replaceCategoryCommissions(
      tx,
      sellerId,
      body.category_commissions.map((c) => ({ categoryId: c.category_id, commissionBp: bpOf(c.commission_percent) })),
    );
    const taken = await sellerQueries.assignShops(tx, sellerId, shopIds);
    // A free shop another seller took since it was read above.
    const lost = shopIds.filter((s) => shops.get(s)?.sellerId === null && !taken.has(s));
    if (lost.length) throw refusal({ shop_ids: lost.map((s) => sellerTexts.shopTaken(shops.get(s)?.name ?? '')) });
  }

  private async read(opts: { id?: number; full: boolean }): Promise<Seller[]> {
    const rows = await sellerQueries.selectSellers(this.db, opts);
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [commissions, shops, people] = await Promise.all([
      sellerQueries.categoryCommissionsOf(this.db, ids).then(groupBy),
      sellerQueries.shopsOf(this.db, ids).then(groupBy),
      sellerQueries.usersOf(this.db, ids).then(groupBy),
    ]);
    return rows.map((r) => ({
      id: r.id,
      company_name: r.companyName,
      street: r.street,
      zip: r.zip,
      city: r.city,
      country: r.country,
      vat_id: r.vatId,
      iban: r.ibanMasked,
      iban_full: r.iban,
      commission_percent: percentOf(r.commissionBp),
      category_commissions: (commissions.get(r.id) ?? []).map((c) => ({
        category_id: c.categoryId,
        commission_percent: percentOf(c.commissionBp),
      })),
      shops: shops.get(r.id) ?? [],
      users: people.get(r.id) ?? [],
      email: r.email,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }));
  }
}
