import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { registerSchema, type RegisterInput } from '@wohnwerk/contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { useRegister } from '../api/register.ts';
import { FormAlert } from './form-alert.tsx';
import { useSchemaValid } from '../../../lib/use-schema-valid.ts';

type RegisterField = keyof RegisterInput;
const fields: RegisterField[] = ['name', 'email', 'phone', 'password', 'password_confirmation'];

/** New-customer form (storefront §2, §5); a 422 shows the server's error list under each field. */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const message = useValidationMessage();
  const registration = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof registerSchema>, unknown, RegisterInput>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', phone: '', password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;
  const canSubmit = useSchemaValid(registerSchema, form.control);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const response = await registration.mutateAsync(values);
      notifications.show({ message: response.message || t('auth:register.success'), color: 'brand' });
      onSuccess();
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.fieldErrors : {};
      const known = fields.filter((field) => fieldErrors[field]?.length);
      for (const field of known) form.setError(field, { type: 'server', message: fieldErrors[field].join(' ') });
      if (known.length === 0) setFormError(errorText(error, t('common:errors.generic')));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth:fields.username')}
          autoComplete="username"
          required
          {...form.register('name')}
          error={message(errors.name?.message)}
        />
        <TextInput
          label={t('auth:fields.registerEmail')}
          type="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={message(errors.email?.message)}
        />
        <TextInput
          label={t('auth:fields.phone')}
          type="tel"
          autoComplete="tel"
          required
          {...form.register('phone')}
          error={message(errors.phone?.message)}
        />
        <PasswordInput
          label={t('auth:fields.registerPassword')}
          autoComplete="new-password"
          required
          {...form.register('password')}
          error={message(errors.password?.message)}
        />
        <PasswordInput
          label={t('auth:fields.passwordConfirm')}
          autoComplete="new-password"
          required
          {...form.register('password_confirmation')}
          error={message(errors.password_confirmation?.message)}
        />
        <FormAlert message={formError} />
        <Button type="submit" disabled={!canSubmit} loading={registration.isPending}>
          {t('auth:register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
