import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { SellerOrderStatus } from '@wohnwerk/contract/seller-orders';
import { useTranslation } from 'react-i18next';

// Dark shades: white text on them passes contrast (axe), as the staff's status badges.
const colours: Record<SellerOrderStatus, string> = {
  open: 'orange.9',
  confirmed: 'blue.9',
  partially_shipped: 'violet.9',
  shipped: 'green.9',
  refused: 'red.9',
  cancelled: 'gray.8',
};

export function OrderStatusBadge({ status }: { status: SellerOrderStatus }) {
  const { t } = useTranslation('seller');
  return (
    <Badge color={colours[status]} variant="filled" radius="sm">
      {t(`status.${status}`)}
    </Badge>
  );
}
