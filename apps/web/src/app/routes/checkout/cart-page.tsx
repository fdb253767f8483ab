import { Button, Container } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CartLine } from '@wohnwerk/contract/cart';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCartTotals } from '../../../features/checkout/api/get-cart-totals.ts';
import { StockNotice } from '../../../features/checkout/components/stock-notice.tsx';
import { CartIcon } from '../../../components/icons.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PRODUCT_PLACEHOLDER_IMAGE } from '../../../components/product/product-card.tsx';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { cartLineKey, useCart } from '../../../lib/cart-store.ts';
import { formatPrice } from '../../../lib/format.ts';
import classes from './cart-page.module.css';

/** The product page a line came from; an accessory is a product of its own. */
const productHref = (line: CartLine) => `/product/${line.is_light ? line.light_id : line.product_id}`;

/** Colour and size the product page stored with the line (`properties`), when there are any. */
function propertiesOf(line: CartLine): { farbe?: string; dimensions?: string } {
  const value = line.properties;
  if (!value || typeof value !== 'object') return {};
  const { farbe, dimensions } = value as Record<string, unknown>;
  return {
    farbe: typeof farbe === 'string' ? farbe : undefined,
    dimensions: typeof dimensions === 'string' ? dimensions : undefined,
  };
}

const withCm = (value: string) => (/[a-z]/i.test(value) ? value : `${value} cm`);

function TrashIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
    </svg>
  );
}

function CartLineItem({ line }: { line: CartLine }) {
  const { t } = useTranslation('cart');
  const { setQty, remove } = useCart();
  const key = cartLineKey(line);
  const { farbe, dimensions } = propertiesOf(line);

  return (
    <li className={classes.line}>
      <Link to={productHref(line)} className={classes.imageLink} tabIndex={-1} aria-hidden="true">
        <img
          className={classes.image}
          src={line.img || PRODUCT_PLACEHOLDER_IMAGE}
          alt=""
          width={120}
          height={90}
          loading="lazy"
          onError={(event) => {
            const img = event.currentTarget;
            if (!img.src.endsWith(PRODUCT_PLACEHOLDER_IMAGE)) img.src = PRODUCT_PLACEHOLDER_IMAGE;
          }}
        />
      </Link>
      <div className={classes.info}>
        {line.is_light ? <span className={classes.badge}>{t('accessory')}</span> : null}
        <h2 className={classes.name}>
          <Link to={productHref(line)}>{line.product_name}</Link>
        </h2>
        <ul className={classes.facts}>
          {!line.is_light && line.shop_name ? <li>{t('shop', { shop: line.shop_name })}</li> : null}
          {farbe ? <li>{t('colour', { value: farbe })}</li> : null}
          {dimensions ? <li>{t('size', { value: withCm(dimensions) })}</li> : null}
          {!line.is_light && line.lieferzeit ? <li>{t('delivery', { time: line.lieferzeit })}</li> : null}
          {line.is_light ? <li>{t('accessoryDelivery')}</li> : null}
          <li>{t('unitPrice', { price: formatPrice(line.amount) })}</li>
        </ul>
      </div>
      <div className={classes.controls}>
        <QuantityStepper
          value={line.qty}
          onChange={(qty) => setQty(key, qty)}
          onRefuse={() => notifications.show({ message: t('negative'), color: 'red' })}
          label={t('quantityOf', { name: line.product_name })}
          decreaseLabel={t('decrease', { name: line.product_name })}
          increaseLabel={t('increase', { name: line.product_name })}
        />
        <button
          type="button"
          className={classes.remove}
          aria-label={t('remove', { name: line.product_name })}
          title={t('removeShort')}
          onClick={() => {
            remove(key);
            notifications.show({ message: t('removed'), color: 'brand' });
          }}
        >
          <TrashIcon />
        </button>
      </div>
      <p className={classes.linePrice}>
        <span className="sr-only">{t('lineTotal')} </span>
        {formatPrice(line.sale_price)}
      </p>
    </li>
  );
}

/**
 * /cart (account-checkout-pricing §2 "Cart page", §4 "Cart quantity"): the lines kept in
 * the browser with quantity (never below 1, removal by the trash icon, see
 * docs/decisions), line prices, the summary with free shipping and the VAT contained in
 * the total (shop-rules), and the way on to the checkout.
 */
export default function CartPage() {
  const { t, ready } = useTranslation('cart', { useSuspense: false });
  const { lines, count, total } = useCart();
  // The server's stock now, not the stock the line was added with (decision 117), and the VAT per
  // rate of the products' own rates (decision 153): only the server knows them.
  const totals = useCartTotals(lines, '');
  const notInStock = totals.data?.not_in_stock ?? [];
  const vat = totals.data && !totals.isPlaceholderData ? totals.data.vat_breakdown : null;
  if (!ready) {
    return (
      <div className={classes.loading}>
        <PageLoader />
      </div>
    );
  }

  if (lines.length === 0) {
    return (
      <Container size="sm" py={64} ta="center" className={classes.empty}>
        <CartIcon size={56} className={classes.emptyIcon} />
        <h1 className={classes.title}>{t('title')}</h1>
        <p className={classes.emptyText}>{t('empty')}</p>
        <Button component={Link} to="/" size="md">
          {t('backToShop')}
        </Button>
      </Container>
    );
  }

  return (
    <Container size="xl" className={classes.page}>
      <h1 className={classes.title}>
        {t('title')} <span className={classes.count}>{t('count', { count })}</span>
      </h1>
      <div className={classes.layout}>
        <ul className={classes.lines} aria-label={t('linesLabel')}>
          {lines.map((line) => (
            <CartLineItem key={cartLineKey(line)} line={line} />
          ))}
        </ul>

        <aside className={classes.summary} aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title" className={classes.summaryTitle}>
            {t('summary')}
          </h2>
          <dl className={classes.sums}>
            <div>
              <dt>{t('subtotal')}</dt>
              <dd>{formatPrice(total)}</dd>
            </div>
            <div>
              <dt>
                {t('shipping')}
                <span className={classes.shippingLabel}>{t('shippingFree')}</span>
              </dt>
              <dd>{formatPrice(0)}</dd>
            </div>
            <div className={classes.grandTotal}>
              <dt>{t('total')}</dt>
              <dd>{formatPrice(total)}</dd>
            </div>
            {vat ? (
              vat.map((share) => (
                <div className={classes.vat} key={share.rate}>
                  <dt>{t('vat', { rate: share.rate })}</dt>
                  <dd>{formatPrice(share.vat)}</dd>
                </div>
              ))
            ) : (
              <div className={classes.vat}>
                <dt>{t('vatPending')}</dt>
                <dd>–</dd>
              </div>
            )}
          </dl>
          <StockNotice lines={notInStock} />
          {notInStock.length > 0 ? (
            <Button size="md" fullWidth disabled>
              {t('toCheckout')}
            </Button>
          ) : (
            <Button component={Link} to="/checkout" size="md" fullWidth>
              {t('toCheckout')}
            </Button>
          )}
          <Link to="/" className={classes.continue}>
            {t('continue')}
          </Link>
          <p className={classes.note}>{t('priceNote')}</p>
        </aside>
      </div>
    </Container>
  );
}
