import { useTranslation } from 'react-i18next';
import { formatPercent, formatPrice } from '../../../lib/format.ts';
import { savingsOf } from '../product-facts.ts';
import classes from './product-summary.module.css';

/**
 * Old price struck through, current price, savings in euro and percent (one decimal), 'inkl. MwSt.' (storefront §2).
 * The struck-out price is the lowest price of the 30 days before the reduction (PAngV §11), and the page says so.
 */
export function ProductPrice({
  price,
  oldPrice,
  lowest30Days = null,
}: {
  price: number;
  oldPrice: number | null;
  lowest30Days?: number | null;
}) {
  const { t } = useTranslation('product');
  const savings = savingsOf(price, oldPrice);
  return (
    <div className={classes.priceBlock}>
      {savings && oldPrice !== null ? (
        <p className={classes.oldPrice}>
          <span className="sr-only">{t('price.oldLabel')} </span>
          <del>{formatPrice(oldPrice)}</del>
        </p>
      ) : null}
      <p className={classes.price} data-sale={savings ? true : undefined}>
        <span className="sr-only">{t('price.currentLabel')} </span>
        {formatPrice(price)}
      </p>
      {savings ? (
        <p className={classes.savings}>
          {t('price.savings', { amount: formatPrice(savings.amount), percent: formatPercent(savings.percent) })}
        </p>
      ) : null}
      {savings && lowest30Days !== null ? (
        <p className={classes.lowest30} data-testid="lowest-price-30-days">
          {t('price.lowest30', { price: formatPrice(lowest30Days) })}
        </p>
      ) : null}
      <p className={classes.vat}>{t('price.vat')}</p>
    </div>
  );
}
