import { Button, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubscribe } from '../api/subscribe.ts';
import classes from './newsletter-form.module.css';

type Result = { ok: boolean; text: string } | null;

/**
 * Footer newsletter sign-up (storefront §2, §5). It is on every page, so it uses the
 * browser's own e-mail check instead of pulling a form library into the first load.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const subscription = useSubscribe();
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<Result>(null);

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
      <TextInput
        type="email"
        required
        autoComplete="email"
        label={t('footer.newsletterLabel')}
        placeholder={t('footer.newsletterPlaceholder')}
        description={t('footer.newsletterHint')}
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        classNames={{ label: classes.label, description: classes.description }}
        inputWrapperOrder={['label', 'input', 'description']}
      />
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
