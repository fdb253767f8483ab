import type { StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './stripe-card-field.module.css';
import { stripeFor } from './stripe-js.ts';

/** What the payment step does with the card: a Stripe PaymentMethod, or Stripe.js's reason why not. */
export type CardPaymentMethod = { ok: true; id: string; last4: string } | { ok: false; message: string };

export interface StripeCardHandle {
  createPaymentMethod(): Promise<CardPaymentMethod>;
}

// Text like Mantine's inputs (16 px keeps phones from zooming into the field).
const cardStyle = {
  base: {
    fontSize: '16px',
    color: '#212529',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    '::placeholder': { color: '#6b7280' },
  },
  invalid: { color: '#c92a2a', iconColor: '#c92a2a' },
};

/**
 * Stripe's card element (decision 054): number, expiry and CVC in Stripe's own frame, so the card
 * never reaches the shop. Its messages (incomplete, invalid number) show under the field; the
 * payment step asks it for a PaymentMethod through `onHandle`. Loaded lazily (default export for
 * React.lazy), only when cards go through Stripe.
 */
export default function StripeCardField({
  publishableKey,
  onHandle,
}: {
  publishableKey: string;
  onHandle: (handle: StripeCardHandle | null) => void;
}) {
  const { t } = useTranslation('checkout');
  const mountRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const labelId = useId();
  const errorId = useId();
  const fallback = t('payment.failed');

  useEffect(() => {
    let card: StripeCardElement | null = null;
    let gone = false;
    stripeFor(publishableKey).then(
      (stripe) => {
        if (gone || !mountRef.current) return;
        const element = stripe.elements({ locale: 'de' }).create('card', { hidePostalCode: true, style: cardStyle });
        card = element;
        element.on('ready', () => !gone && setState('ready'));
        element.on('change', (event) => !gone && setFieldError(event.error?.message ?? null));
        element.mount(mountRef.current);
        onHandle({
          async createPaymentMethod() {
            const result = await stripe.createPaymentMethod({ type: 'card', card: element });
            if (result.error) {
              const message = result.error.message ?? fallback;
              setFieldError(message);
              return { ok: false, message };
            }
            return { ok: true, id: result.paymentMethod.id, last4: result.paymentMethod.card?.last4 ?? '' };
          },
        });
      },
      () => !gone && setState('failed'),
    );
    return () => {
      gone = true;
      onHandle(null);
      card?.destroy();
    };
  }, [publishableKey, onHandle, fallback]);

  if (state === 'failed') {
    return (
      <p className={classes.unavailable} role="alert">
        {t('payment.stripeUnavailable')}
      </p>
    );
  }
  return (
    <div className={classes.wrapper}>
      <span id={labelId} className={classes.label}>
        {t('payment.cardDetails')}
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: Stripe mounts its iframe into this element; a fieldset would change how the mounted fields lay out */}
      <div
        ref={mountRef}
        className={classes.field}
        role="group"
        aria-labelledby={labelId}
        aria-describedby={fieldError ? errorId : undefined}
        aria-busy={state === 'loading'}
        data-testid="stripe-card-field"
      />
      {state === 'loading' ? <p className={classes.hint}>{t('payment.stripeLoading')}</p> : null}
      {fieldError ? (
        <p id={errorId} className={classes.error} role="alert">
          {fieldError}
        </p>
      ) : null}
      <p className={classes.hint}>{t('payment.stripeInfo')}</p>
    </div>
  );
}
