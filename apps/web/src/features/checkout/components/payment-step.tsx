import '@mantine/core/styles/Radio.css';
// A labelled checkbox or radio lays out its label beside it only with these styles.
import '@mantine/core/styles/InlineInput.css';
import { Button, Radio, Stack } from '@mantine/core';
import type { PaymentConfig, PaymentMethod } from '@wohnwerk/contract/checkout';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './checkout.module.css';
import type { StripeCardHandle } from './stripe-card-field.tsx';
import { TestCardElement, TestNotice } from './test-card-element.tsx';
import type { CardValues } from './test-card.ts';

// Stripe's card field and Stripe.js come in a chunk of their own, fetched only when cards go through Stripe.
const StripeCardField = lazy(() => import('./stripe-card-field.tsx'));

export interface PaymentStepProps {
  config: PaymentConfig | undefined;
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  card: CardValues;
  cardErrors: Partial<Record<keyof CardValues, string>>;
  onCard: (values: CardValues) => void;
  onStripeHandle: (handle: StripeCardHandle | null) => void;
  /** A refused card's reason (the customer enters a card again), shown in the payment area. */
  error: string | null;
  busy: boolean;
  onBack: () => void;
  onSubmit: () => void;
}

/** Step 3: card (default) or PayPal; the card field is the test provider's or Stripe's (decisions 050, 054). */
export function PaymentStep({
  config,
  method,
  onMethod,
  card,
  cardErrors,
  onCard,
  onStripeHandle,
  error,
  busy,
  onBack,
  onSubmit,
}: PaymentStepProps) {
  const { t } = useTranslation('checkout');
  const loading = <p className={classes.muted}>{t('payment.stripeLoading')}</p>;

  let cardField = loading;
  if (config?.provider === 'test') cardField = <TestCardElement values={card} errors={cardErrors} onChange={onCard} />;
  else if (config?.provider === 'stripe' && config.stripe_publishable_key) {
    cardField = (
      <Suspense fallback={loading}>
        <StripeCardField publishableKey={config.stripe_publishable_key} onHandle={onStripeHandle} />
      </Suspense>
    );
  } else if (config?.provider === 'stripe') {
    cardField = (
      <p className={classes.paymentError} role="alert">
        {t('payment.stripeUnavailable')}
      </p>
    );
  }

  const paypalTest = config?.paypal !== 'paypal';
  return (
    <form
      className={classes.step}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Radio.Group
        name="payment"
        label={t('payment.label')}
        value={method}
        onChange={(v) => onMethod(v as PaymentMethod)}
        required
      >
        <Stack gap="xs" mt="xs">
          <Radio value="card" label={t('payment.card')} />
          <Radio value="paypal" label={t('payment.paypal')} />
        </Stack>
      </Radio.Group>
      {error ? (
        <p className={classes.paymentError} role="alert" data-testid="payment-error">
          {error}
        </p>
      ) : null}
      {method === 'card' ? (
        cardField
      ) : (
        <TestNotice title={paypalTest ? t('payment.testTitle') : undefined}>
          {paypalTest ? t('payment.testPaypal') : t('payment.paypalInfo')}
        </TestNotice>
      )}
      <div className={classes.actions}>
        <Button variant="default" onClick={onBack} disabled={busy}>
          {t('back')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('next')}
        </Button>
      </div>
    </form>
  );
}
