import type { SellerOrderStatus } from '@wohnwerk/contract/seller-orders';
import { useTranslation } from 'react-i18next';
import { StatusWord } from '../../../components/ui/status-word.tsx';

const colours: Record<SellerOrderStatus, string> = {
  open: 'orange',
  confirmed: 'blue',
  partially_shipped: 'cyan',
  shipped: 'teal',
  refused: 'red',
  cancelled: 'gray',
};

/** The seller order's status as a coloured word, drawn as the staff's order status. */
export function OrderStatusBadge({ status }: { status: SellerOrderStatus }) {
  const { t } = useTranslation('seller');
  return <StatusWord color={colours[status]}>{t(`status.${status}`)}</StatusWord>;
}
