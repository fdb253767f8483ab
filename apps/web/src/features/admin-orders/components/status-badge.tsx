import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { OrderStatus } from '@wohnwerk/contract/checkout';

const colours: Record<OrderStatus, string> = {
  pending_payment: 'gray',
  paid: 'blue',
  processing: 'indigo',
  partially_shipped: 'cyan',
  shipped: 'teal',
  delivered: 'green',
  cancelled: 'red',
  refunded: 'orange',
};

/** The order status as a coloured word; the word (not the colour) carries the meaning. */
export function StatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return (
    <Badge
      color={colours[status]}
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
      {label}
    </Badge>
  );
}
