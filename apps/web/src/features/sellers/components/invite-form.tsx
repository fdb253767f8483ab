import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Input.css';
import { Alert, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { type Seller, sellerInviteSchema } from '@wohnwerk/contract/sellers';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { useInviteSellerUser } from '../api/sellers.ts';
import { fieldErrorsOf } from '../seller-form-values.ts';

/**
 * The seller's people, and (admins) an invitation for one more: the server creates the user of role seller and mails
 * a link to set the password, valid 7 days (decision 169).
 */
export function SellerUsers({ seller, canInvite }: { seller: Seller; canInvite: boolean }) {
  const { t } = useTranslation('sellers');
  const message = useValidationMessage();
  const invite = useInviteSellerUser(seller.id);
  const [values, setValues] = useState({ name: '', email: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    setFailure('');
    const parsed = sellerInviteSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues.map((i): [string, string] => [i.path.join('.'), i.message])));
      return;
    }
    try {
      const answer = await invite.mutateAsync(parsed.data);
      setDone(answer.message);
      setValues({ name: '', email: '' });
      setErrors({});
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : {};
      setErrors(
        fieldErrorsOf(Object.entries(fields).flatMap(([path, list]) => list.map((m): [string, string] => [path, m]))),
      );
      if (!fields.email && !fields.name) setFailure(errorText(error, t('invite.failed')));
    }
  };

  return (
    <Stack gap="sm">
      {seller.users.length === 0 ? (
        <Text c="gray.7">{t('invite.noUsers')}</Text>
      ) : (
        <List data-testid="seller-users">
          {seller.users.map((u) => (
            <List.Item key={u.id}>
              {u.name} · {u.email}
            </List.Item>
          ))}
        </List>
      )}
      {canInvite ? (
        <form onSubmit={onSubmit} noValidate aria-label={t('invite.title')}>
          <Stack gap="sm">
            <Text size="sm">{t('invite.intro')}</Text>
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label={t('invite.name')}
                value={values.name}
                onChange={(e) => {
                  const name = e.currentTarget.value;
                  setValues((v) => ({ ...v, name }));
                }}
                error={message(errors.name)}
                required
                autoComplete="off"
                style={{ flex: '1 1 14rem' }}
              />
              <TextInput
                label={t('invite.email')}
                type="email"
                value={values.email}
                onChange={(e) => {
                  const email = e.currentTarget.value;
                  setValues((v) => ({ ...v, email }));
                }}
                error={message(errors.email)}
                required
                autoComplete="off"
                style={{ flex: '1 1 14rem' }}
              />
            </Group>
            {done ? (
              <Alert color="green" role="status">
                {done}
              </Alert>
            ) : null}
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Button type="submit" loading={invite.isPending} w="fit-content">
              {t('invite.submit')}
            </Button>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
