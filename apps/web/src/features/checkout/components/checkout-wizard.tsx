import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Button, Checkbox, Radio, Stepper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  checkoutFormAddressSchema,
  recipientOf,
  type CheckoutAddress,
  type PaymentMethod,
} from '@wohnwerk/contract/checkout';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { weeksOnly } from '../../../lib/delivery-weeks.ts';
import { useCart } from '../../../lib/cart-store.ts';
import { useAddresses } from '../api/get-addresses.ts';
import { cartItemsOf, useCartTotals } from '../api/get-cart-totals.ts';
import { usePaymentConfig } from '../api/get-payment-config.ts';
import { recordStep } from '../api/record-step.ts';
import { AddressFields, emptyAddress, type AddressValues } from './address-fields.tsx';
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from './checkout-draft.ts';
import classes from './checkout.module.css';
import { OrderReview } from './order-review.tsx';
import { StockNotice } from './stock-notice.tsx';
import { PaymentStep } from './payment-step.tsx';
import type { StripeCardHandle } from './stripe-card-field.tsx';
import { tokenForCard, type CardValues } from './test-card-element.tsx';
import { usePlaceOrder } from './use-place-order.ts';

type Errors = Record<string, string[] | undefined>;
const check = (values: AddressValues): { ok: CheckoutAddress | null; errors: Errors } => {
  const parsed = checkoutFormAddressSchema.safeParse(values);
  return parsed.success
    ? { ok: parsed.data, errors: {} }
    : { ok: null, errors: parsed.error.flatten().fieldErrors as Errors };
};

/** The four-step checkout (spec §2, §4, §5; decision 050). */
export function CheckoutWizard() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const cart = useCart();
  const [step, setStep] = useState(0);
  // What was typed before a reload comes back (decision 118); it then wins over the default address.
  const [draft] = useState(readCheckoutDraft);
  const [shipping, setShipping] = useState<AddressValues>(draft?.shipping ?? emptyAddress);
  const [billing, setBilling] = useState<AddressValues>(draft?.billing ?? emptyAddress);
  const [sameBilling, setSameBilling] = useState(draft?.sameBilling ?? true);
  const [errors, setErrors] = useState<{ shipping: Errors; billing: Errors }>({ shipping: {}, billing: {} });
  const [confirmed, setConfirmed] = useState<{ shipping: CheckoutAddress; billing: CheckoutAddress } | null>(null);
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [card, setCard] = useState<CardValues>({ number: '', expiry: '', cvc: '' });
  const [cardErrors, setCardErrors] = useState<Partial<Record<keyof CardValues, string>>>({});
  // Stripe (decision 054): the card field's handle, the PaymentMethod made on "Weiter", a refused card's reason.
  const [stripeHandle, setStripeHandle] = useState<StripeCardHandle | null>(null);
  const [stripeCard, setStripeCard] = useState<{ id: string; last4: string } | null>(null);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const [coupon, setCoupon] = useState('');
  const totals = useCartTotals(cart.lines, coupon);
  const config = usePaymentConfig();
  const addresses = useAddresses();
  const order = usePlaceOrder(t('payment.failed'));
  const touched = useRef(draft !== null);

  // Step 1 starts from the default shipping address (spec §4), unless the customer already typed.
  // A saved address has no recipient (spec §3 "Address"): the names stay as they are.
  useEffect(() => {
    const preferred = addresses.data?.find((a) => a.type === 'Shipping' && a.isDefault);
    if (!preferred || touched.current) return;
    const { address_1, address_2, city, state, country, zip } = preferred;
    const business = { company: preferred.company ?? '', vat_id: preferred.vat_id ?? '' };
    setShipping((s) => ({ ...s, address_1, address_2, city, state: state ?? '', country, zip, ...business }));
  }, [addresses.data]);

  // Only what the customer typed is kept, never the card (decision 118).
  useEffect(() => {
    if (touched.current) saveCheckoutDraft({ shipping, billing, sameBilling });
  }, [shipping, billing, sameBilling]);

  const items = cartItemsOf(cart.lines);
  const allInStock = cart.lines.every((l) => l.is_light || l.stock > 0);
  const deliveryText = allInStock
    ? '1-2 Wochen'
    : `${[...new Set(cart.lines.map((l) => (l.is_light ? '1-2' : weeksOnly(l.lieferzeit))))].join(', ')} Wochen`;

  const stepItems = () =>
    cart.lines.map((l) =>
      l.is_light ? { light_id: l.light_id, light: true } : { shopmarketplace_id: l.shopmarketplace_id, light: false },
    );

  // `addresses` comes straight from the address step: the state set there is not visible until the next render.
  const goto = (next: number, addresses = confirmed) => {
    setStep(next);
    recordStep(next, {
      shipping_address: addresses?.shipping,
      billing_address: addresses?.billing,
      items: stepItems(),
    });
    document.getElementById('checkout-step-title')?.focus();
  };

  // Once a submit showed errors, they follow the typing, so a fixed field stops being red.
  const recheck = (which: 'shipping' | 'billing', values: AddressValues) => {
    if (Object.keys(errors[which]).length) setErrors((e) => ({ ...e, [which]: check(values).errors }));
  };

  const notInStock = totals.data?.not_in_stock ?? [];
  const submitAddress = () => {
    // Step 1 says what cannot be delivered and goes no further (decision 117).
    if (notInStock.length > 0) return;
    // The USt-IdNr. belongs to the billing address (checked where it was typed); the shipping
    // address keeps only the company.
    const s = check({ ...shipping, vat_id: '' });
    const b = check(sameBilling ? shipping : billing);
    setErrors({ shipping: sameBilling ? b.errors : s.errors, billing: sameBilling ? {} : b.errors });
    if (!s.ok || !b.ok) return;
    const addresses = { shipping: s.ok, billing: b.ok };
    setConfirmed(addresses);
    goto(1, addresses);
  };

  const stripeKey = config.data?.provider === 'stripe' ? config.data.stripe_publishable_key : null;

  const submitPayment = async () => {
    setPaymentError(null);
    if (method === 'card' && config.data?.provider === 'stripe') {
      // Stripe's card field turns the card into a PaymentMethod; its messages show under the field.
      if (!stripeHandle || tokenizing) return;
      setTokenizing(true);
      const made = await stripeHandle.createPaymentMethod().finally(() => setTokenizing(false));
      if (!made.ok) return;
      setStripeCard({ id: made.id, last4: made.last4 });
      goto(3);
      return;
    }
    if (method === 'card') {
      const next: typeof cardErrors = {};
      if (!tokenForCard(card.number)) next.number = t('payment.cardInvalid');
      if (!/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(card.expiry)) next.expiry = t('payment.expiryInvalid');
      if (!/^\d{3,4}$/.test(card.cvc)) next.cvc = t('payment.cvcInvalid');
      setCardErrors(next);
      if (Object.keys(next).length) return;
    }
    goto(3);
  };

  const placeOrder = async () => {
    if (!confirmed || order.busy) return;
    // The review passed: the fourth step of the funnel, before the order is placed (issue 34).
    recordStep(4, {
      shipping_address: confirmed.shipping,
      billing_address: confirmed.billing,
      items: stepItems(),
    });
    const cardToken = method !== 'card' ? null : stripeKey ? (stripeCard?.id ?? null) : tokenForCard(card.number);
    const authenticate = stripeKey
      ? (clientSecret: string) =>
          import('./stripe-js.ts').then((m) => m.authenticateCardPayment(stripeKey, clientSecret))
      : undefined;
    const result = await order.place({
      items,
      coupon,
      shipping: confirmed.shipping,
      billing: confirmed.billing,
      method,
      cardToken,
      authenticate,
    });
    if (!result.ok) {
      // A Stripe PaymentMethod that was refused is not used again: the card is entered anew, on the
      // payment step, with the reason in its payment area; the unpaid order is kept.
      if (result.card && stripeKey) {
        setStripeCard(null);
        setPaymentError(result.message);
        order.setError(null);
        setStep(2);
        document.getElementById('checkout-step-title')?.focus();
      }
      return;
    }
    notifications.show({ message: t('placed'), color: 'green' });
    clearCheckoutDraft();
    cart.clear();
    navigate(`/thankyou?id=${result.id}`, { replace: true });
  };

  // "Testzahlung" only while the chosen way of paying goes to a built-in test provider.
  const isTest = method === 'card' ? config.data?.provider !== 'stripe' : config.data?.paypal !== 'paypal';
  const last4 = stripeKey ? (stripeCard?.last4 ?? '') : card.number.replace(/\s+/g, '').slice(-4);
  const totalsError = totals.error
    ? isApiError(totals.error)
      ? (totals.error.serverMessage ?? t('totalsFailed'))
      : t('totalsFailed')
    : null;

  return (
    <div className={classes.layout}>
      <div>
        <Stepper
          active={step}
          onStepClick={(s) => s < step && setStep(s)}
          allowNextStepsSelect={false}
          size="sm"
          mb="lg"
        >
          <Stepper.Step label={t('steps.address')} />
          <Stepper.Step label={t('steps.shipping')} />
          <Stepper.Step label={t('steps.payment')} />
          <Stepper.Step label={t('steps.confirm')} />
        </Stepper>
        <h2 id="checkout-step-title" tabIndex={-1} className={classes.stepTitle}>
          {t(['steps.address', 'steps.shipping', 'steps.payment', 'steps.confirm'][step])}
        </h2>

        {step === 0 ? (
          <form
            className={classes.step}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              submitAddress();
            }}
            onChange={() => (touched.current = true)}
          >
            <StockNotice lines={notInStock} />
            <h3 className={classes.stepTitle}>{t('address.shippingTitle')}</h3>
            <AddressFields
              prefix="shipping"
              billing={sameBilling}
              values={shipping}
              errors={errors.shipping}
              onChange={(v) => {
                setShipping(v);
                recheck('shipping', v);
              }}
            />
            <Checkbox
              label={t('address.sameBilling')}
              checked={sameBilling}
              onChange={(e) => setSameBilling(e.currentTarget.checked)}
            />
            {!sameBilling ? (
              <>
                <h3 className={classes.stepTitle}>{t('address.billingTitle')}</h3>
                <AddressFields
                  prefix="billing"
                  billing
                  values={billing}
                  errors={errors.billing}
                  onChange={(v) => {
                    setBilling(v);
                    recheck('billing', v);
                  }}
                />
              </>
            ) : null}
            <div className={classes.actions}>
              <Button component={Link} to="/cart" variant="default">
                {t('backToCart')}
              </Button>
              <Button type="submit">{t('next')}</Button>
            </div>
          </form>
        ) : null}

        {step === 1 ? (
          <div className={classes.step}>
            <Radio.Group name="shipping" label={t('shipping.label')} value="free" required>
              <Radio
                value="free"
                label={`${t('shipping.free')} – ${t('shipping.delivery', { time: deliveryText })}`}
                mt="xs"
              />
            </Radio.Group>
            <div className={classes.actions}>
              <Button variant="default" onClick={() => setStep(0)}>
                {t('back')}
              </Button>
              <Button onClick={() => goto(2)}>{t('next')}</Button>
            </div>
          </div>
        ) : null}

        {step === 2 ? (
          <PaymentStep
            config={config.data}
            method={method}
            onMethod={(m) => {
              setMethod(m);
              setPaymentError(null);
            }}
            card={card}
            cardErrors={cardErrors}
            onCard={setCard}
            onStripeHandle={setStripeHandle}
            error={paymentError}
            busy={tokenizing}
            onBack={() => setStep(1)}
            onSubmit={() => void submitPayment()}
          />
        ) : null}

        {step === 3 && confirmed ? (
          <div className={classes.step}>
            <div className={classes.summaryBlock}>
              <h3>{t('confirm.shippingTo')}</h3>
              <Text>
                {[
                  confirmed.shipping.company,
                  recipientOf(confirmed.shipping),
                  confirmed.shipping.address_1,
                  confirmed.shipping.address_2,
                  `${confirmed.shipping.zip} ${confirmed.shipping.city}`,
                  confirmed.shipping.country,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </Text>
            </div>
            <div className={classes.summaryBlock}>
              <h3>{t('confirm.billingTo')}</h3>
              <Text>
                {[
                  confirmed.billing.company,
                  recipientOf(confirmed.billing),
                  confirmed.billing.address_1,
                  confirmed.billing.address_2,
                  `${confirmed.billing.zip} ${confirmed.billing.city}`,
                  confirmed.billing.country,
                  confirmed.billing.vat_id ? t('confirm.vatId', { vatId: confirmed.billing.vat_id }) : null,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </Text>
            </div>
            <div className={classes.summaryBlock}>
              <h3>{t('confirm.shippingMethod')}</h3>
              <Text>{`${t('shipping.free')} – ${t('shipping.delivery', { time: deliveryText })}`}</Text>
            </div>
            <section className={classes.summaryBlock} aria-labelledby="payment-area-title">
              <h3 id="payment-area-title">{t('confirm.payment')}</h3>
              <Text>{method === 'card' ? t('confirm.cardEnding', { last4 }) : t('payment.paypal')}</Text>
              {isTest ? (
                <Text size="sm" fw={600}>
                  {t('payment.testNotice')}
                </Text>
              ) : null}
              {order.error ? (
                <p className={classes.paymentError} role="alert" data-testid="payment-error">
                  {order.error}
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
              <Button variant="default" onClick={() => setStep(2)} disabled={order.busy}>
                {t('back')}
              </Button>
              <Button size="md" onClick={() => void placeOrder()} loading={order.busy} disabled={!totals.data}>
                {t('confirm.button')}
              </Button>
            </div>
          </div>
        ) : null}
      </div>
      <OrderReview
        lines={cart.lines}
        totals={totals.data}
        totalsError={totalsError}
        loading={totals.isFetching}
        coupon={coupon}
        onCoupon={setCoupon}
        // Every step shows the shipping address (spec §2): on step 1 the one being entered or pre-filled.
        shipping={
          step === 0
            ? shipping.address_1.trim() || recipientOf(shipping)
              ? shipping
              : null
            : (confirmed?.shipping ?? null)
        }
      />
    </div>
  );
}
