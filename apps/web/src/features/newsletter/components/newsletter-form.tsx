import { Button, Text } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubscribe } from '../api/subscribe.ts';
import classes from './newsletter-form.module.css';

type Result = { ok: boolean; text: string } | null;

/**
 * Footer newsletter sign-up (storefront §2, §5). It is on every page, so it uses the
 * browser's own e-mail check and a plain input instead of pulling a form library and
 * Mantine's input system into the first load.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const subscription = useSubscribe();
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<Result>(null);
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    subscription.mutate(
      { email: email.trim() },
      {
        onSuccess: (response) => {
          setResult({ ok: true, text: response?.message || t('footer.newsletterHint') });
          setEmail('');
        },
        onError: () => setResult({ ok: false, text: t('footer.newsletterError') }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className={classes.form}>
      <h2 className={classes.heading}>{t('footer.newsletterHeading')}</h2>
      <label htmlFor={id} className={classes.label}>
        {t('footer.newsletterLabel')}
      </label>
      <input
        id={id}
        type="email"
        name="email"
        required
        autoComplete="email"
        className={classes.input}
        placeholder={t('footer.newsletterPlaceholder')}
        aria-describedby={`${id}-hint`}
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
      />
      <p id={`${id}-hint`} className={classes.description}>
        {t('footer.newsletterHint')}
      </p>
      <Button type="submit" variant="white" color="brand" loading={subscription.isPending} className={classes.button}>
        {t('footer.newsletterSubmit')}
      </Button>
      <div aria-live="polite">
        {result ? (
          <Text size="sm" fw={600} className={result.ok ? classes.ok : classes.error}>
            {result.text}
          </Text>
        ) : null}
      </div>
    </form>
  );
}
