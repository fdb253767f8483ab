import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Stepper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { recipientOf, type CheckoutAddress, type PaymentMethod } from '@wohnwerk/contract/checkout';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCart } from '../../../lib/cart-store.ts';
import { useAddresses } from '../api/get-addresses.ts';
import { cartItemsOf, useCartTotals } from '../api/get-cart-totals.ts';
import { usePaymentConfig } from '../api/get-payment-config.ts';
import { recordStep } from '../api/record-step.ts';
import { emptyAddress, type AddressValues } from './address-fields.tsx';
import { AddressStep, type FieldErrors as Errors } from './address-step.tsx';
import {
  cardTokenOf,
  checkAddress,
  confirmAddresses,
  deliveryTextOf,
  paymentSummaryOf,
  stepItemsOf,
  totalsErrorOf,
  withSavedAddress,
} from './checkout-values.ts';
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from './checkout-draft.ts';
import classes from './checkout.module.css';
import { ConfirmStep } from './confirm-step.tsx';
import { OrderReview } from './order-review.tsx';
import { PaymentStep } from './payment-step.tsx';
import { ShippingStep } from './shipping-step.tsx';
import type { StripeCardHandle } from './stripe-card-field.tsx';
import { testCardErrors, type CardValues } from './test-card.ts';
import { usePlaceOrder } from './use-place-order.ts';

/** Stripe's authentication step (3-D Secure), loaded when a payment asks for it. */
const authenticatorFor = (stripeKey: string | null) =>
  stripeKey
    ? (clientSecret: string) => import('./stripe-js.ts').then((m) => m.authenticateCardPayment(stripeKey, clientSecret))
    : undefined;

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
  useEffect(() => {
    const preferred = addresses.data?.find((a) => a.type === 'Shipping' && a.isDefault);
    if (preferred && !touched.current) setShipping((s) => withSavedAddress(s, preferred));
  }, [addresses.data]);

  // Only what the customer typed is kept, never the card (decision 118).
  useEffect(() => {
    if (touched.current) saveCheckoutDraft({ shipping, billing, sameBilling });
  }, [shipping, billing, sameBilling]);

  const items = cartItemsOf(cart.lines);
  const deliveryText = deliveryTextOf(cart.lines);
  const stepItems = () => stepItemsOf(cart.lines);

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
    if (Object.keys(errors[which]).length) setErrors((e) => ({ ...e, [which]: checkAddress(values).errors }));
  };

  const notInStock = totals.data?.not_in_stock ?? [];
  const submitAddress = () => {
    // Step 1 says what cannot be delivered and goes no further (decision 117).
    if (notInStock.length > 0) return;
    const { errors, addresses } = confirmAddresses(shipping, billing, sameBilling);
    setErrors(errors);
    if (!addresses) return;
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
      const wrong = Object.entries(testCardErrors(card)).map(([field, key]) => [field, t(key)]);
      setCardErrors(Object.fromEntries(wrong));
      if (wrong.length) return;
    }
    goto(3);
  };

  // A Stripe PaymentMethod that was refused is not used again: the card is entered anew, on the
  // payment step, with the reason in its payment area; the unpaid order is kept.
  const enterCardAgain = (reason: string) => {
    setStripeCard(null);
    setPaymentError(reason);
    order.setError(null);
    setStep(2);
    document.getElementById('checkout-step-title')?.focus();
  };

  const placeOrder = async () => {
    if (!confirmed || order.busy) return;
    // The review passed: the fourth step of the funnel, before the order is placed (issue 34).
    recordStep(4, {
      shipping_address: confirmed.shipping,
      billing_address: confirmed.billing,
      items: stepItems(),
    });
    const result = await order.place({
      items,
      coupon,
      shipping: confirmed.shipping,
      billing: confirmed.billing,
      method,
      cardToken: cardTokenOf(method, stripeCard?.id, Boolean(stripeKey), card.number),
      authenticate: authenticatorFor(stripeKey),
    });
    if (!result.ok) {
      if (result.card && stripeKey) enterCardAgain(result.message);
      return;
    }
    notifications.show({ message: t('placed'), color: 'green' });
    clearCheckoutDraft();
    cart.clear();
    navigate(`/thankyou?id=${result.id}`, { replace: true });
  };

  const { isTest, last4 } = paymentSummaryOf(method, config.data, stripeCard?.last4, card.number);
  const totalsError = totalsErrorOf(totals.error, t('totalsFailed'));
  // Every step shows the shipping address (spec §2): on step 1 the one being entered or pre-filled.
  const typed = shipping.address_1.trim() || recipientOf(shipping) ? shipping : null;
  const shownShipping = step === 0 ? typed : (confirmed?.shipping ?? null);

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
          <AddressStep
            notInStock={notInStock}
            shipping={shipping}
            billing={billing}
            sameBilling={sameBilling}
            errors={errors}
            onShipping={(v) => {
              setShipping(v);
              recheck('shipping', v);
            }}
            onBilling={(v) => {
              setBilling(v);
              recheck('billing', v);
            }}
            onSameBilling={setSameBilling}
            onTyped={() => (touched.current = true)}
            onSubmit={submitAddress}
          />
        ) : null}

        {step === 1 ? (
          <ShippingStep deliveryText={deliveryText} onBack={() => setStep(0)} onNext={() => goto(2)} />
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
          <ConfirmStep
            confirmed={confirmed}
            deliveryText={deliveryText}
            method={method}
            last4={last4}
            isTest={isTest}
            error={order.error}
            busy={order.busy}
            canPlace={Boolean(totals.data)}
            onBack={() => setStep(2)}
            onPlace={() => void placeOrder()}
          />
        ) : null}
      </div>
      <OrderReview
        lines={cart.lines}
        totals={totals.data}
        totalsError={totalsError}
        loading={totals.isFetching}
        coupon={coupon}
        onCoupon={setCoupon}
        shipping={shownShipping}
      />
    </div>
  );
}
