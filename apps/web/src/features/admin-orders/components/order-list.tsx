import { Alert, Anchor, Button } from '@mantine/core';
import type { AdminOrderRow } from '@wohnwerk/contract/admin-orders';
import type { OrderStatus } from '@wohnwerk/contract/checkout';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../../../components/ui/data-table/data-table.tsx';
import type { DataTableColumn, ServerTableState } from '../../../components/ui/data-table/types.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { adminOrdersExportUrl, useAdminOrders } from '../api/get-admin-orders.ts';
import {
  PER_PAGE_CHOICES,
  rangeReversed,
  searchFromView,
  sortableColumns,
  viewFromSearch,
  type OrderListView,
} from '../list-view.ts';
import classes from './admin-orders.module.css';
import { OrderFilters } from './order-filters.tsx';
import { StatusBadge } from './status-badge.tsx';

const sortable = (id: string) => (sortableColumns as readonly string[]).includes(id);
/** Orders whose next step is shipping them (from "Bezahlt" in one step, decision 157). */
const toShip = new Set<string>(['paid', 'processing']);

/**
 * /admin/orders: every order, searched, filtered, sorted and paged on the server; the view lives in
 * the address bar, so a reload, a shared link or "back" from an order shows the same rows.
 */
export function OrderList() {
  const { t, i18n } = useTranslation('adminorders');
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromSearch(params), [params]);
  const reversed = rangeReversed(view);
  const orders = useAdminOrders(view, !reversed);
  const setView = (next: OrderListView) => setParams(searchFromView(next), { replace: true });
  const listSearch = params.toString();

  const columns = useMemo<DataTableColumn<AdminOrderRow>[]>(() => {
    const list: DataTableColumn<AdminOrderRow>[] = [
      {
        id: 'order_number',
        header: t('columns.orderNumber'),
        value: (r) => r.order_number,
        render: (r) => (
          <Anchor
            component={Link}
            to={`/admin/orders/${r.order_number}`}
            state={{ listSearch }}
            fw={600}
            className={classes.nowrap}
          >
            {r.order_number}
          </Anchor>
        ),
        phone: 'title',
      },
      {
        id: 'created_at',
        header: t('columns.createdAt'),
        value: (r) => r.created_at,
        render: (r) => <span className={classes.nowrap}>{formatDateTime(r.created_at, i18n.language)}</span>,
      },
      { id: 'customer_name', header: t('columns.customer'), value: (r) => r.customer_name },
      { id: 'email', header: t('columns.email'), value: (r) => r.email, excelWidth: 32, phone: 'hide' },
      { id: 'amount', header: t('columns.amount'), value: (r) => r.amount, format: 'euro' },
      {
        id: 'status',
        header: t('columns.status'),
        value: (r) => t(`status.${r.status}`),
        render: (r) => <StatusBadge status={r.status as OrderStatus} label={t(`status.${r.status}`)} />,
      },
      {
        id: 'payment_method',
        header: t('columns.paymentMethod'),
        value: (r) => t(`payment.${r.payment_method}`, { defaultValue: r.payment_method }),
        phone: 'hide',
      },
    ];
    return list.map((column) => ({ ...column, sortable: sortable(column.id) }));
  }, [t, i18n.language, listSearch]);

  const tableState: ServerTableState = { page: view.page, perPage: view.perPage, sort: view.sort, q: view.q };
  return (
    <>
      <OrderFilters view={view} onChange={setView} />
      {orders.isError ? (
        <Alert color="red" role="alert" mb="md">
          {t('list.failed')}
        </Alert>
      ) : null}
      <DataTable
        title={t('list.title')}
        columns={columns}
        data={reversed ? [] : (orders.data?.data ?? [])}
        getRowId={(r) => r.id}
        loading={orders.isFetching}
        pageSizes={PER_PAGE_CHOICES}
        searchPlaceholder={t('list.searchPlaceholder')}
        phoneCards
        rowActions={(r) => {
          const ship = toShip.has(r.status);
          return (
            <Button
              component={Link}
              to={`/admin/orders/${r.order_number}`}
              state={{ listSearch }}
              size="xs"
              variant={ship ? 'filled' : 'light'}
            >
              {t(ship ? 'list.ship' : 'list.open')}
            </Button>
          );
        }}
        server={{
          total: reversed ? 0 : (orders.data?.meta.total ?? 0),
          state: tableState,
          onStateChange: (next) => setView({ ...view, ...next }),
          exportUrl: adminOrdersExportUrl(view),
        }}
      />
    </>
  );
}
