import '@mantine/core/styles/Input.css';
import { Button, Group, Loader, Text, TextInput } from '@mantine/core';
import type { CartLine } from '@wohnwerk/contract/cart';
import { recipientOf, type CheckoutAddress, type PaymentTotalsReply } from '@wohnwerk/contract/checkout';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format.ts';
import classes from './checkout.module.css';

interface Props {
  lines: readonly CartLine[];
  totals: PaymentTotalsReply | undefined;
  totalsError: string | null;
  loading: boolean;
  /** The code the totals were asked with ('' = none). */
  coupon: string;
  onCoupon: (code: string) => void;
  shipping: CheckoutAddress | null;
}

/**
 * The order review beside every step (spec §2): items, the server's totals, the coupon field
 * (discount in green, or the field outlined red with the server's reason), the VAT contained
 * and the shipping address.
 */
export function OrderReview({ lines, totals, totalsError, loading, coupon, onCoupon, shipping }: Props) {
  const { t } = useTranslation('checkout');
  const [draft, setDraft] = useState(coupon);
  const applied = coupon !== '' && totals?.couponExist === 'exist';
  const refused = coupon !== '' && totals?.couponExist === 'notexist';

  return (
    <aside className={classes.review} aria-labelledby="review-title">
      <h2 id="review-title" className={classes.reviewTitle}>
        {t('review.title')}
      </h2>
      <ul className={classes.reviewLines} aria-label={t('review.items')}>
        {lines.map((line) => (
          <li key={line.is_light ? `l${line.light_id}` : `p${line.product_id}`}>
            <span>
              {line.qty} × {line.product_name}
            </span>
            <span>{formatPrice(line.amount * line.qty)}</span>
          </li>
        ))}
      </ul>

      <form
        className={classes.coupon}
        onSubmit={(event) => {
          event.preventDefault();
          onCoupon(draft.trim());
        }}
      >
        <TextInput
          label={t('review.coupon')}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          error={refused ? totals?.couponText : undefined}
          autoComplete="off"
          classNames={{ input: refused ? classes.couponRefused : undefined }}
        />
        <Button type="submit" variant="default" className={classes.couponButton}>
          {t('review.redeem')}
        </Button>
      </form>
      {applied ? (
        <Text className={classes.discountText} role="status">
          {totals.couponText}
        </Text>
      ) : null}

      {totalsError ? (
        <Text c="red.8" role="alert">
          {totalsError}
        </Text>
      ) : null}
      <dl className={classes.sums} aria-busy={loading}>
        <div>
          <dt>{t('review.subtotal')}</dt>
          <dd>{totals ? formatPrice(totals.subtotal_price) : <Loader size="xs" />}</dd>
        </div>
        {totals && totals.discount > 0 ? (
          <div className={classes.discount}>
            <dt>{t('review.discount')}</dt>
            <dd>−{formatPrice(totals.discount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('review.shipping')}</dt>
          <dd>{formatPrice(0)}</dd>
        </div>
        <div className={classes.total}>
          <dt>{t('review.total')}</dt>
          <dd data-testid="checkout-total">{totals ? formatPrice(totals.total_price) : '–'}</dd>
        </div>
        {totals ? (
          // The VAT per rate (decision 153): goods at 7 % and at 19 % each say theirs.
          totals.vat_breakdown.map((share) => (
            <div className={classes.vat} key={share.rate}>
              <dt>{t('review.vat', { rate: share.rate })}</dt>
              <dd>{formatPrice(share.vat)}</dd>
            </div>
          ))
        ) : (
          <div className={classes.vat}>
            <dt>{t('review.vatPending')}</dt>
            <dd>–</dd>
          </div>
        )}
      </dl>

      {shipping ? (
        <Group className={classes.reviewAddress} gap={0}>
          <h3>{t('review.shippingAddress')}</h3>
          <address data-testid="review-address">
            {shipping.company ? (
              <>
                {shipping.company}
                <br />
              </>
            ) : null}
            {recipientOf(shipping) ? (
              <>
                {recipientOf(shipping)}
                <br />
              </>
            ) : null}
            {shipping.address_1}
            <br />
            {shipping.address_2}
            <br />
            {shipping.zip} {shipping.city}
            <br />
            {shipping.country}
          </address>
        </Group>
      ) : null}
    </aside>
  );
}
