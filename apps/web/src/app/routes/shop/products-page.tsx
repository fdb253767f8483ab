import './shop-catalogue.ts';
import '@mantine/core/styles/Input.css';
import { Alert, Button, Container, NativeSelect, Skeleton, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ProductOrder } from '@wohnwerk/contract/catalog';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FilterIcon, GridIcon, ListIcon } from '../../../components/icons.tsx';
import { ProductCard, type ProductCardProduct } from '../../../components/product/product-card.tsx';
import { ProductGrid } from '../../../components/product/product-grid.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { useAddProductToCart } from '../../../features/cart/add-product-to-cart.ts';
import { useCategories } from '../../../features/catalog/api/get-categories.ts';
import { useCategory } from '../../../features/catalog/api/get-category.ts';
import { useCategoryFilters } from '../../../features/catalog/api/get-category-filters.ts';
import { PRODUCT_ORDERS, useProducts } from '../../../features/catalog/api/get-products.ts';
import type { NarrowingFilters } from '../../../features/catalog/components/product-filters.tsx';
import {
  parseProductListParams,
  productListHref,
  productListSearch,
} from '../../../features/catalog/product-list-params.ts';
import { useWishlistToggle } from '../../../features/wishlist/use-wishlist-toggle.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { preloadable } from '../../../lib/preloadable.tsx';
import classes from './products-page.module.css';

// The slide-in panel (Drawer, overlay, focus trap) is only needed below 990 px once the filter button is pressed.
const FilterDrawer = lazy(() => import('../../../features/catalog/components/filter-drawer.tsx'));

/** Wide screens show the filters beside the list; narrower ones only in that panel (products-page.module.css). */
const DESKTOP = '(min-width: 61.875em)';

// The filters (checkboxes, price slider) are not first-load code on a phone, where they wait in the panel
// (docs/decisions/165). On a wide screen the route loads them with the page, and the server lists them
// for that width (catalog.head.ts), so the sidebar is there in the first render, not a request later.
const Filters = preloadable(async () => ({
  default: (await import('../../../features/catalog/components/product-filters.tsx')).ProductFilters,
}));

/**
 * Called by the router with the screen's code: the filters come too where they are on screen from the start.
 * @public (read from the module object by app/router.tsx `screen`)
 */
export function ready(): Promise<unknown> | undefined {
  return globalThis.matchMedia?.(DESKTOP).matches ? Filters.preload() : undefined;
}

const ORDER_LABEL_KEYS: Record<ProductOrder, string> = {
  'Niedriger-Hoher': 'list.sortLowHigh',
  'Hoher-Niedriger': 'list.sortHighLow',
  'A-Z': 'list.sortAz',
  'Z-A': 'list.sortZa',
};

type ListView = 'grid' | 'list';
const VIEW_STORAGE_KEY = 'productListView';

/** Grid (default) or list; a preference of the shopper rather than part of the result, so kept in storage, not the URL. */
function useListView(): [ListView, (view: ListView) => void] {
  const [view, setView] = useState<ListView>(() => {
    try {
      return globalThis.localStorage?.getItem(VIEW_STORAGE_KEY) === 'list' ? 'list' : 'grid';
    } catch {
      return 'grid';
    }
  });
  return [
    view,
    (next) => {
      setView(next);
      try {
        globalThis.localStorage?.setItem(VIEW_STORAGE_KEY, next);
      } catch {
        /* storage blocked: the choice lasts for this page only */
      }
    },
  ];
}

/** The first cards are above the fold on most screens: their images load eagerly (LCP). */
const EAGER_IMAGES = 4;

/**
 * Product list (/products, storefront §2): category, search, sale list, price and brand
 * filters, sort and paging, all in the URL so a shared link, a reload and the back button
 * show the same list.
 */
export default function ProductsPage() {
  const { t } = useTranslation('shop');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseProductListParams(searchParams), [searchParams]);

  const products = useProducts(filters);
  const categories = useCategories();
  const categoryPage = useCategory(filters.category);
  const facets = useCategoryFilters(filters.category);
  const wishlist = useWishlistToggle();
  const addToCart = useAddProductToCart();
  // Stable handlers keep the memoised cards from re-rendering whenever another query of the page settles.
  const { mutate: toggleWishlist } = wishlist;
  const { mutate: addProduct } = addToCart;
  const onToggleWishlist = useCallback(
    (product: ProductCardProduct, inWishlist: boolean) => toggleWishlist({ productId: product.id, inWishlist }),
    [toggleWishlist],
  );
  const onAddToCart = useCallback((product: ProductCardProduct) => addProduct({ productId: product.id }), [addProduct]);

  const isDesktop = useMediaQuery(DESKTOP, true, { getInitialValueInEffect: false });
  const [panelOpen, setPanelOpen] = useState(false);
  const [panelUsed, setPanelUsed] = useState(false);
  const [view, setView] = useListView();

  const categoryName = categoryPage.data?.category.name_de;
  const unknownCategory = isApiError(categoryPage.error) && categoryPage.error.status === 404;
  const heading = filters.q
    ? t('list.searchHeading', { q: filters.q })
    : filters.category
      ? (categoryName ?? (unknownCategory || categoryPage.isError ? t('list.allHeading') : ''))
      : t('list.allHeading');
  usePageTitle(heading || null);

  const apply = (narrow: NarrowingFilters) => {
    setPanelOpen(false);
    setSearchParams(productListSearch({ ...filters, ...narrow, page: undefined }));
  };

  const setOrder = (value: string) => {
    const order = PRODUCT_ORDERS.find((o) => o === value);
    setSearchParams(productListSearch({ ...filters, order, page: undefined }), { preventScrollReset: true });
  };

  // The sidebar's draft state starts from the URL again whenever the applied filters change.
  const filtersKey = `${searchParams.toString()}|${facets.data ? 'f' : ''}`;
  const sidebar = (
    <Filters.Component
      key={filtersKey}
      filters={filters}
      categories={categories.data}
      categoryPage={categoryPage.data}
      facets={facets.data}
      onApply={apply}
      onNavigate={() => setPanelOpen(false)}
    />
  );

  const page = products.data;
  const currentPage = page?.meta.current_page ?? filters.page ?? 1;
  const lastPage = Math.max(page?.meta.last_page ?? 1, 1);
  const descriptionHtml = !filters.q ? categoryPage.data?.category.description_html : undefined;

  return (
    <Container size="xl" py="lg" className={classes.page}>
      {isDesktop ? (
        <aside className={classes.sidebar} aria-label={t('filters.sidebarLabel')}>
          {/* Only a window widened past the breakpoint waits here for the filters' code. */}
          <Suspense fallback={null}>{sidebar}</Suspense>
        </aside>
      ) : panelUsed ? (
        <Suspense fallback={null}>
          <FilterDrawer
            opened={panelOpen}
            onClose={() => setPanelOpen(false)}
            title={t('filters.panelTitle')}
            closeLabel={t('filters.close')}
          >
            {sidebar}
          </FilterDrawer>
        </Suspense>
      ) : null}

      <div className={classes.main}>
        <div className={classes.head}>
          <Title order={1} className={classes.title}>
            {heading || <Skeleton component="span" height={28} width={220} display="inline-block" />}
          </Title>
          {page ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('list.count', { count: page.meta.total })}
            </Text>
          ) : null}
        </div>

        <div className={classes.toolbar}>
          {!isDesktop ? (
            <Button
              variant="outline"
              leftSection={<FilterIcon />}
              onClick={() => {
                setPanelUsed(true);
                setPanelOpen(true);
              }}
              aria-haspopup="dialog"
              className={classes.filterButton}
            >
              {t('filters.open')}
            </Button>
          ) : null}
          <NativeSelect
            label={t('list.sortLabel')}
            value={filters.order ?? ''}
            onChange={(event) => setOrder(event.currentTarget.value)}
            className={classes.sort}
          >
            {/* The spec's four orders are the choices; the shop's own order shows until one is picked, not as a fifth. */}
            <option value="" disabled hidden>
              {t('list.sortDefault')}
            </option>
            {PRODUCT_ORDERS.map((order) => (
              <option key={order} value={order}>
                {t(ORDER_LABEL_KEYS[order])}
              </option>
            ))}
          </NativeSelect>
          {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of two toggle buttons; a fieldset would add a border and legend the layout does not have */}
          <div role="group" aria-label={t('list.viewLabel')} className={classes.viewSwitch}>
            <Button
              variant={view === 'grid' ? 'filled' : 'default'}
              leftSection={<GridIcon />}
              aria-pressed={view === 'grid'}
              onClick={() => setView('grid')}
              px="sm"
            >
              {t('list.viewGrid')}
            </Button>
            <Button
              variant={view === 'list' ? 'filled' : 'default'}
              leftSection={<ListIcon />}
              aria-pressed={view === 'list'}
              onClick={() => setView('list')}
              px="sm"
            >
              {t('list.viewList')}
            </Button>
          </div>
        </div>

        <h2 className="sr-only">{t('list.resultsHeading')}</h2>
        {products.isPending ? (
          <div className={classes.skeletons} aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders while loading are identical and never reorder
                key={i}
                height={300}
                radius="md"
              />
            ))}
          </div>
        ) : products.isError && !page ? (
          <Alert color="red" title={t('list.loadError')}>
            <Button variant="outline" color="red" size="xs" mt="xs" onClick={() => void products.refetch()}>
              {t('common:errors.retry')}
            </Button>
          </Alert>
        ) : page && page.data.length === 0 ? (
          <div className={classes.empty} role="status">
            <Text fw={700} size="lg">
              {t('list.empty')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('list.emptyHint')}
            </Text>
          </div>
        ) : page ? (
          <ProductGrid
            items={page.data}
            variant={view}
            stale={products.isPlaceholderData}
            renderItem={(item, index) => (
              <ProductCard
                product={item}
                variant={view}
                headingLevel={3}
                priority={index < EAGER_IMAGES}
                inWishlist={item.in_wishlist}
                onToggleWishlist={onToggleWishlist}
                wishlistPending={wishlist.isPending && wishlist.variables?.productId === item.id}
                onAddToCart={onAddToCart}
                addToCartPending={addToCart.isPending && addToCart.variables?.productId === item.id}
              />
            )}
          />
        ) : null}

        {page && lastPage > 1 ? (
          <nav aria-label={t('list.pagerLabel')} className={classes.pager}>
            {currentPage > 1 ? (
              <Button component={Link} to={productListHref({ ...filters, page: currentPage - 1 })} variant="default">
                <span aria-hidden="true">‹</span> {t('list.prev')}
              </Button>
            ) : (
              <Button variant="default" disabled>
                <span aria-hidden="true">‹</span> {t('list.prev')}
              </Button>
            )}
            <span className={classes.pageStatus}>
              <span aria-hidden="true">{t('list.pageStatus', { current: currentPage, last: lastPage })}</span>
              <span className="sr-only">{t('list.pageStatusLabel', { current: currentPage, last: lastPage })}</span>
            </span>
            {currentPage < lastPage ? (
              <Button component={Link} to={productListHref({ ...filters, page: currentPage + 1 })} variant="default">
                {t('list.next')} <span aria-hidden="true">›</span>
              </Button>
            ) : (
              <Button variant="default" disabled>
                {t('list.next')} <span aria-hidden="true">›</span>
              </Button>
            )}
          </nav>
        ) : null}

        {descriptionHtml ? (
          // Sanitised by the server (catalog service) before it is sent.
          <RichText component="section" html={descriptionHtml} className={classes.description} />
        ) : null}
      </div>
    </Container>
  );
}
