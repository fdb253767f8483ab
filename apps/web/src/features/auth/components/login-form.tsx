import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CurrentUser, loginSchema, type LoginInput } from '@wohnwerk/contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { errorText } from '../../../lib/error-text.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { useLogin } from '../api/login.ts';
import { FormAlert } from './form-alert.tsx';
import { useSchemaValid } from '../../../lib/use-schema-valid.ts';

interface LoginFormProps {
  /** Called with the signed-in user (the login page sends a seller's user to the portal). */
  onSuccess: (user: CurrentUser) => void;
  /** Shows the links to register and to forgot-password under the form. */
  withLinks?: boolean;
  registerLink?: string;
}

export function LoginForm({ onSuccess, withLinks = true, registerLink = '/register' }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const message = useValidationMessage();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof loginSchema>, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const canSubmit = useSchemaValid(loginSchema, form.control);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    let user: CurrentUser;
    try {
      user = (await login.mutateAsync(values)).user;
    } catch (error) {
      setFormError(errorText(error, t('common:errors.generic')));
      return;
    }
    notifications.show({ message: t('auth:login.success'), color: 'brand' });
    onSuccess(user);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth:fields.email')}
          type="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={message(errors.email?.message)}
        />
        <PasswordInput
          label={t('auth:fields.password')}
          autoComplete="current-password"
          required
          {...form.register('password')}
          error={message(errors.password?.message)}
        />
        <FormAlert message={formError} />
        <Button type="submit" disabled={!canSubmit} loading={login.isPending}>
          {t('auth:login.submit')}
        </Button>
        {withLinks ? (
          <Stack gap={4}>
            <Anchor component={Link} to="/password/email" size="sm">
              {t('auth:login.forgotPassword')}
            </Anchor>
            <Anchor component={Link} to={registerLink} size="sm">
              {t('auth:login.noAccount')} {t('auth:login.toRegister')}
            </Anchor>
          </Stack>
        ) : null}
      </Stack>
    </form>
  );
}
