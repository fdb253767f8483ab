import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { passwordResetSchema } from '@wohnwerk/contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { useResetPassword, type PasswordResetInput } from '../api/reset-password.ts';
import { FormAlert } from './form-alert.tsx';
import { useSchemaValid } from '../../../lib/use-schema-valid.ts';

const fields = ['email', 'password', 'password_confirmation'] as const;

interface ResetPasswordFormProps {
  token: string;
  initialEmail?: string;
  /** 'invite' for an invitation's first password: the button and the notice say "festlegen". */
  words?: 'reset' | 'invite';
  onSuccess: () => void;
}

export function ResetPasswordForm({ token, initialEmail = '', words = 'reset', onSuccess }: ResetPasswordFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const message = useValidationMessage();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof passwordResetSchema>, unknown, PasswordResetInput>({
    resolver: zodResolver(passwordResetSchema),
    mode: 'onTouched',
    defaultValues: { email: initialEmail, token, password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  const canSubmit = useSchemaValid(passwordResetSchema, form.control);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await reset.mutateAsync(values);
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.fieldErrors : {};
      const known = fields.filter((field) => fieldErrors[field]?.length);
      for (const field of known) form.setError(field, { type: 'server', message: fieldErrors[field].join(' ') });
      // An invalid or expired token is reported on the token field, which has no input: show it as the form error.
      if (known.length === 0 || fieldErrors.token) setFormError(errorText(error, t('common:errors.generic')));
      return;
    }
    notifications.show({
      message: t(words === 'invite' ? 'auth:invite.success' : 'auth:reset.success'),
      color: 'brand',
    });
    onSuccess();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <input type="hidden" {...form.register('token')} />
        <TextInput
          label={t('auth:fields.email')}
          type="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={message(errors.email?.message)}
        />
        <PasswordInput
          label={t('auth:fields.newPassword')}
          autoComplete="new-password"
          required
          {...form.register('password')}
          error={message(errors.password?.message)}
        />
        <PasswordInput
          label={t('auth:fields.newPasswordConfirm')}
          autoComplete="new-password"
          required
          {...form.register('password_confirmation')}
          error={message(errors.password_confirmation?.message)}
        />
        <FormAlert message={formError} />
        <Button type="submit" disabled={!canSubmit} loading={reset.isPending}>
          {t(words === 'invite' ? 'auth:invite.submit' : 'auth:reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
