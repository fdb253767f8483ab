import type { ShopDto } from '@wohnwerk/contract/catalog';
import type { ContentPage, HomepageText } from '@wohnwerk/contract/content';
import type { Db } from '../../db/client.ts';
import { sanitizeHtml } from '../../lib/html.ts';
import * as catalogQueries from './catalog.queries.ts';
import { LastGood } from './last-good.ts';

/**
 * The storefront's shops, home page texts and content pages (footer and legal pages): read from
 * PostgreSQL on every request, as a staff edit must show at once and these tables send no change
 * signal; the last answers are kept per process and answer while the database is away (decision
 * 160, last-good.ts). warm() fills them when the process starts, so a page no visitor asked this
 * process for (a legal page) is there too.
 */
export class CatalogContent {
  private readonly copies = new LastGood();
  /** The slugs the last page list kept copies of: a page gone from the list loses its copy. */
  private listed = new Set<string>();

  constructor(private readonly db: Db) {}

  shops(): Promise<ShopDto[]> {
    return this.copies.read('shops', () => catalogQueries.listShops(this.db));
  }

  homepageTexts(): Promise<HomepageText[]> {
    return this.copies.read('homepage-texts', async () =>
      (await catalogQueries.listHomepageTexts(this.db)).map((t) => ({
        name: t.name,
        description: sanitizeHtml(t.description),
      })),
    );
  }

  pages(): Promise<ContentPage[]> {
    return this.copies.read('pages', async () => {
      const pages = (await catalogQueries.listPages(this.db)).map(pageDto);
      // The list holds every page whole: it fills the copies GET /pages/{slug} answers from.
      const listed = new Set<string>();
      for (const page of pages) {
        this.copies.remember(pageKey(page.slug), page);
        listed.add(page.slug);
      }
      for (const slug of this.listed) if (!listed.has(slug)) this.copies.forget(pageKey(slug));
      this.listed = listed;
      return pages;
    });
  }

  page(slug: string): Promise<ContentPage | null> {
    return this.copies.read(
      pageKey(slug),
      async () => {
        const page = await catalogQueries.findPage(this.db, slug);
        return page ? pageDto(page) : null;
      },
      (page) => page !== null,
    );
  }

  /** Reads each answer once (three statements), so each has a copy; a failure leaves it to the first request. */
  async warm(): Promise<void> {
    for (const read of [() => this.shops(), () => this.homepageTexts(), () => this.pages()]) {
      await read().catch(() => undefined);
    }
  }
}

const pageKey = (slug: string) => `page:${slug}`;

const pageDto = (p: { id: number; slug: string; name: string; title: string; contentHtml: string }): ContentPage => ({
  id: p.id,
  slug: p.slug,
  name: p.name,
  title: p.title,
  content_html: sanitizeHtml(p.contentHtml),
});
