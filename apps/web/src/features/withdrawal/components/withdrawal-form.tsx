import '@mantine/core/styles/Input.css';
import { Alert, Button, Text, TextInput, Textarea } from '@mantine/core';
import { withdrawalLookupSchema, type WithdrawalReply, type WithdrawalLookupReply } from '@wohnwerk/contract/checkout';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { formatPrice } from '../../../lib/format.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { withdraw } from '../api/withdraw.ts';
import { lookupWithdrawal } from '../api/withdrawal-lookup.ts';
import classes from './withdrawal.module.css';

const when = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

/**
 * "Vertrag widerrufen" in two steps without login (decision 051): 1. order number and e-mail find
 * the order; 2. the customer confirms the withdrawal and sees when it was received.
 */
export function WithdrawalForm() {
  const { t } = useTranslation('checkout');
  const message = useValidationMessage();
  const [values, setValues] = useState({ order_number: '', email: '', name: '', reason: '' });
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const [found, setFound] = useState<WithdrawalLookupReply['data'] | null>(null);
  const [done, setDone] = useState<WithdrawalReply | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (err) {
      if (isApiError(err)) {
        setErrors(err.fieldErrors);
        setFailure(err.serverMessage ?? t('withdrawal.failed'));
      } else setFailure(t('withdrawal.failed'));
    } finally {
      setBusy(false);
    }
  };

  const lookup = () => {
    const parsed = withdrawalLookupSchema.safeParse(values);
    if (!parsed.success) return setErrors(parsed.error.flatten().fieldErrors);
    setErrors({});
    void run(async () => setFound(await lookupWithdrawal(parsed.data)));
  };

  if (done) {
    return (
      <Alert color="green" title={t('withdrawal.doneTitle')} role="status" data-testid="withdrawal-done">
        <Text>{done.message}</Text>
        <Text>{t('withdrawal.doneAt', { number: done.data.order_number, at: when(done.data.withdrawn_at) })}</Text>
      </Alert>
    );
  }

  if (found) {
    return (
      <form
        className={classes.form}
        onSubmit={(e) => {
          e.preventDefault();
          void run(async () => setDone(await withdraw(values)));
        }}
      >
        <h2>{t('withdrawal.step2')}</h2>
        <Text>
          {t('withdrawal.found', {
            number: found.order_number,
            date: when(found.created_at),
            amount: formatPrice(found.amount),
          })}
        </Text>
        <ul>
          {found.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <TextInput
          label={t('withdrawal.name')}
          value={values.name}
          onChange={(e) => setValues({ ...values, name: e.currentTarget.value })}
          autoComplete="name"
        />
        <Textarea
          label={t('withdrawal.reason')}
          value={values.reason}
          onChange={(e) => setValues({ ...values, reason: e.currentTarget.value })}
          autosize
          minRows={2}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <div className={classes.actions}>
          <Button variant="default" onClick={() => setFound(null)}>
            {t('back')}
          </Button>
          <Button type="submit" color="red" loading={busy}>
            {t('withdrawal.confirm')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form
      className={classes.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        lookup();
      }}
    >
      <h2>{t('withdrawal.step1')}</h2>
      <TextInput
        label={t('withdrawal.orderNumber')}
        required
        placeholder="WW-2026-000123"
        value={values.order_number}
        error={message(errors.order_number?.[0])}
        onChange={(e) => setValues({ ...values, order_number: e.currentTarget.value })}
      />
      <TextInput
        label={t('withdrawal.email')}
        required
        type="email"
        autoComplete="email"
        value={values.email}
        error={message(errors.email?.[0])}
        onChange={(e) => setValues({ ...values, email: e.currentTarget.value })}
      />
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <div className={classes.actions}>
        <Button type="submit" loading={busy}>
          {t('withdrawal.find')}
        </Button>
      </div>
    </form>
  );
}
