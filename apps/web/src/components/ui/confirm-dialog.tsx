// The dialog's white box is a Paper: without its styles the text would sit on the dimmed page.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { type ReactNode, useCallback, useRef, useState } from 'react';

/** What a destructive or money action asks before it goes to the server (decision 152). */
export interface ConfirmRequest {
  /** The question, e.g. "Seite löschen?". */
  title: string;
  /** What will happen, in plain words: what goes, whether it can be undone. */
  message: ReactNode;
  /** The confirm button names the action itself: "Seite löschen", "100,50 € erstatten". */
  confirmLabel: string;
  cancelLabel: string;
  /** Red for deleting and money (the default, red.9: white text on it passes contrast); another colour otherwise. */
  color?: string;
}

/**
 * One confirm dialog for every destructive or money action of the shop administration. The hook
 * answers a function that opens the dialog and resolves true on the confirm button, false on
 * cancel, Escape or a click outside; render the element it answers once in the screen. The focus
 * starts on "Abbrechen", so Enter alone never confirms.
 */
export function useConfirm(): [(request: ConfirmRequest) => Promise<boolean>, ReactNode] {
  // The last question stays while the dialog fades out: cleared, the closing dialog would have no
  // name and its buttons no words for those instants.
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [opened, setOpened] = useState(false);
  const settle = useRef<((yes: boolean) => void) | null>(null);

  const confirm = useCallback(
    (next: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        settle.current?.(false);
        settle.current = resolve;
        setRequest(next);
        setOpened(true);
      }),
    [],
  );
  const close = (yes: boolean) => {
    settle.current?.(yes);
    settle.current = null;
    setOpened(false);
  };

  const dialog = (
    <Modal
      opened={opened}
      onClose={() => close(false)}
      title={request?.title}
      centered
      size="md"
      withCloseButton={false}
      data-testid="confirm-dialog"
    >
      {typeof request?.message === 'string' ? <Text mb="md">{request.message}</Text> : request?.message}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => close(false)} data-autofocus>
          {request?.cancelLabel}
        </Button>
        <Button color={request?.color ?? 'red.9'} onClick={() => close(true)}>
          {request?.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
  return [confirm, dialog];
}
