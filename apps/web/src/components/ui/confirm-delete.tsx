import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Button, Group, Modal, Text } from '@mantine/core';

interface Props {
  opened: boolean;
  question: string;
  /** The answer buttons, in the screen's language: "Po"/"Jo" in the back office, "Löschen"/"Abbrechen" in pricing. */
  yes: string;
  no: string;
  /** A heading with a close button; without one the dialog is the bare question (the back office's). */
  title?: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a record is deleted, for the staff screens that delete in a list (day sheet, tasks,
 * comments, pricing records): nothing is sent until the yes button, and the list changes only after
 * the server answered (the button spins meanwhile). The shop administration's money and delete
 * questions use `useConfirm` (confirm-dialog.tsx) instead.
 */
export function ConfirmDelete({ opened, question, yes, no, title, busy, onConfirm, onCancel }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      withCloseButton={title !== undefined}
      centered
      size={title === undefined ? 'sm' : 'md'}
    >
      <Text mb={title === undefined ? 'md' : 'lg'}>{question}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {no}
        </Button>
        <Button color="red" loading={busy} onClick={onConfirm}>
          {yes}
        </Button>
      </Group>
    </Modal>
  );
}
