import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  opened: boolean;
  text: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a record is deleted; the list changes only after the server answered. */
export function ConfirmDelete({ opened, text, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('pricing');
  return (
    <Modal opened={opened} onClose={onCancel} title={t('actions.confirmTitle')} centered>
      <Text mb="lg">{text}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button color="red" loading={busy} onClick={onConfirm}>
          {t('actions.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
