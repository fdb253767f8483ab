/**
 * Home page texts and content pages. Types and normalisers only, no zod: the home page and
 * the footer links read them on first load.
 *
 * The server answers GET /homepage-texts and GET /pages with `{ data: [...] }` (and
 * GET /pages/{slug} with `{ data: page }`). The back-office spec describes the lists as
 * `data.data`; the readers below accept both, so the web keeps working whichever shape a
 * server sends (docs/decisions/001-homepage-texts-shape.md).
 */

/** name is a category slug or a fixed key such as Icons_Transport or Description_Main; description is sanitised HTML. */
export interface HomepageText {
  name: string;
  description: string;
}

export interface ContentPage {
  id: number;
  slug: string;
  name: string;
  title: string;
  /** Sanitised HTML. */
  content_html: string;
}

function listOf<T>(body: unknown): T[] {
  const data = (body as { data?: unknown } | null | undefined)?.data;
  if (Array.isArray(data)) return data as T[];
  const nested = (data as { data?: unknown } | null | undefined)?.data;
  return Array.isArray(nested) ? (nested as T[]) : [];
}

/** The list of a GET /homepage-texts answer, from `{data: [...]}` or `{data: {data: [...]}}`. */
export const homepageTextsOf = (body: unknown): HomepageText[] => listOf<HomepageText>(body);

/** The list of a GET /pages answer, from `{data: [...]}` or `{data: {data: [...]}}`. */
export const contentPagesOf = (body: unknown): ContentPage[] => listOf<ContentPage>(body);

/** One text by its name ('' when missing), e.g. homepageText(texts, 'Description_Main'). */
export const homepageText = (texts: HomepageText[], name: string): string =>
  texts.find((t) => t.name === name)?.description ?? '';

/** Pages are found by slug (agb, impressum, daten, widerrufsrecht, ...), never by position. */
export const contentPageBySlug = (pages: ContentPage[], slug: string): ContentPage | undefined =>
  pages.find((p) => p.slug === slug);
