import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { CartIcon, HeartIcon } from '../icons.tsx';
import classes from './product-card.module.css';
import { photoSrcSet } from '@wohnwerk/contract/photo-urls';

export const PRODUCT_PLACEHOLDER_IMAGE = '/media/placeholder.svg';
/** Product images are 4:3 (800 × 600); the attributes reserve the box so the grid does not shift. */
const IMAGE_WIDTH = 400;
const IMAGE_HEIGHT = 300;

/** What a card shows: a listing item (storefront §3) or anything shaped like one (series, similar products). */
export interface ProductCardProduct {
  id: number;
  name: string;
  price: number;
  old_price: number | null;
  /** The struck-out price's legal name (PAngV §11); the card says so under the prices. */
  lowest_price_30_days?: number | null;
  product_image: string | null;
  best_seller?: boolean;
  /** false: stock 0, not orderable now (decision 117); undefined when the source does not say. */
  in_stock?: boolean;
}

export interface ProductCardProps {
  product: ProductCardProduct;
  /** grid: the full card with the cart button; list: a wide row without it (storefront §2). */
  variant?: 'grid' | 'list';
  /** Without onToggleWishlist no heart is shown. */
  inWishlist?: boolean;
  /** Called with the product and the heart's current state (true: filled, so the click removes). */
  onToggleWishlist?: (product: ProductCardProduct, inWishlist: boolean) => void;
  wishlistPending?: boolean;
  /** Without onAddToCart (and always in the list variant) no cart button is shown. */
  onAddToCart?: (product: ProductCardProduct) => void;
  addToCartPending?: boolean;
  /** Heading level of the product name, so the card fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** For the first cards above the fold: load the image eagerly (better LCP). */
  priority?: boolean;
  /** Extra buttons under the price (e.g. "Entfernen" on the wishlist page). */
  actions?: ReactNode;
}

/**
 * Grid or list card of a product (product list, wishlist, carousels). Data actions come in as props.
 * Memoised: a list page re-renders as its other queries arrive, the cards need not (pass stable handlers).
 */
export const ProductCard = memo(function ProductCard({
  product,
  variant = 'grid',
  inWishlist = false,
  onToggleWishlist,
  wishlistPending = false,
  onAddToCart,
  addToCartPending = false,
  headingLevel = 3,
  priority = false,
  actions,
}: ProductCardProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const hasOldPrice = product.old_price !== null && product.old_price > product.price;
  const href = `/product/${product.id}`;

  return (
    <article className={classes.card} data-variant={variant}>
      <div className={classes.media}>
        <img
          className={classes.image}
          src={product.product_image || PRODUCT_PLACEHOLDER_IMAGE}
          srcSet={photoSrcSet(product.product_image)}
          // Two columns on a phone, cards of about 300 px beside each other above.
          sizes="(max-width: 36em) 50vw, 300px"
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          {...(priority ? { fetchPriority: 'high' as const } : {})}
          onError={(event) => {
            const img = event.currentTarget;
            if (img.src.endsWith(PRODUCT_PLACEHOLDER_IMAGE)) return;
            // A srcset would win over src: without it the placeholder shows.
            img.removeAttribute('srcset');
            img.src = PRODUCT_PLACEHOLDER_IMAGE;
          }}
        />
        {product.best_seller ? <span className={classes.badge}>{t('productCard.bestSeller')}</span> : null}
      </div>

      <div className={classes.body}>
        <Heading className={classes.name}>
          {/* The link stretches over the whole card (CSS), the buttons sit above it. */}
          <Link to={href} className={classes.link}>
            {product.name}
          </Link>
        </Heading>

        <p className={classes.prices}>
          <span className="sr-only">{t('productCard.priceLabel')} </span>
          <span className={classes.price} data-sale={hasOldPrice || undefined}>
            {formatPrice(product.price)}
          </span>
          {hasOldPrice ? (
            <>
              <span className="sr-only"> {t('productCard.oldPriceLabel')} </span>
              <del className={classes.oldPrice}>{formatPrice(product.old_price as number)}</del>
            </>
          ) : null}
        </p>
        {hasOldPrice && product.lowest_price_30_days != null ? (
          <p className={classes.lowest30} data-testid="card-lowest-price-30-days">
            {t('productCard.lowest30', { price: formatPrice(product.lowest_price_30_days) })}
          </p>
        ) : null}

        {product.in_stock === false ? (
          <p className={classes.soldOut}>{t('productCard.soldOut')}</p>
        ) : variant === 'grid' && onAddToCart ? (
          // Plain buttons rather than Mantine's: a list page renders dozens of cards on a phone (Lighthouse TBT).
          <button
            type="button"
            className={classes.cartButton}
            disabled={addToCartPending}
            aria-busy={addToCartPending || undefined}
            onClick={() => onAddToCart(product)}
            aria-label={t('productCard.addToCartNamed', { name: product.name })}
          >
            <CartIcon size={18} />
            {t('productCard.addToCart')}
          </button>
        ) : null}
        {actions ? <div className={classes.actions}>{actions}</div> : null}
      </div>

      {onToggleWishlist ? (
        <button
          type="button"
          className={classes.heart}
          data-active={inWishlist || undefined}
          aria-pressed={inWishlist}
          aria-label={t(inWishlist ? 'productCard.wishlistRemove' : 'productCard.wishlistAdd', { name: product.name })}
          disabled={wishlistPending}
          onClick={() => onToggleWishlist(product, inWishlist)}
        >
          <HeartIcon size={20} fill={inWishlist ? 'currentColor' : 'none'} />
        </button>
      ) : null}
    </article>
  );
});
