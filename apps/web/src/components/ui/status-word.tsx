import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/** A status as a coloured word (an order's, a seller order's); the word, not the colour, carries the meaning. */
export function StatusWord({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge
      color={color}
      variant="light"
      size="lg"
      radius="sm"
      // The light variant's own text shade is too pale on its tinted background (WCAG contrast): dark text.
      // Visible overflow keeps the whole word: a clipped label lets the table squeeze the column to "Zahlung aus…".
      styles={{
        root: { overflow: 'visible' },
        label: { textTransform: 'none', color: 'var(--mantine-color-dark-9)', overflow: 'visible' },
      }}
    >
      {children}
    </Badge>
  );
}
