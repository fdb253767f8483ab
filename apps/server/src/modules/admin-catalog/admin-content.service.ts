import {
  SLUG_TAKEN,
  type AdminBrand,
  type AdminContentPage,
  type AdminHomepageText,
  type AdminSeries,
  type AdminShop,
  type BrandBody,
  type ContentPageBody,
  type SeriesBody,
  type ShopBody,
} from '@wohnwerk/contract/admin-catalog';
import { isLegalPage, LEGAL_PAGE_NOT_DELETABLE, legalPageSlugKept } from '@wohnwerk/contract/admin-deletions';
import type { Db } from '../../db/client.ts';
import { AppError, messages } from '../../lib/app-error.ts';
import { sanitizeHtml } from '../../lib/html.ts';
import * as contentQueries from './admin-content.queries.ts';
import { recordChanges } from './catalog-audit.ts';

const notFound = () => new AppError('not_found', messages.notFound);
const invalid = (field: string, message: string) =>
  new AppError('validation', messages.invalid, { [field]: [message] });

/** A slug from a German name: umlauts spelt out, everything else that is no letter or digit a hyphen. */
export function slugify(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/ß/g, 'ss')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 120)
      .replace(/-+$/, '') || 'seite'
  );
}

/** Shops, brands, series, homepage texts and information pages; every change recorded. */
export class AdminContentService {
  constructor(private readonly db: Db) {}

  // Shops and brands ------------------------------------------------------------------------

  shops(): Promise<AdminShop[]> {
    return contentQueries.listShops(this.db);
  }

  async saveShop(id: number | null, body: ShopBody, userId: number): Promise<AdminShop> {
    const savedId = await this.db.transaction(async (tx) => {
      const current = id === null ? null : ((await contentQueries.listShops(tx)).find((s) => s.id === id) ?? null);
      if (id !== null && !current) throw notFound();
      const slug = body.slug ?? current?.slug ?? slugify(body.name);
      if (await contentQueries.slugTaken(tx, 'shops', slug, id)) throw invalid('slug', SLUG_TAKEN);
      const values = { name: body.name, slug, description: body.description, city: body.city };
      const target = id ?? (await contentQueries.insertShop(tx, values));
      if (id !== null) await contentQueries.updateShop(tx, id, values);
      const before = current && {
        name: current.name,
        slug: current.slug,
        description: current.description,
        city: current.city,
      };
      await recordChanges(tx, { entity: 'shop', entityId: target, userId, before, after: values });
      return target;
    });
    return (await contentQueries.listShops(this.db)).find((s) => s.id === savedId)!;
  }

  brands(): Promise<AdminBrand[]> {
    return contentQueries.listBrands(this.db);
  }

  async saveBrand(id: number | null, body: BrandBody, userId: number): Promise<AdminBrand> {
    const savedId = await this.db.transaction(async (tx) => {
      const current = id === null ? null : ((await contentQueries.listBrands(tx)).find((b) => b.id === id) ?? null);
      if (id !== null && !current) throw notFound();
      const slug = body.slug ?? current?.slug ?? slugify(body.name);
      if (await contentQueries.slugTaken(tx, 'brands', slug, id)) throw invalid('slug', SLUG_TAKEN);
      const values = { name: body.name, slug };
      const target = id ?? (await contentQueries.insertBrand(tx, values));
      if (id !== null) await contentQueries.updateBrand(tx, id, values);
      const before = current && { name: current.name, slug: current.slug };
      await recordChanges(tx, { entity: 'brand', entityId: target, userId, before, after: values });
      return target;
    });
    return (await contentQueries.listBrands(this.db)).find((b) => b.id === savedId)!;
  }

  series(): Promise<AdminSeries[]> {
    return contentQueries.listSeries(this.db);
  }

  async saveSeries(id: number | null, body: SeriesBody, userId: number): Promise<AdminSeries> {
    const savedId = await this.db.transaction(async (tx) => {
      const current = id === null ? null : ((await contentQueries.listSeries(tx)).find((s) => s.id === id) ?? null);
      if (id !== null && !current) throw notFound();
      if (await contentQueries.seriesNameTaken(tx, body.name, id))
        throw invalid('name', 'Diesen Seriennamen gibt es bereits.');
      const values = { name: body.name, frontColor: body.front_color, bodyColor: body.body_color };
      const target = id ?? (await contentQueries.insertSeries(tx, values));
      if (id !== null) await contentQueries.updateSeries(tx, id, values);
      const before = current && { name: current.name, frontColor: current.front_color, bodyColor: current.body_color };
      await recordChanges(tx, { entity: 'series', entityId: target, userId, before, after: values });
      return target;
    });
    return (await contentQueries.listSeries(this.db)).find((s) => s.id === savedId)!;
  }

  // Homepage texts and information pages ----------------------------------------------------

  homepageTexts(): Promise<AdminHomepageText[]> {
    return contentQueries.listHomepageTexts(this.db);
  }

  async updateHomepageText(id: number, description: string, userId: number): Promise<AdminHomepageText> {
    return this.db.transaction(async (tx) => {
      const current = (await contentQueries.listHomepageTexts(tx)).find((t) => t.id === id);
      if (!current) throw notFound();
      const cleaned = sanitizeHtml(description);
      await contentQueries.updateHomepageText(tx, id, cleaned);
      await recordChanges(tx, {
        entity: 'homepage_text',
        entityId: id,
        userId,
        before: { description: current.description },
        after: { description: cleaned },
      });
      return { ...current, description: cleaned };
    });
  }

  contentPages(): Promise<AdminContentPage[]> {
    return contentQueries.listContentPages(this.db);
  }

  async saveContentPage(id: number | null, body: ContentPageBody, userId: number): Promise<AdminContentPage> {
    const savedId = await this.db.transaction(async (tx) => {
      const current =
        id === null ? null : ((await contentQueries.listContentPages(tx)).find((p) => p.id === id) ?? null);
      if (id !== null && !current) throw notFound();
      // The shop links a legal page by its slug: a new slug would take it off the shop unseen.
      if (current && isLegalPage(current.slug) && body.slug !== current.slug)
        throw invalid('slug', legalPageSlugKept(current.slug));
      if (await contentQueries.slugTaken(tx, 'content_pages', body.slug, id)) throw invalid('slug', SLUG_TAKEN);
      const values = {
        slug: body.slug,
        name: body.name,
        title: body.title,
        contentHtml: sanitizeHtml(body.content_html),
        sortOrder: body.sort_order,
      };
      const target = id ?? (await contentQueries.insertContentPage(tx, values));
      if (id !== null) await contentQueries.updateContentPage(tx, id, values);
      const before = current && {
        slug: current.slug,
        name: current.name,
        title: current.title,
        contentHtml: current.content_html,
        sortOrder: current.sort_order,
      };
      await recordChanges(tx, { entity: 'content_page', entityId: target, userId, before, after: values });
      return target;
    });
    return (await contentQueries.listContentPages(this.db)).find((p) => p.id === savedId)!;
  }

  /** Admins only; a legal page (AGB, Impressum, Datenschutz, Widerrufsrecht) is never deleted, only edited. */
  async deleteContentPage(id: number, userId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const current = (await contentQueries.listContentPages(tx)).find((p) => p.id === id);
      if (!current) throw notFound();
      if (isLegalPage(current.slug)) throw new AppError('conflict', LEGAL_PAGE_NOT_DELETABLE);
      await contentQueries.deleteContentPage(tx, id);
      await recordChanges(tx, {
        entity: 'content_page',
        entityId: id,
        userId,
        before: { slug: current.slug, title: current.title },
        after: null,
      });
    });
  }
}
