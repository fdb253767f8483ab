import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTasksT } from './use-tasks-t.ts';

/** The spec's delete question; nothing is sent until "Po". */
export function ConfirmDelete(props: {
  opened: boolean;
  question: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTasksT();
  return (
    <Modal opened={props.opened} onClose={props.onCancel} withCloseButton={false} centered size="sm">
      <Text mb="md">{props.question}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          {t('tasks:common.no')}
        </Button>
        <Button color="red" loading={props.busy} onClick={props.onConfirm}>
          {t('tasks:common.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
