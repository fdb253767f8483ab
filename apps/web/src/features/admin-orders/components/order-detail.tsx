import { SellerOrdersSection } from './seller-orders-section.tsx';
import { Alert, Anchor, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useAdminOrder } from '../api/get-admin-order.ts';
import classes from './admin-orders.module.css';
import { OrderDocuments, OrderPayments, OrderRefunds } from './order-money.tsx';
import { OrderAddresses, OrderFacts, OrderItems } from './order-sections.tsx';
import { OrderHistory, OrderShipment, OrderWithdrawal } from './order-timeline.tsx';
import { RefundForm } from './refund-form.tsx';
import { StatusBadge } from './status-badge.tsx';
import { StatusForm } from './status-form.tsx';

/** /admin/orders/:order_number: the whole order, and what staff can do with it next. */
export function OrderDetail({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation('adminorders');
  const order = useAdminOrder(orderNumber);
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  usePageTitle(order.data ? t('detail.title', { number: order.data.order_number }) : null);

  const back = (
    <Anchor component={Link} to={`/admin/orders${listSearch ? `?${listSearch}` : ''}`}>
      {t('detail.back')}
    </Anchor>
  );
  if (order.isPending) return <Loader aria-label={t('detail.loading')} />;
  if (order.error)
    return (
      <>
        <Alert color="red" role="alert" mb="md">
          {isApiError(order.error) && order.error.status === 404 ? t('detail.notFound') : t('detail.failed')}
        </Alert>
        {back}
      </>
    );
  const o = order.data;
  return (
    <div>
      <p>{back}</p>
      <div className={classes.header}>
        <h1>{t('detail.title', { number: o.order_number })}</h1>
        <StatusBadge status={o.status} label={t(`status.${o.status}`)} />
      </div>
      <div className={classes.layout}>
        <div className={classes.main}>
          <OrderFacts order={o} />
          <OrderItems order={o} />
          <SellerOrdersSection order={o} />
          <OrderAddresses order={o} />
          <OrderPayments order={o} />
          <OrderRefunds order={o} />
          <OrderDocuments order={o} />
        </div>
        <div className={classes.side}>
          <StatusForm key={`${o.status}-${o.history.length}`} order={o} />
          <OrderShipment order={o} />
          <OrderWithdrawal order={o} />
          <RefundForm order={o} />
          <OrderHistory order={o} />
        </div>
      </div>
    </div>
  );
}
