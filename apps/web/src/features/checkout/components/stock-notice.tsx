import type { PaymentTotalsReply } from '@wohnwerk/contract/checkout';
import { useTranslation } from 'react-i18next';
import classes from './checkout.module.css';

export type NotInStock = PaymentTotalsReply['not_in_stock'];

/**
 * Lines the stock does not cover now (decision 117), named before the customer goes on: stock 0 is
 * "nicht lieferbar", a smaller stock says how many are left. The order itself refuses them too.
 */
export function StockNotice({ lines }: { lines: NotInStock }) {
  const { t } = useTranslation('checkout');
  if (lines.length === 0) return null;
  return (
    <div className={classes.stockNotice} role="alert" data-testid="stock-notice">
      <strong>{t('stock.title')}</strong>
      <ul>
        {lines.map((line) => (
          <li key={line.id}>
            {line.available === 0
              ? t('stock.soldOut', { name: line.name })
              : t('stock.onlyLeft', { name: line.name, count: line.available })}
          </li>
        ))}
      </ul>
      <span>{t('stock.hint')}</span>
    </div>
  );
}
