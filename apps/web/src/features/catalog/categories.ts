import type { CategoryDto } from '@wohnwerk/contract/catalog';

/**
 * contract/catalog.ts SALE_SLUG; repeated here because a value import from that module
 * would bring zod into every page's first load.
 */
const SALE_SLUG = 'sale';

/** The category bar shows the top level only (those with no parent). */
export function topLevelCategories(categories: readonly CategoryDto[]): CategoryDto[] {
  return categories.filter((c) => c.parent_id === null);
}

/** The Sale category is highlighted in red (storefront §2); its list is selected by category=sale. */
export function isSaleCategory(category: CategoryDto): boolean {
  return category.slug === SALE_SLUG || category.name_de.trim().toLowerCase() === 'sale';
}

export function categoryPath(category: CategoryDto): string {
  return `/products?category=${encodeURIComponent(category.slug)}`;
}
