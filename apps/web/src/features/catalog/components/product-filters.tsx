import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Slider.css';
import { Button, Checkbox, RangeSlider } from '@mantine/core';
import type { CategoryDto, CategoryFiltersReply, CategoryPageReply } from '@wohnwerk/contract/catalog';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/format.ts';
import type { ProductListFilters } from '../api/get-products.ts';
import { isSaleCategory, topLevelCategories } from '../categories.ts';
import { hasNarrowingFilters, productListHref } from '../product-list-params.ts';
import classes from './product-filters.module.css';

export type NarrowingFilters = Pick<ProductListFilters, 'min_price' | 'max_price' | 'brand'>;

interface ProductFiltersProps {
  /** The applied state (from the URL). */
  filters: ProductListFilters;
  categories: readonly CategoryDto[] | undefined;
  categoryPage: CategoryPageReply | undefined;
  /** Price range and brands of the current category; absent without a category. */
  facets: CategoryFiltersReply | undefined;
  onApply: (next: NarrowingFilters) => void;
  /** Called when a category link is followed (the mobile panel closes). */
  onNavigate?: () => void;
}

const wholeEuros = (facets: CategoryFiltersReply): [number, number] => [
  Math.floor(facets.min_price),
  Math.ceil(facets.max_price),
];

/**
 * The list's sidebar (storefront §2): subcategories, categories, price range, brands and
 * a Filter button that applies price and brands; category links apply at once.
 */
export function ProductFilters({
  filters,
  categories,
  categoryPage,
  facets,
  onApply,
  onNavigate,
}: ProductFiltersProps) {
  const { t } = useTranslation('shop');
  const id = useId();
  const bounds = facets ? wholeEuros(facets) : null;
  const [range, setRange] = useState<[number, number] | null>(() =>
    bounds
      ? [
          Math.min(Math.max(filters.min_price ?? bounds[0], bounds[0]), bounds[1]),
          Math.max(Math.min(filters.max_price ?? bounds[1], bounds[1]), bounds[0]),
        ]
      : null,
  );
  const [brands, setBrands] = useState<number[]>(filters.brand ?? []);

  // Keep the search text and the sort order when the category changes; price and brands belong to a category.
  const linkTo = (category?: string) => productListHref({ category, q: filters.q, order: filters.order });

  const current = categoryPage?.category;
  const children = categoryPage?.data ?? [];
  // A leaf category shows its siblings, so one can move sideways without going back up.
  const subcategories = children.length
    ? children
    : current?.parent_id
      ? (categories ?? []).filter((c) => c.parent_id === current.parent_id)
      : [];
  const topLevel = topLevelCategories(categories ?? []);
  const activeTop = current ? (current.parent ?? current).slug : filters.category;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: NarrowingFilters = { brand: brands.length ? [...brands].sort((a, b) => a - b) : undefined };
    if (range && bounds) {
      if (range[0] > bounds[0]) next.min_price = range[0];
      if (range[1] < bounds[1]) next.max_price = range[1];
    } else {
      next.min_price = filters.min_price;
      next.max_price = filters.max_price;
    }
    onApply(next);
  };

  const facetBrands = facets?.brands ?? [];
  const canNarrow = Boolean(bounds && bounds[1] > bounds[0]) || facetBrands.length > 0;

  return (
    <div className={classes.root}>
      {subcategories.length ? (
        <section aria-labelledby={`${id}-sub`} className={classes.section}>
          <h2 id={`${id}-sub`} className={classes.heading}>
            {t('filters.subcategories')}
          </h2>
          {current?.parent && !children.length ? (
            <Link to={linkTo(current.parent.slug)} className={classes.back} onClick={onNavigate}>
              ← {t('filters.backTo', { name: current.parent.name_de })}
            </Link>
          ) : null}
          <ul className={classes.links}>
            {subcategories.map((c) => (
              <li key={c.id}>
                <Link
                  to={linkTo(c.slug)}
                  className={classes.link}
                  aria-current={c.slug === filters.category ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  {c.name_de}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby={`${id}-cat`} className={classes.section}>
        <h2 id={`${id}-cat`} className={classes.heading}>
          {t('filters.categories')}
        </h2>
        <ul className={classes.links}>
          <li>
            <Link
              to={linkTo(undefined)}
              className={classes.link}
              aria-current={!filters.category ? 'page' : undefined}
              onClick={onNavigate}
            >
              {t('filters.allProducts')}
            </Link>
          </li>
          {topLevel.map((c) => (
            <li key={c.id}>
              <Link
                to={linkTo(c.slug)}
                className={classes.link}
                data-sale={isSaleCategory(c) || undefined}
                data-active={c.slug === activeTop || undefined}
                aria-current={c.slug === filters.category ? 'page' : undefined}
                onClick={onNavigate}
              >
                {c.name_de}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {canNarrow ? (
        <form onSubmit={submit} className={classes.form} aria-label={t('filters.formLabel')}>
          {bounds && range && bounds[1] > bounds[0] ? (
            <fieldset className={classes.section}>
              <legend className={classes.heading}>{t('filters.price')}</legend>
              <RangeSlider
                min={bounds[0]}
                max={bounds[1]}
                step={1}
                minRange={0}
                value={range}
                onChange={setRange}
                label={(value) => formatPrice(value)}
                thumbFromLabel={t('filters.priceFrom')}
                thumbToLabel={t('filters.priceTo')}
                color="brand.7"
                mt="xs"
                mx={8}
              />
              <p className={classes.rangeText} aria-live="polite">
                {t('filters.priceRange', { min: formatPrice(range[0]), max: formatPrice(range[1]) })}
              </p>
            </fieldset>
          ) : null}

          {facetBrands.length ? (
            <fieldset className={classes.section}>
              <legend className={classes.heading}>{t('filters.brands')}</legend>
              <ul className={classes.checks}>
                {facetBrands.map((brand) => (
                  <li key={brand.id}>
                    <Checkbox
                      label={brand.name}
                      value={String(brand.id)}
                      checked={brands.includes(brand.id)}
                      onChange={(event) => {
                        const checked = event.currentTarget.checked;
                        setBrands((list) => (checked ? [...list, brand.id] : list.filter((b) => b !== brand.id)));
                      }}
                    />
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}

          <Button type="submit" fullWidth className={classes.apply}>
            {t('filters.apply')}
          </Button>
        </form>
      ) : null}

      {hasNarrowingFilters(filters) ? (
        <Link
          to={productListHref({ category: filters.category, q: filters.q, order: filters.order })}
          className={classes.reset}
          onClick={onNavigate}
        >
          {t('filters.reset')}
        </Link>
      ) : null}
    </div>
  );
}
