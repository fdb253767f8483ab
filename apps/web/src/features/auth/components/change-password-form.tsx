import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { passwordChangeSchema } from '@wohnwerk/contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSchemaValid } from '../../../lib/use-schema-valid.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { useChangePassword } from '../api/change-password.ts';
import { FormAlert } from './form-alert.tsx';

/** The confirmation must equal the new password; unlike the spec's form, a mismatch is said out loud. */
const formSchema = (mismatch: string) =>
  passwordChangeSchema
    .extend({ confirm: z.string() })
    .refine((v) => v.newPassword === v.confirm, { path: ['confirm'], error: mismatch });
type Values = { oldPassword: string; newPassword: string; confirm: string };

export function ChangePasswordForm({ onSuccess }: { onSuccess: (message: string) => void }) {
  const { t } = useTranslation(['account', 'common']);
  const message = useValidationMessage();
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = formSchema(t('account:password.mismatch'));
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema as never) as never,
    mode: 'onTouched',
    defaultValues: { oldPassword: '', newPassword: '', confirm: '' },
  });
  const { errors } = form.formState;
  const canSubmit = useSchemaValid(schema, form.control);

  const onSubmit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    setFormError(null);
    try {
      const answer = await change.mutateAsync({ oldPassword, newPassword });
      onSuccess(answer.message);
    } catch (error) {
      const fieldErrors = isApiError(error) && error.status === 422 ? error.fieldErrors : {};
      const known = (['oldPassword', 'newPassword'] as const).filter((f) => fieldErrors[f]?.length);
      for (const f of known) form.setError(f, { type: 'server', message: fieldErrors[f][0] });
      if (!known.length) setFormError(errorText(error, t('account:password.error')));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t('account:password.old')}
          autoComplete="current-password"
          required
          {...form.register('oldPassword')}
          error={message(errors.oldPassword?.message)}
        />
        <PasswordInput
          label={t('account:password.new')}
          autoComplete="new-password"
          required
          {...form.register('newPassword')}
          error={message(errors.newPassword?.message)}
        />
        <PasswordInput
          label={t('account:password.confirm')}
          autoComplete="new-password"
          required
          {...form.register('confirm')}
          error={message(errors.confirm?.message)}
        />
        <FormAlert message={formError} />
        <Button type="submit" disabled={!canSubmit} loading={change.isPending}>
          {t('account:password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
