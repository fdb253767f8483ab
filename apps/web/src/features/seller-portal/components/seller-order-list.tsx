import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Anchor, Button, Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { type SellerOrder, type SellerOrderStatus, sellerOrderStatuses } from '@wohnwerk/contract/seller-orders';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/types.ts';
import { formatDay } from '../../../lib/format.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { type SellerOrderListView, useSellerOrders } from '../api/seller-orders.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** The list's view from the address (?status=&page=), so a reload or "back" shows the same page. */
function orderViewFromSearch(params: URLSearchParams): SellerOrderListView {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    status: (sellerOrderStatuses as readonly string[]).includes(status) ? (status as SellerOrderStatus) : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

const units = (o: SellerOrder) => o.lines.reduce((sum, l) => sum + l.qty, 0);

/** /seller/orders: the seller's orders, newest first, filtered by status, 25 a page. */
export function SellerOrderList() {
  const { t, i18n } = useTranslation('seller');
  const [params, setParams] = useSearchParams();
  const view = orderViewFromSearch(params);
  const orders = useSellerOrders(view);
  const setView = (next: SellerOrderListView) => {
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };
  const columns = useMemo<DataTableColumn<SellerOrder>[]>(
    () => [
      {
        id: 'number',
        header: t('orders.columns.number'),
        value: (o) => o.number,
        render: (o) => (
          <Anchor component={Link} to={`/seller/orders/${o.id}`} fw={600} style={{ whiteSpace: 'nowrap' }}>
            {o.number}
          </Anchor>
        ),
        phone: 'title',
      },
      {
        id: 'created_at',
        header: t('orders.columns.createdAt'),
        value: (o) => o.created_at,
        render: (o) => formatDateTime(o.created_at, i18n.language),
      },
      {
        id: 'customer',
        header: t('orders.columns.shipTo'),
        value: (o) => `${o.shipping_address.name}, ${o.shipping_address.city}`,
      },
      { id: 'units', header: t('orders.columns.units'), value: units, format: 'integer', phone: 'hide' },
      {
        id: 'status',
        header: t('orders.columns.status'),
        value: (o) => t(`status.${o.status}`),
        render: (o) => <OrderStatusBadge status={o.status} />,
      },
      {
        id: 'expected_ship_on',
        header: t('orders.columns.expectedShipOn'),
        value: (o) => (o.expected_ship_on ? formatDay(o.expected_ship_on, i18n.language) : ''),
        phone: 'hide',
      },
    ],
    [t, i18n.language],
  );
  const total = orders.data?.meta.total ?? 0;
  const perPage = orders.data?.meta.per_page ?? 25;
  const pages = Math.max(1, Math.ceil(total / perPage));

  return (
    <>
      <Group align="flex-end" mb="md" gap="sm">
        <NativeSelect
          label={t('orders.filter')}
          value={view.status}
          onChange={(e) => setView({ status: e.currentTarget.value as SellerOrderStatus | '', page: 1 })}
          data={[
            { value: '', label: t('orders.allStatuses') },
            ...sellerOrderStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
          w={240}
        />
      </Group>
      {orders.isError ? (
        <Alert color="red" role="alert" mb="md">
          {t('orders.failed')}
        </Alert>
      ) : null}
      {orders.data && total === 0 ? <Text mb="md">{t('orders.none')}</Text> : null}
      <DataTable
        title={t('orders.title')}
        columns={columns.map((c) => ({ ...c, sortable: false }))}
        data={orders.data?.data ?? []}
        getRowId={(o) => o.id}
        loading={orders.isFetching}
        phoneCards
        pageSizes={[perPage]}
        tools={{ export: false, print: false }}
        rowActions={(o) => (
          <Button
            component={Link}
            to={`/seller/orders/${o.id}`}
            size="xs"
            variant={o.status === 'open' || o.status === 'confirmed' ? 'filled' : 'light'}
          >
            {t(o.status === 'open' ? 'orders.toConfirm' : o.status === 'confirmed' ? 'orders.toShip' : 'orders.open')}
          </Button>
        )}
      />
      {pages > 1 ? (
        <Pagination
          mt="md"
          total={pages}
          value={view.page}
          onChange={(page) => setView({ ...view, page })}
          getControlProps={(control) => ({ 'aria-label': t(`orders.page.${control}`) })}
          getItemProps={(page) => ({ 'aria-label': t('orders.page.number', { page }) })}
        />
      ) : null}
    </>
  );
}
