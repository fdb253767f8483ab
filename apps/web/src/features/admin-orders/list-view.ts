import { orderStatuses, paymentMethods, type OrderStatus, type PaymentMethod } from '@wohnwerk/contract/checkout';
import type { ServerTableState } from '../../components/ui/data-table/types.ts';

/** What the order list shows: the table's paging, sort and search plus the filters. Kept in the URL. */
export interface OrderListView extends ServerTableState {
  status: OrderStatus | '';
  paymentMethod: PaymentMethod | '';
  /** Inclusive days YYYY-MM-DD of the order date, or ''. */
  from: string;
  to: string;
}

/** Columns the server can sort by (the contract's sort keys without the minus). */
export const sortableColumns = ['created_at', 'order_number', 'amount', 'customer_name', 'status'] as const;
export const PER_PAGE_CHOICES = [25, 50, 100];
const DEFAULT_SORT = { id: 'created_at', desc: true };

export const defaultView = (): OrderListView => ({
  page: 1,
  perPage: PER_PAGE_CHOICES[0],
  sort: DEFAULT_SORT,
  q: '',
  status: '',
  paymentMethod: '',
  from: '',
  to: '',
});

const isDay = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);
const positive = (v: string | null, fallback: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};
const oneOf = <T extends string>(list: readonly T[], v: string | null): T | '' =>
  list.includes(v as T) ? (v as T) : '';

/** Reads the view from the address bar; anything unknown or malformed falls back to the default. */
export function viewFromSearch(params: URLSearchParams): OrderListView {
  const base = defaultView();
  const sortText = params.get('sort');
  let sort = base.sort;
  if (sortText === 'none') sort = null;
  else if (sortText) {
    const id = sortText.replace(/^-/, '');
    if ((sortableColumns as readonly string[]).includes(id)) sort = { id, desc: sortText.startsWith('-') };
  }
  const perPage = positive(params.get('per_page'), base.perPage);
  return {
    page: positive(params.get('page'), 1),
    perPage: PER_PAGE_CHOICES.includes(perPage) ? perPage : base.perPage,
    sort,
    q: (params.get('q') ?? '').slice(0, 190),
    status: oneOf(orderStatuses, params.get('status')),
    paymentMethod: oneOf(paymentMethods, params.get('payment_method')),
    from: isDay(params.get('from')) ? params.get('from')! : '',
    to: isDay(params.get('to')) ? params.get('to')! : '',
  };
}

const sortText = (sort: OrderListView['sort']) => (sort ? `${sort.desc ? '-' : ''}${sort.id}` : undefined);

/** The address-bar form of a view: only what differs from the default, so a plain /admin/orders is the default list. */
export function searchFromView(view: OrderListView): URLSearchParams {
  const base = defaultView();
  const params = new URLSearchParams();
  if (view.q.trim()) params.set('q', view.q.trim());
  if (view.status) params.set('status', view.status);
  if (view.paymentMethod) params.set('payment_method', view.paymentMethod);
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  const sort = sortText(view.sort);
  if (sort !== sortText(base.sort)) params.set('sort', sort ?? 'none');
  if (view.perPage !== base.perPage) params.set('per_page', String(view.perPage));
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The filters as the list and its export take them (GET /admin/orders and /admin/orders/export). */
export function filterQuery(view: OrderListView) {
  return {
    q: view.q.trim() || undefined,
    status: view.status || undefined,
    payment_method: view.paymentMethod || undefined,
    from: view.from || undefined,
    to: view.to || undefined,
    sort: sortText(view.sort),
  };
}

/** The list query: the filters plus the page. */
export function listQuery(view: OrderListView) {
  return { ...filterQuery(view), page: view.page, per_page: view.perPage };
}

/** A filter change starts at the first page (page 7 of the old result may not exist in the new one). */
export function withFilter(view: OrderListView, change: Partial<OrderListView>): OrderListView {
  return { ...view, ...change, page: 1 };
}

/** The date range is upside down: the server would answer 422; the screen says so before asking. */
export const rangeReversed = (view: OrderListView) => Boolean(view.from && view.to && view.from > view.to);
