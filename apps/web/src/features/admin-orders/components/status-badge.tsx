import type { OrderStatus } from '@wohnwerk/contract/checkout';
import { StatusWord } from '../../../components/ui/status-word.tsx';

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

/** The order status as a coloured word. */
export function StatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return <StatusWord color={colours[status]}>{label}</StatusWord>;
}
