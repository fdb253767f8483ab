import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import { Button, Group, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useDownloadMyData } from '../api/export-data.ts';

/** Data export and account deletion (shop-rules "German law", decision 062). */
export function PrivacyPanel({ onDeleted }: { onDeleted: (message: string) => void }) {
  const { t } = useTranslation('account');
  const message = useValidationMessage();
  const download = useDownloadMyData();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const exportData = async () => {
    try {
      await download.mutateAsync();
      notifications.show({ message: t('privacy.exported'), color: 'brand' });
    } catch (err) {
      notifications.show({ message: errorText(err, t('privacy.exportError')), color: 'red' });
    }
  };

  const deleteAccount = async () => {
    setError(null);
    try {
      const answer = await remove.mutateAsync(password);
      setOpen(false);
      onDeleted(answer.message);
    } catch (err) {
      const field = isApiError(err) ? err.fieldErrors.password?.[0] : undefined;
      setError(field ? (message(field) ?? field) : errorText(err, t('privacy.deleteError')));
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="privacy-heading">
      <Title order={2} size="h3" id="privacy-heading">
        {t('privacy.heading')}
      </Title>
      <Text>{t('privacy.intro')}</Text>
      <Group>
        <Button variant="default" loading={download.isPending} onClick={() => void exportData()}>
          {t('privacy.export')}
        </Button>
        <Button variant="outline" color="red.8" onClick={() => setOpen(true)}>
          {t('privacy.delete')}
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('privacy.deleteTitle')} centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void deleteAccount();
          }}
        >
          <Stack gap="md">
            <Text>{t('privacy.deleteText')}</Text>
            <PasswordInput
              label={t('privacy.password')}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={error}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t('privacy.cancel')}
              </Button>
              <Button type="submit" color="red.8" disabled={!password} loading={remove.isPending}>
                {t('privacy.confirmDelete')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
