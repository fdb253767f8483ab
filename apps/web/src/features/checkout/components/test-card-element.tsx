import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCardNumber, formatCvc, formatExpiry } from './card-format.ts';
import type { CardValues } from './test-card.ts';
import classes from './checkout.module.css';

export function TestCardElement({
  values,
  errors,
  onChange,
}: {
  values: CardValues;
  errors: Partial<Record<keyof CardValues, string>>;
  onChange: (v: CardValues) => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <div className={classes.step}>
      <TestNotice title={t('payment.testTitle')}>{t('payment.testCard')}</TestNotice>
      <div className={classes.fields}>
        <TextInput
          label={t('payment.cardNumber')}
          required
          inputMode="numeric"
          autoComplete="cc-number"
          value={values.number}
          error={errors.number}
          onChange={(e) => onChange({ ...values, number: formatCardNumber(e.currentTarget.value) })}
          placeholder="4242 4242 4242 4242"
        />
        <TextInput
          label={t('payment.expiry')}
          required
          inputMode="numeric"
          autoComplete="cc-exp"
          value={values.expiry}
          error={errors.expiry}
          onChange={(e) => onChange({ ...values, expiry: formatExpiry(e.currentTarget.value) })}
          placeholder="MM/JJ"
        />
        <TextInput
          label={t('payment.cvc')}
          required
          inputMode="numeric"
          autoComplete="cc-csc"
          value={values.cvc}
          error={errors.cvc}
          onChange={(e) => onChange({ ...values, cvc: formatCvc(e.currentTarget.value) })}
          placeholder="123"
        />
      </div>
    </div>
  );
}

/** "This is a test payment", readable (contrast) and announced as a note. */
export function TestNotice({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className={classes.testNotice} role="note">
      {title ? <strong>{title}</strong> : null}
      <p>{children}</p>
    </div>
  );
}
