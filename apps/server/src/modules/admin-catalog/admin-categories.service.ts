import { SLUG_TAKEN, type AdminCategory, type CategoryBody } from '@wohnwerk/contract/admin-catalog';
import { SLUG_OF_DELETED } from '@wohnwerk/contract/admin-deletions';
import { SALE_SLUG } from '@wohnwerk/contract/catalog';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, messages } from '../../lib/app-error.ts';
import { sanitizeHtml } from '../../lib/html.ts';
import * as contentQueries from './admin-content.queries.ts';
import { slugify } from './admin-content.service.ts';
import { recordChanges } from './catalog-audit.ts';

const notFound = () => new AppError('not_found', messages.notFound);
const invalid = (field: string, message: string) =>
  new AppError('validation', messages.invalid, { [field]: [message] });

/**
 * The category tree of the shop administration; every change recorded. Deleting only marks a
 * category (decision 152): the shop and the staff lists leave it out, and admins can restore it.
 */
export class AdminCategoriesService {
  constructor(private readonly db: Db) {}

  categories(deleted = false): Promise<AdminCategory[]> {
    return contentQueries.listCategories(this.db, deleted);
  }

  /** Staff HTML is stored cleaned (the storefront cleans it again when it serves it). */
  private categoryValues(body: CategoryBody, slug: string) {
    return {
      parentId: body.parent_id,
      slug,
      nameDe: body.name_de,
      descriptionHtml: sanitizeHtml(body.description_html),
      sortOrder: body.sort_order,
    };
  }

  /** The parent must exist, and moving a category below itself or its own subcategory would make a loop. */
  private checkParent(all: AdminCategory[], id: number | null, parentId: number | null) {
    if (parentId === null) return;
    if (!all.some((c) => c.id === parentId)) throw invalid('parent_id', 'Diese übergeordnete Kategorie gibt es nicht.');
    for (let at: number | null = parentId, steps = 0; at !== null && steps <= all.length; steps++) {
      if (at === id)
        throw invalid(
          'parent_id',
          'Eine Kategorie kann nicht unter sich selbst oder ihre Unterkategorie verschoben werden.',
        );
      at = all.find((c) => c.id === at)?.parent_id ?? null;
    }
  }

  /** A slug held by a deleted category stays with it (its restore needs it): the message says where it is. */
  private async checkSlug(tx: Tx, slug: string, exceptId: number | null) {
    if (!(await contentQueries.slugTaken(tx, 'categories', slug, exceptId))) return;
    throw invalid('slug', (await contentQueries.slugOfDeletedCategory(tx, slug)) ? SLUG_OF_DELETED : SLUG_TAKEN);
  }

  async createCategory(body: CategoryBody, userId: number): Promise<AdminCategory> {
    const id = await this.db.transaction(async (tx) => {
      const all = await contentQueries.listCategories(tx);
      this.checkParent(all, null, body.parent_id);
      const slug = body.slug ?? slugify(body.name_de);
      await this.checkSlug(tx, slug, null);
      const values = this.categoryValues(body, slug);
      const newId = await contentQueries.insertCategory(tx, values);
      await recordChanges(tx, { entity: 'category', entityId: newId, userId, before: null, after: { ...values } });
      return newId;
    });
    return (await contentQueries.findCategory(this.db, id))!;
  }

  async updateCategory(id: number, body: CategoryBody, userId: number): Promise<AdminCategory> {
    await this.db.transaction(async (tx) => {
      const all = await contentQueries.listCategories(tx);
      const current = all.find((c) => c.id === id);
      if (!current) throw notFound();
      this.checkParent(all, id, body.parent_id);
      const slug = body.slug ?? current.slug;
      // The Sale category lists every reduced product by its slug: it keeps the slug and stays at the top.
      if (current.slug === SALE_SLUG && slug !== SALE_SLUG)
        throw invalid('slug', 'Die Sale-Kategorie behält die Adresse „sale“.');
      if (current.slug === SALE_SLUG && body.parent_id !== null)
        throw invalid('parent_id', 'Die Sale-Kategorie bleibt eine Hauptkategorie.');
      await this.checkSlug(tx, slug, id);
      const values = this.categoryValues(body, slug);
      await contentQueries.updateCategory(tx, id, values);
      const before = {
        parentId: current.parent_id,
        slug: current.slug,
        nameDe: current.name_de,
        descriptionHtml: current.description_html,
        sortOrder: current.sort_order,
      };
      await recordChanges(tx, { entity: 'category', entityId: id, userId, before, after: { ...values } });
      if (before.nameDe !== values.nameDe || before.parentId !== values.parentId)
        await contentQueries.refreshCategorySearchText(tx, [
          id,
          ...all.filter((c) => c.parent_id === id).map((c) => c.id),
        ]);
    });
    return (await contentQueries.findCategory(this.db, id))!;
  }

  /**
   * Admins only: an empty category without subcategories; the Sale category stays. Marked deleted,
   * not removed: the shop stops showing it at once and an admin can restore it.
   */
  async deleteCategory(id: number, userId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const all = await contentQueries.listCategories(tx);
      const current = all.find((c) => c.id === id);
      if (!current) throw notFound();
      if (current.slug === SALE_SLUG) throw new AppError('conflict', 'Die Sale-Kategorie kann nicht gelöscht werden.');
      if (current.product_count > 0 || all.some((c) => c.parent_id === id))
        throw new AppError('conflict', 'Nur eine leere Kategorie ohne Unterkategorien kann gelöscht werden.');
      await contentQueries.markCategoryDeleted(tx, id, userId);
      await recordChanges(tx, {
        entity: 'category',
        entityId: id,
        userId,
        before: { deleted: false },
        after: { deleted: true },
      });
    });
  }

  /** Admins only: brings a deleted category back where it was; a subcategory needs its parent back first. */
  async restoreCategory(id: number, userId: number): Promise<{ message: string }> {
    return this.db.transaction(async (tx) => {
      const current = await contentQueries.findDeletedCategory(tx, id);
      if (!current) throw notFound();
      if (current.parent_deleted)
        throw new AppError(
          'conflict',
          'Die übergeordnete Kategorie ist gelöscht. Stellen Sie zuerst die übergeordnete Kategorie wieder her.',
        );
      await contentQueries.restoreCategory(tx, id);
      await recordChanges(tx, {
        entity: 'category',
        entityId: id,
        userId,
        before: { deleted: true },
        after: { deleted: false },
      });
      return { message: `Die Kategorie „${current.name_de}“ wurde wiederhergestellt.` };
    });
  }
}
