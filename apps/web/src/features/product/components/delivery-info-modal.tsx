import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface DeliveryInfoModalProps {
  opened: boolean;
  onClose: () => void;
  weeks: string;
}

/** Why a delivery takes 10 weeks or more (storefront §2, §9); loaded when the info icon is first used. */
export default function DeliveryInfoModal({ opened, onClose, weeks }: DeliveryInfoModalProps) {
  const { t } = useTranslation('product');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('delivery.infoTitle', { weeks })}
      closeButtonProps={{ 'aria-label': t('delivery.close') }}
      centered
    >
      <Stack gap="sm">
        <Text>{t('delivery.infoMade', { weeks })}</Text>
        <Text>{t('delivery.infoCarrier')}</Text>
        <Text>{t('delivery.infoFree')}</Text>
        <Button onClick={onClose} mt="xs">
          {t('delivery.ok')}
        </Button>
      </Stack>
    </Modal>
  );
}
