import {
  SALE_SLUG,
  type BrandDto,
  type CategoryDto,
  type CategoryFiltersReply,
  type CategoryPageReply,
} from '@wohnwerk/contract/catalog';
import type { Db } from '../../db/client.ts';
import { sanitizeHtml } from '../../lib/html.ts';
import { centsToEuro } from '../../lib/money.ts';
import * as catalogQueries from './catalog.queries.ts';
import { subtreeIds } from './category-tree.ts';
import { LastGood, orFromMemory } from './last-good.ts';
import type { CatalogReadModel } from './read-model/catalog-read-model.ts';

/** A copy is kept of answers about a category that exists (unknown slugs are what anyone types). */
const known = (answer: unknown) => answer !== null;

const categoryDto = (c: catalogQueries.CategoryRow): CategoryDto => ({
  id: c.id,
  parent_id: c.parentId,
  slug: c.slug,
  name_de: c.nameDe,
});

/**
 * The category bar and a category's page, read from PostgreSQL on every request, as a staff edit must
 * show at once; while the database is away (decision 160) the tree comes from the catalogue's view (the
 * same rows, catalog-loader.ts loadRefs) and a page from this process's last answer for it (last-good.ts).
 * A category's filter panel and brands sum up the products its list shows, so they come from the same
 * view as the list (decision 179).
 */
export class CatalogCategories {
  private readonly copies = new LastGood();

  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogReadModel,
  ) {}

  list(): Promise<CategoryDto[]> {
    return orFromMemory(
      async () => (await catalogQueries.listCategories(this.db)).map(categoryDto),
      async () => (await this.catalog.current()).snapshot.categories().map(categoryDto),
    );
  }

  page(slug: string): Promise<CategoryPageReply | null> {
    return this.copies.read(`category:${slug}`, () => this.readPage(slug), known);
  }

  /**
   * A category's (or the Sale list's) filter panel, wholly from the catalogue's view (decision 179): the tree
   * the list resolves its slug in, and the products it lists. null for an unknown slug.
   */
  async filters(slug: string): Promise<CategoryFiltersReply | null> {
    const { snapshot } = await this.catalog.current();
    let categoryIds: number[] | null = null;
    if (slug !== SALE_SLUG) {
      const category = snapshot.categories().find((c) => c.slug === slug);
      if (!category) return null;
      categoryIds = subtreeIds(snapshot.categories(), category.id);
    }
    const panel = snapshot.filterPanel(categoryIds, slug === SALE_SLUG);
    return { min_price: centsToEuro(panel.min ?? 0), max_price: centsToEuro(panel.max ?? 0), brands: panel.brands };
  }

  /** Brands of a category and its subcategories (the home page's brand lists), from the view; [] for an unknown id. */
  async brands(id: number): Promise<BrandDto[]> {
    const { snapshot } = await this.catalog.current();
    if (!snapshot.categories().some((c) => c.id === id)) return [];
    return snapshot.filterPanel(subtreeIds(snapshot.categories(), id), false).brands;
  }

  private async readPage(slug: string): Promise<CategoryPageReply | null> {
    const all = await catalogQueries.listCategories(this.db);
    const category = all.find((c) => c.slug === slug);
    if (!category) return null;
    const parent = category.parentId ? all.find((c) => c.id === category.parentId) : undefined;
    return {
      data: all.filter((c) => c.parentId === category.id).map(categoryDto),
      category: {
        ...categoryDto(category),
        description_html: sanitizeHtml(await catalogQueries.findCategoryDescription(this.db, category.id)),
        parent: parent ? categoryDto(parent) : null,
      },
    };
  }
}
