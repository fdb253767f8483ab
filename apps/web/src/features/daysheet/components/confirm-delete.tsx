import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useDaysheetT } from './use-daysheet-t.ts';

/** The spec's delete question; nothing is sent until "Po". */
export function ConfirmDelete(props: {
  opened: boolean;
  question: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useDaysheetT();
  return (
    <Modal opened={props.opened} onClose={props.onCancel} withCloseButton={false} centered size="sm">
      <Text mb="md">{props.question}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          {t('daysheet:confirm.no')}
        </Button>
        <Button color="red" loading={props.busy} onClick={props.onConfirm}>
          {t('daysheet:confirm.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
