import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

interface MobileMenuDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/** Loaded on first use by mobile-menu.tsx. */
export default function MobileMenuDrawer({ opened, onClose, title, closeLabel, children }: MobileMenuDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      size="min(85vw, 360px)"
      hiddenFrom="md"
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      {children}
    </Drawer>
  );
}
