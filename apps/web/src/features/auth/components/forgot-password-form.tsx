import '@mantine/core/styles/Input.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { passwordEmailSchema } from '@wohnwerk/contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { useRequestPasswordReset, type PasswordEmailInput } from '../api/request-password-reset.ts';

/**
 * Asks for a reset link. Whatever the server answers, the page shows the same neutral
 * confirmation, so it never tells whether an address has an account (shop-rules "Accounts").
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const message = useValidationMessage();
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const form = useForm<z.input<typeof passwordEmailSchema>, unknown, PasswordEmailInput>({
    resolver: zodResolver(passwordEmailSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSettled: (_data, error) => {
        if (error) console.warn('POST /password/email failed', error);
        setSent(true);
      },
    }),
  );

  if (sent) {
    return (
      <Alert color="brand" variant="light" role="status">
        {t('forgot.confirmation')}
      </Alert>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={message(form.formState.errors.email?.message)}
        />
        <Button type="submit" disabled={!form.formState.isValid} loading={request.isPending}>
          {t('forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
