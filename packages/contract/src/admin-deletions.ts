import { z } from 'zod';

/**
 * What deleting means in the shop administration (docs/decisions/152): legal pages are only ever
 * edited, a deleted product or category is kept and can be restored, and every such action asks
 * first in the screens. The server and the screens read the same rules from here.
 */

/**
 * The information pages the law asks a shop to keep (AGB, Impressum, Datenschutz, Widerrufsrecht),
 * by the slugs the storefront serves them under (/agb, /impressum, /daten, /widerrufsrecht).
 */
export const LEGAL_PAGE_SLUGS = ['agb', 'impressum', 'daten', 'widerrufsrecht'] as const;

export const isLegalPage = (slug: string): boolean => (LEGAL_PAGE_SLUGS as readonly string[]).includes(slug);

export const LEGAL_PAGE_NOT_DELETABLE =
  'Rechtstexte (AGB, Impressum, Datenschutz, Widerrufsrecht) können nicht gelöscht, nur bearbeitet werden.';
export const legalPageSlugKept = (slug: string) =>
  `Die Adresse eines Rechtstextes bleibt „${slug}“: Der Shop verlinkt ihn unter dieser Adresse.`;

/** A deleted product or category can be restored for at least this many days (decision 152). */
export const RESTORE_DAYS = 30;

export const CODE_OF_DELETED =
  'Diese Artikelnummer gehört zu einem gelöschten Artikel. Stellen Sie ihn unter „Gelöscht“ wieder her.';
export const SLUG_OF_DELETED =
  'Diese Adresse (Slug) gehört zu einer gelöschten Kategorie. Stellen Sie sie unter „Gelöscht“ wieder her.';

/** POST /admin/products/{id}/restore and /admin/categories/{id}/restore. */
export const restoreReplySchema = z.strictObject({ message: z.string() });
export type RestoreReply = z.infer<typeof restoreReplySchema>;
