import './product-catalogue.ts';
import { Button, Container } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductDetail, ProductListItem, SeriesProductDto } from '@wohnwerk/contract/catalog';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CartIcon, HeartIcon, ReturnIcon, TruckIcon } from '../../../components/icons.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ProductCard, type ProductCardProduct } from '../../../components/product/product-card.tsx';
import { AfterFirstPaint } from '../../../components/ui/after-first-paint.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { addProductToCart, useAddProductToCart } from '../../../features/cart/add-product-to-cart.ts';
import { addToCart } from '../../../lib/cart-store.ts';
import { isProductNotFound, useProduct } from '../../../features/product/api/get-product.ts';
import { similarProductsQueryOptions, useSimilarProducts } from '../../../features/product/api/get-similar-products.ts';
import { applyWishlistFlag } from '../../../features/product/api/wishlist-flag.ts';
import { DeliveryTime } from '../../../features/product/components/delivery-time.tsx';
import {
  accessoriesFor,
  mayHaveAccessories,
  ProductAccessories,
} from '../../../features/product/components/accessories-on-demand.tsx';
import { ProductCarousel } from '../../../features/product/components/product-carousel.tsx';
import { ProductGallery } from '../../../features/product/components/product-gallery.tsx';
import { ProductPrice } from '../../../features/product/components/product-price.tsx';
import { ProductTabs, type ProductTab } from '../../../features/product/components/product-tabs.tsx';
import { ProductVariants } from '../../../features/product/components/product-variants.tsx';
import { lightCartLine, seriesColours, seriesInShopOrder } from '../../../features/product/product-facts.ts';
import { useWishlistToggle, type WishlistToggleInput } from '../../../features/wishlist/use-wishlist-toggle.tsx';
import { ratingsQueryOptions } from '../../../features/ratings/api/get-ratings.ts';
import { CustomerReviews } from '../../../features/ratings/components/customer-reviews.tsx';
import { ProductRatings } from '../../../features/ratings/components/product-ratings.tsx';
import { RatingSummary } from '../../../features/ratings/components/star-display.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import classes from './product-page.module.css';

// The zoom modal is only needed after a click on an image.
const ProductZoomModal = lazy(() => import('../../../features/product/components/product-zoom-modal.tsx'));

/**
 * Called by the router with the screen's code: the accessories come too if the product shows them.
 * @public (read from the module object by app/router.tsx `screen`)
 */
export const ready = accessoriesFor;

/** /product/:id (storefront §2 "Product detail page"). */
export default function ProductPage() {
  const { id: raw = '' } = useParams();
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  // A new id is a new page: quantity, accessories, tab and image start over (storefront §4).
  return id > 0 ? <ProductScreen key={id} id={id} /> : <ProductNotFound />;
}

function ProductNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('common:titles.notFound'));
  return <NotFoundPage />;
}

function ProductScreen({ id }: { id: number }) {
  // Catalogues load beside the product call instead of before it (no suspense waterfall).
  // 'shop' is the wishlist heart's catalogue.
  const { t, ready } = useTranslation(['product', 'ratings', 'common', 'shop'], { useSuspense: false });
  const product = useProduct(id);
  // Asked for beside the product rather than after it: the sections below need them anyway.
  // Prefetched, not observed: their answers re-render only the sections that show them.
  usePrefetchQuery(similarProductsQueryOptions(id));
  usePrefetchQuery(ratingsQueryOptions(id));
  // A later product page than the route's first: its accessories' code travels beside its answer.
  const accessories = mayHaveAccessories(product.data);
  useEffect(() => {
    if (accessories) void ProductAccessories.preload();
  }, [accessories]);

  if (product.isError && isProductNotFound(product.error)) return <ProductNotFound />;
  if (product.isError && ready) {
    return (
      <Container size="sm" py={64} ta="center">
        <p>{t('common:errors.generic')}</p>
        <Button onClick={() => void product.refetch()}>{t('common:errors.retry')}</Button>
      </Container>
    );
  }
  if (!ready || !product.data) {
    // As tall as a screen, so the footer does not show and then jump away when the page arrives (layout shift).
    return (
      <div className={classes.loading}>
        <PageLoader />
      </div>
    );
  }
  return <ProductView detail={product.data} />;
}

/** "Das könnte dir auch gefallen": its own component, so the answer's arrival renders only the carousel. */
function SimilarProducts({
  productId,
  title,
  renderCard,
}: {
  productId: number;
  title: string;
  renderCard: (item: ProductListItem) => ReactNode;
}) {
  const similar = useSimilarProducts(productId);
  return (
    <ProductCarousel title={title} items={similar.data ?? []} itemKey={(item) => item.id} renderItem={renderCard} />
  );
}

const seriesCard = (item: SeriesProductDto): ProductCardProduct => ({
  id: item.id,
  name: item.productName || item.name,
  price: item.price,
  old_price: item.old_price,
  // A series product's old price is its 30-day reference (decision 130).
  lowest_price_30_days: item.old_price,
  product_image: item.image,
});

function ProductView({ detail }: { detail: ProductDetail }) {
  const { t } = useTranslation(['product', 'common']);
  const navigate = useNavigate();
  const shop = detail.product_shop;
  const product = shop.product;
  const name = shop.name || product.name;
  usePageTitle(name);

  const [qty, setQty] = useState(1);
  const [chosenLights, setChosenLights] = useState<ReadonlySet<number>>(() => new Set());
  const [tab, setTab] = useState<ProductTab>('description');
  const [zoom, setZoom] = useState<{ index: number; opened: boolean; session: number } | null>(null);
  const [buying, setBuying] = useState<'buy' | 'cart' | null>(null);
  const tabsRef = useRef<HTMLDivElement>(null);

  const queryClient = useQueryClient();
  const wishlist = useWishlistToggle();
  const toggleWishlist = (input: WishlistToggleInput) =>
    wishlist.mutate(input, {
      onSuccess: ({ added }) => applyWishlistFlag(queryClient, input.productId, added),
      // 409: it was saved already (another tab), so the heart is filled after all.
      onError: (error) => {
        if (isApiError(error) && error.status === 409) applyWishlistFlag(queryClient, input.productId, true);
      },
    });
  const addCard = useAddProductToCart();
  const colours = seriesColours(detail);
  const series = useMemo(() => seriesInShopOrder(product.serie_products), [product.serie_products]);

  /** The product with the chosen quantity, plus each ticked accessory as its own line (storefront §3). */
  const addSelection = async () => {
    const result = await addProductToCart({ productId: detail.id, detail, qty });
    const lightsAdded = product.lightning.filter(
      (light) => chosenLights.has(light.id) && addToCart(lightCartLine(light, qty)),
    ).length;
    if (result === 'added' || lightsAdded > 0) notifications.show({ message: t('actions.added'), color: 'brand' });
    if (result === 'exists') notifications.show({ message: t('actions.exists'), color: 'yellow' });
  };

  const onAdd = async (mode: 'buy' | 'cart') => {
    setBuying(mode);
    try {
      await addSelection();
      if (mode === 'buy') void navigate('/checkout');
    } catch {
      notifications.show({ message: t('common:errors.generic'), color: 'red' });
    } finally {
      setBuying(null);
    }
  };

  const openRatings = () => {
    setTab('ratings');
    tabsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const category = product.category;
  const soldOut = product.stock <= 0;
  const orderable = !soldOut && qty <= product.stock;
  return (
    <Container size="xl" className={classes.page}>
      <div className={classes.top}>
        <header className={classes.header}>
          {colours ? (
            <p className={classes.series}>
              {colours.series ? (
                <span className={classes.seriesName}>{t('seriesName', { name: colours.series })}</span>
              ) : null}
              {colours.front || colours.body ? (
                <span>{t('seriesColours', { front: colours.front || '–', body: colours.body || '–' })}</span>
              ) : null}
            </p>
          ) : null}
          <h1 className={classes.title}>{name}</h1>
          <RatingSummary average={product.rating.average} count={product.rating.count} onOpen={openRatings} />
        </header>

        <div className={classes.gallery}>
          <ProductGallery
            images={product.images}
            name={name}
            onZoom={(index) => setZoom((z) => ({ index, opened: true, session: (z?.session ?? 0) + 1 }))}
          />
        </div>

        <div className={classes.buy}>
          <dl className={classes.meta}>
            <div>
              <dt>{t('meta.shop')}</dt>
              <dd>{shop.shop_name}</dd>
            </div>
            <div>
              <dt>{t('meta.category')}</dt>
              <dd>
                <Link to={`/products?category=${encodeURIComponent(category.slug)}`}>{category.name_de}</Link>
              </dd>
            </div>
            <div>
              <dt>{t('meta.code')}</dt>
              <dd>{product.code}</dd>
            </div>
          </dl>
          <Link to="/shops" className={classes.moreFrom}>
            {t('meta.moreFrom', { shop: shop.shop_name })}
          </Link>

          <ProductPrice price={detail.price} oldPrice={detail.old_price} lowest30Days={detail.lowest_price_30_days} />

          <QuantityStepper
            value={qty}
            onChange={setQty}
            onRefuse={() => notifications.show({ message: t('quantity.negative'), color: 'red' })}
            label={t('quantity.label')}
            decreaseLabel={t('quantity.decrease')}
            increaseLabel={t('quantity.increase')}
            showLabel
          />

          {/* Stock 0 is not orderable (decision 117): said here, before anyone puts it in the cart. */}
          {soldOut ? (
            <p className={classes.soldOut} role="status" data-testid="sold-out">
              <strong>{t('stock.soldOut')}</strong> {t('stock.soldOutText')}
            </p>
          ) : (
            <DeliveryTime stock={product.stock} deliveryWeeks={product.delivery_weeks} />
          )}
          {!soldOut && qty > product.stock ? (
            <p className={classes.soldOut} role="status">
              {t('stock.onlyLeft', { count: product.stock })}
            </p>
          ) : null}

          {product.lightning.length > 0 ? (
            <ProductAccessories.Component
              lights={product.lightning}
              selected={chosenLights}
              onToggle={(lightId, checked) =>
                setChosenLights((current) => {
                  const next = new Set(current);
                  if (checked) next.add(lightId);
                  else next.delete(lightId);
                  return next;
                })
              }
            />
          ) : null}

          <div className={classes.actions}>
            <Button
              size="md"
              className={classes.buyNow}
              loading={buying === 'buy'}
              disabled={buying !== null || !orderable}
              onClick={() => void onAdd('buy')}
            >
              {t('actions.buyNow')}
            </Button>
            <Button
              size="md"
              variant="outline"
              leftSection={<CartIcon size={20} />}
              loading={buying === 'cart'}
              disabled={buying !== null || !orderable}
              onClick={() => void onAdd('cart')}
            >
              {t('actions.addToCart')}
            </Button>
            <button
              type="button"
              className={classes.heart}
              data-active={detail.in_wishlist || undefined}
              aria-pressed={detail.in_wishlist}
              aria-label={t(detail.in_wishlist ? 'wishlist.remove' : 'wishlist.add')}
              title={t(detail.in_wishlist ? 'wishlist.remove' : 'wishlist.add')}
              disabled={wishlist.isPending}
              onClick={() => toggleWishlist({ productId: detail.id, inWishlist: detail.in_wishlist })}
            >
              <HeartIcon size={24} fill={detail.in_wishlist ? 'currentColor' : 'none'} />
            </button>
          </div>

          <ProductVariants variants={detail.variants} />

          <ul className={classes.notes}>
            <li>
              <ReturnIcon size={22} />
              {t('notes.returns')}
            </li>
            <li>
              <TruckIcon size={22} />
              {t('notes.shipping')}
            </li>
          </ul>
        </div>
      </div>

      {/* Below the fold on a phone: rendered right after the first paint. */}
      <AfterFirstPaint>
        <div ref={tabsRef} className={classes.tabs}>
          <ProductTabs
            product={product}
            value={tab}
            onChange={setTab}
            ratings={<ProductRatings productId={detail.id} />}
          />
        </div>

        <ProductCarousel
          title={t('sections.series')}
          items={series}
          itemKey={(item) => item.id}
          renderItem={(item) => (
            <ProductCard
              product={seriesCard(item)}
              onAddToCart={(card) => addCard.mutate({ productId: card.id })}
              addToCartPending={addCard.isPending && addCard.variables?.productId === item.id}
            />
          )}
        />

        <SimilarProducts
          productId={detail.id}
          title={t('sections.similar')}
          renderCard={(item) => (
            <ProductCard
              product={item}
              inWishlist={item.in_wishlist}
              onToggleWishlist={(card) => toggleWishlist({ productId: card.id, inWishlist: item.in_wishlist })}
              wishlistPending={wishlist.isPending && wishlist.variables?.productId === item.id}
              onAddToCart={(card) => addCard.mutate({ productId: card.id })}
              addToCartPending={addCard.isPending && addCard.variables?.productId === item.id}
            />
          )}
        />

        <CustomerReviews productId={detail.id} average={product.rating.average} count={product.rating.count} />
      </AfterFirstPaint>

      {zoom ? (
        <Suspense fallback={null}>
          <ProductZoomModal
            key={zoom.session}
            opened={zoom.opened}
            onClose={() => setZoom({ ...zoom, opened: false })}
            images={product.images.length ? product.images : [{ path: '', width: 800, height: 600 }]}
            name={name}
            startIndex={zoom.index}
          />
        </Suspense>
      ) : null}
    </Container>
  );
}
