import { Button, Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddressFields, type AddressValues } from './address-fields.tsx';
import classes from './checkout.module.css';
import { type NotInStock, StockNotice } from './stock-notice.tsx';

export type FieldErrors = Record<string, string[] | undefined>;

/** Step 1 of the checkout: the shipping address and, unless it is the same, the billing address. */
export function AddressStep(props: {
  notInStock: NotInStock;
  shipping: AddressValues;
  billing: AddressValues;
  sameBilling: boolean;
  errors: { shipping: FieldErrors; billing: FieldErrors };
  onShipping: (values: AddressValues) => void;
  onBilling: (values: AddressValues) => void;
  onSameBilling: (same: boolean) => void;
  /** The customer typed: from now on the draft is kept and wins over the default address. */
  onTyped: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <form
      className={classes.step}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
      onChange={props.onTyped}
    >
      <StockNotice lines={props.notInStock} />
      <h3 className={classes.stepTitle}>{t('address.shippingTitle')}</h3>
      <AddressFields
        prefix="shipping"
        billing={props.sameBilling}
        values={props.shipping}
        errors={props.errors.shipping}
        onChange={props.onShipping}
      />
      <Checkbox
        label={t('address.sameBilling')}
        checked={props.sameBilling}
        onChange={(e) => props.onSameBilling(e.currentTarget.checked)}
      />
      {!props.sameBilling ? (
        <>
          <h3 className={classes.stepTitle}>{t('address.billingTitle')}</h3>
          <AddressFields
            prefix="billing"
            billing
            values={props.billing}
            errors={props.errors.billing}
            onChange={props.onBilling}
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
  );
}
