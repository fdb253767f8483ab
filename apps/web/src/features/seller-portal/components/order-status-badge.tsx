import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { SellerOrderStatus } from '@wohnwerk/contract/seller-orders';
import { useTranslation } from 'react-i18next';

const colours: Record<SellerOrderStatus, string> = {
  open: 'orange',
  confirmed: 'blue',
  partially_shipped: 'cyan',
  shipped: 'teal',
  refused: 'red',
  cancelled: 'gray',
};

/** The seller order's status as a coloured word, drawn as the staff's order status (dark text: WCAG contrast). */
export function OrderStatusBadge({ status }: { status: SellerOrderStatus }) {
  const { t } = useTranslation('seller');
  return (
    <Badge
      color={colours[status]}
      variant="light"
      size="lg"
      radius="sm"
      styles={{
        root: { overflow: 'visible' },
        label: { textTransform: 'none', color: 'var(--mantine-color-dark-9)', overflow: 'visible' },
      }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
