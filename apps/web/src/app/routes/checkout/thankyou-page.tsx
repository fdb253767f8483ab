import { Alert, Button, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import classes from '../../../features/checkout/components/checkout.module.css';
import { useOrder } from '../../../features/orders/api/get-order.ts';
import { useOrders } from '../../../features/orders/api/get-orders.ts';
import { AddressBlock } from '../../../features/orders/components/order-detail.tsx';
import { OrderPdfLink } from '../../../features/orders/components/order-pdf-link.tsx';
import { formatPrice } from '../../../lib/format.ts';

/** /thankyou?id= (spec §2 "Thank-you page"): thanks, the PDF in a new tab, the mail, spam folder and 24-hour advice. */
export default function ThankyouPage() {
  const { t, ready } = useTranslation('checkout', { useSuspense: false });
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const orders = useOrders();
  const order = orders.data?.find((o) => o.id === id);
  // The shipping address with its recipient, as the parcel will carry it (decision 118).
  const detail = useOrder(order?.order_number ?? '');
  if (!ready || orders.isPending) return <PageLoader />;
  return (
    <Container size="sm" py="xl" className={classes.step}>
      <h1 className={classes.title}>{t('thankyou.title')}</h1>
      {order ? (
        <Text size="lg" data-testid="thankyou-order">
          {/* "paid" only when it is: an order can be reached here before its payment is confirmed. */}
          {t(order.status === 'pending_payment' ? 'thankyou.orderUnpaid' : 'thankyou.order', {
            number: order.order_number,
            amount: formatPrice(order.amount),
          })}
        </Text>
      ) : (
        <Alert color="red" role="alert">
          {t('thankyou.unknown')}
        </Alert>
      )}
      {detail.data ? (
        <AddressBlock
          title={t('thankyou.shippingTo')}
          address={detail.data.shipping_address}
          deliveryLabel={t('order.deliveryBy')}
        />
      ) : null}
      {order ? <OrderPdfLink orderId={order.id} /> : null}
      <Text>{t('thankyou.mail')}</Text>
      <Text>{t('thankyou.spam')}</Text>
      <Text>{t('thankyou.service')}</Text>
      <div className={classes.actions}>
        <Button component={Link} to="/orders" variant="default">
          {t('thankyou.toOrders')}
        </Button>
        <Button component={Link} to="/" variant="subtle">
          {t('backToShop')}
        </Button>
      </div>
    </Container>
  );
}
