import { Button, Text } from '@mantine/core';
import { type CheckoutAddress, type PaymentMethod, recipientOf } from '@wohnwerk/contract/checkout';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './checkout.module.css';

/** An address in one line, as the review shows it. */
const addressLine = (a: CheckoutAddress, ...more: (string | null)[]) =>
  [a.company, recipientOf(a), a.address_1, a.address_2, `${a.zip} ${a.city}`, a.country, ...more]
    .filter(Boolean)
    .join(', ');

/** Step 4 of the checkout: what is ordered where, how it is paid, and the button that places the order. */
export function ConfirmStep(props: {
  confirmed: { shipping: CheckoutAddress; billing: CheckoutAddress };
  deliveryText: string;
  method: PaymentMethod;
  /** The card's last four digits. */
  last4: string;
  /** The chosen way of paying goes to a built-in test provider. */
  isTest: boolean;
  error: string | null;
  busy: boolean;
  canPlace: boolean;
  onBack: () => void;
  onPlace: () => void;
}) {
  const { t } = useTranslation('checkout');
  const { shipping, billing } = props.confirmed;
  return (
    <div className={classes.step}>
      <div className={classes.summaryBlock}>
        <h3>{t('confirm.shippingTo')}</h3>
        <Text>{addressLine(shipping)}</Text>
      </div>
      <div className={classes.summaryBlock}>
        <h3>{t('confirm.billingTo')}</h3>
        <Text>{addressLine(billing, billing.vat_id ? t('confirm.vatId', { vatId: billing.vat_id }) : null)}</Text>
      </div>
      <div className={classes.summaryBlock}>
        <h3>{t('confirm.shippingMethod')}</h3>
        <Text>{`${t('shipping.free')} – ${t('shipping.delivery', { time: props.deliveryText })}`}</Text>
      </div>
      <section className={classes.summaryBlock} aria-labelledby="payment-area-title">
        <h3 id="payment-area-title">{t('confirm.payment')}</h3>
        <Text>{props.method === 'card' ? t('confirm.cardEnding', { last4: props.last4 }) : t('payment.paypal')}</Text>
        {props.isTest ? (
          <Text size="sm" fw={600}>
            {t('payment.testNotice')}
          </Text>
        ) : null}
        {props.error ? (
          <p className={classes.paymentError} role="alert" data-testid="payment-error">
            {props.error}
          </p>
        ) : null}
      </section>
      <p className={classes.legal}>
        {t('confirm.legalBefore')}{' '}
        <Link to="/agb" target="_blank">
          {t('confirm.agb')}
        </Link>{' '}
        {t('confirm.legalAnd')}{' '}
        <Link to="/daten" target="_blank">
          {t('confirm.privacy')}
        </Link>
        {t('confirm.legalAfter')}
      </p>
      <div className={classes.actions}>
        <Button variant="default" onClick={props.onBack} disabled={props.busy}>
          {t('back')}
        </Button>
        <Button size="md" onClick={props.onPlace} loading={props.busy} disabled={!props.canPlace}>
          {t('confirm.button')}
        </Button>
      </div>
    </div>
  );
}
