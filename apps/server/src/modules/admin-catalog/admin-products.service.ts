import { randomBytes } from 'node:crypto';
import {
  CODE_TAKEN,
  FOREIGN_SHOP,
  UNKNOWN_BRAND,
  UNKNOWN_CATEGORY,
  UNKNOWN_LIGHT,
  UNKNOWN_SERIES,
  UNKNOWN_SHOP,
  type AdminProduct,
  type AdminProductListQuery,
  type AdminProductListReply,
  type ProductBody,
} from '@wohnwerk/contract/admin-catalog';
import { ADMIN_PAGE_SIZE } from '@wohnwerk/contract/admin-catalog';
import { CODE_OF_DELETED, RESTORE_DAYS } from '@wohnwerk/contract/admin-deletions';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, messages } from '../../lib/app-error.ts';
import { centsToEuro, centsToEuroOrNull } from '../../lib/money.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import * as productQueries from './admin-products.queries.ts';
import { bodyOf, type ProductScope, valuesOf } from './product-columns.ts';
import { recordChanges } from './catalog-audit.ts';
import { auditOf } from './catalog-audit.queries.ts';

export const MAX_PDF_BYTES = 10 * 1024 * 1024;
/** Where uploaded assembly manuals are served (admin-catalog.file-routes.ts). */
const ASSEMBLY_PREFIX = '/uploads/assembly/';

const notFound = () => new AppError('not_found', messages.notFound);

/**
 * What a seller's user may not set (decision 172): the bestseller flag puts a product first in every list and
 * badges it "Bestseller", a claim of Wohnwerk's about its own shop. A seller's body keeps the stored value (false
 * for a new product); whatever they send for it is ignored, so the staff form's body serves both.
 */
function withinScope(body: ProductBody, scope: ProductScope, stored: { best_seller: boolean } | null): ProductBody {
  return scope ? { ...body, best_seller: stored?.best_seller ?? false } : body;
}

/** The columns the form writes: the import's, and the lights flag and attributes only the form edits. */
function columnsOf(body: ProductBody): productQueries.ProductColumns {
  return { ...valuesOf(body), is_light: body.is_light, attributes: body.attributes };
}

/** A PDF starts with %PDF- and ends with %%EOF (followed by at most some whitespace). */
function looksLikePdf(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  return bytes
    .subarray(Math.max(0, bytes.length - 1024))
    .toString('latin1')
    .includes('%%EOF');
}

/** Products in the shop administration: list, form, bulk activation, deletion, assembly manuals. */
export class AdminProductsService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  /** The list, for a seller only their shops' products (scope). */
  async list(query: AdminProductListQuery, scope: ProductScope = null): Promise<AdminProductListReply> {
    const { data, total, page } = await productQueries.listProducts(this.db, query, scope);
    return {
      data: data.map(({ price_cents, old_price_cents, ...r }) => ({
        ...r,
        price: centsToEuro(price_cents),
        old_price: centsToEuroOrNull(old_price_cents),
      })),
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
        total,
        per_page: ADMIN_PAGE_SIZE,
      },
    };
  }

  /** One product; another shop's than the scope's answers 404 like a missing one. */
  async get(id: number, scope: ProductScope = null): Promise<AdminProduct> {
    const p = await productQueries.findProduct(this.db, id, false, scope);
    if (!p) throw notFound();
    const [lights, pdfs, images, ordered] = await Promise.all([
      productQueries.lightIdsOf(this.db, id),
      productQueries.pdfsOf(this.db, id),
      productQueries.imagesOf(this.db, id),
      productQueries.isOrdered(this.db, id),
    ]);
    return {
      id: p.id,
      ...bodyOf(p, lights),
      created_at: p.created_at,
      lowest_price_30_days: centsToEuroOrNull(p.lowest_price_30_days_cents),
      ordered,
      pdf_file: pdfs,
      images,
    };
  }

  /** Checks what only the database knows: 422 before anything is written. */
  private async checked(db: Tx, body: ProductBody, exceptId: number | null, scope: ProductScope): Promise<void> {
    const errors: Record<string, string[]> = {};
    const refs = await productQueries.referencesOf(
      db,
      {
        category: body.category_id,
        shop: body.shop_id,
        brand: body.brand_id,
        series: body.series_id,
        lights: body.lightning.filter((l) => l !== exceptId),
      },
      scope,
    );
    const taken = await productQueries.codeTaken(db, body.code, exceptId);
    if (taken) errors.code = [taken === 'deleted' ? CODE_OF_DELETED : CODE_TAKEN];
    if (refs.category === null) errors.category_id = [UNKNOWN_CATEGORY];
    if (refs.shop === null) errors.shop_id = [UNKNOWN_SHOP];
    else if (!refs.shop_in_scope) errors.shop_id = [FOREIGN_SHOP];
    if (body.brand_id !== null && refs.brand === null) errors.brand_id = [UNKNOWN_BRAND];
    if (body.series_id !== null && refs.series === null) errors.series_id = [UNKNOWN_SERIES];
    if ((refs.lights ?? []).length !== body.lightning.length) errors.lightning = [UNKNOWN_LIGHT];
    if (Object.keys(errors).length) throw new AppError('validation', messages.invalid, errors);
  }

  /** Creates a product; a seller's (scope) only in one of their shops, never a bestseller. */
  async create(given: ProductBody, userId: number, scope: ProductScope = null): Promise<{ id: number }> {
    const body = withinScope(given, scope, null);
    return this.db.transaction(async (tx) => {
      await this.checked(tx, body, null, scope);
      let id: number;
      try {
        id = await productQueries.insertProduct(tx, columnsOf(body));
      } catch (err) {
        throw codeRace(err);
      }
      await productQueries.replaceLights(tx, id, body.lightning);
      await recordChanges(tx, { entity: 'product', entityId: id, userId, before: null, after: { ...body } });
      return { id };
    });
  }

  /** Replaces a product's fields; a seller's (scope) only of their shops' products, and only into one of them. */
  async update(id: number, given: ProductBody, userId: number, scope: ProductScope = null): Promise<AdminProduct> {
    await this.db.transaction(async (tx) => {
      const current = await productQueries.findProduct(tx, id, true, scope);
      if (!current) throw notFound();
      const body = withinScope(given, scope, current);
      const before = bodyOf(current, await productQueries.lightIdsOf(tx, id));
      await this.checked(tx, body, id, scope);
      try {
        await productQueries.updateProduct(tx, id, columnsOf(body));
      } catch (err) {
        throw codeRace(err);
      }
      if (JSON.stringify(before.lightning) !== JSON.stringify(body.lightning))
        await productQueries.replaceLights(tx, id, body.lightning);
      await recordChanges(tx, { entity: 'product', entityId: id, userId, before: { ...before }, after: { ...body } });
    });
    return this.get(id, scope);
  }

  /** Activates or deactivates the selected products; answers how many changed. */
  async bulkActive(ids: number[], active: boolean, userId: number): Promise<{ changed: number }> {
    return this.db.transaction(async (tx) => {
      const changed = await productQueries.setActive(tx, [...new Set(ids)], active);
      for (const id of changed)
        await recordChanges(tx, {
          entity: 'product',
          entityId: id,
          userId,
          before: { active: !active },
          after: { active },
        });
      return { changed: changed.length };
    });
  }

  /**
   * Admins delete a product nobody ordered: it is marked deleted and inactive (decision 152), gone
   * from the shop and the staff list, and can be restored. An ordered product stays what it was
   * (orders and invoices name it) and is deactivated instead: the answer says which happened.
   */
  async remove(id: number, userId: number): Promise<{ deleted: boolean; deactivated: boolean; message: string }> {
    return this.db.transaction(async (tx) => {
      const current = await productQueries.findProduct(tx, id, true);
      if (!current) throw notFound();
      if (await productQueries.isOrdered(tx, id)) {
        if (current.active) {
          await productQueries.setActive(tx, [id], false);
          await recordChanges(tx, {
            entity: 'product',
            entityId: id,
            userId,
            before: { active: true },
            after: { active: false },
          });
        }
        return {
          deleted: false,
          deactivated: true,
          message: 'Der Artikel wurde bereits bestellt und kann nicht gelöscht werden; er wurde deaktiviert.',
        };
      }
      await productQueries.markProductDeleted(tx, id, userId);
      await recordChanges(tx, {
        entity: 'product',
        entityId: id,
        userId,
        before: { active: current.active, deleted: false },
        after: { active: false, deleted: true },
      });
      return {
        deleted: true,
        deactivated: false,
        message: `Der Artikel wurde gelöscht. Sie können ihn mindestens ${RESTORE_DAYS} Tage lang unter „Gelöscht“ wiederherstellen.`,
      };
    });
  }

  /** Admins bring a deleted product back as it was (active or not); its category must not be deleted. */
  async restore(id: number, userId: number): Promise<{ message: string }> {
    return this.db.transaction(async (tx) => {
      const current = await productQueries.findDeletedProduct(tx, id);
      if (!current) throw notFound();
      if (current.category_deleted)
        throw new AppError(
          'conflict',
          `Die Kategorie „${current.category_name}“ ist gelöscht. Stellen Sie zuerst die Kategorie wieder her.`,
        );
      await productQueries.restoreProduct(tx, id, current.was_active);
      await recordChanges(tx, {
        entity: 'product',
        entityId: id,
        userId,
        before: { active: false, deleted: true },
        after: { active: current.was_active, deleted: false },
      });
      return { message: `Der Artikel „${current.name}“ wurde wiederhergestellt.` };
    });
  }

  /** Stores a checked PDF through the file storage and lists it as the product's assembly manual. */
  async addPdf(productId: number, name: string, bytes: Buffer, userId: number) {
    if (!(await productQueries.findProduct(this.db, productId))) throw notFound();
    if (bytes.length > MAX_PDF_BYTES)
      throw new AppError('validation', messages.invalid, { file: ['Die PDF-Datei darf höchstens 10 MB groß sein.'] });
    if (!looksLikePdf(bytes))
      throw new AppError('validation', messages.invalid, { file: ['Die Datei ist keine PDF-Datei.'] });
    const file = `${randomBytes(16).toString('hex')}.pdf`;
    await this.storage.put(`assembly/${file}`, bytes);
    try {
      const id = await this.db.transaction(async (tx) => {
        const pdfId = await productQueries.insertPdf(tx, productId, name, ASSEMBLY_PREFIX + file);
        await recordChanges(tx, {
          entity: 'product',
          entityId: productId,
          userId,
          before: null,
          after: { pdf_file: name },
        });
        return pdfId;
      });
      return { id, name, path: ASSEMBLY_PREFIX + file };
    } catch (err) {
      await this.storage.delete(`assembly/${file}`).catch(() => undefined);
      throw err;
    }
  }

  async removePdf(productId: number, pdfId: number, userId: number) {
    const removed = await this.db.transaction(async (tx) => {
      const row = await productQueries.deletePdf(tx, productId, pdfId);
      if (!row) throw notFound();
      await recordChanges(tx, {
        entity: 'product',
        entityId: productId,
        userId,
        before: { pdf_file: row.name },
        after: null,
      });
      return row;
    });
    if (removed.path.startsWith(ASSEMBLY_PREFIX))
      await this.storage.delete(`assembly/${removed.path.slice(ASSEMBLY_PREFIX.length)}`).catch(() => undefined);
  }

  async history(id: number) {
    if (!(await productQueries.findProduct(this.db, id))) throw notFound();
    const [changes, prices] = await Promise.all([
      auditOf(this.db, 'product', id),
      productQueries.priceHistoryOf(this.db, id),
    ]);
    return {
      changes,
      prices: prices.map((p) => ({
        price: centsToEuro(p.price_cents),
        old_price: centsToEuroOrNull(p.old_price_cents),
        valid_from: p.valid_from,
      })),
    };
  }
}

/** Two staff saving the same new code at once: the unique index decides, the loser hears why. */
function codeRace(err: unknown): unknown {
  const text = String((err as { cause?: { message?: string } })?.cause?.message ?? (err as Error)?.message ?? '');
  return text.includes('products_code_unique')
    ? new AppError('validation', messages.invalid, { code: [CODE_TAKEN] })
    : err;
}
