import { describe, expect, it } from 'vitest';
import {
  defaultView,
  filterQuery,
  listQuery,
  rangeReversed,
  searchFromView,
  viewFromSearch,
  withFilter,
} from './list-view.ts';

describe('the order list view in the address bar', () => {
  it('is empty for the default list (newest first, 25 a page)', () => {
    expect(searchFromView(defaultView()).toString()).toBe('');
    expect(viewFromSearch(new URLSearchParams())).toEqual(defaultView());
  });

  it('survives a round trip with every filter, the sort and the page', () => {
    const view = {
      ...defaultView(),
      q: 'WW-2026-000123',
      status: 'paid' as const,
      paymentMethod: 'paypal' as const,
      from: '2026-01-01',
      to: '2026-01-31',
      sort: { id: 'amount', desc: false },
      perPage: 50,
      page: 3,
    };
    const text = searchFromView(view).toString();
    expect(text).toBe(
      'q=WW-2026-000123&status=paid&payment_method=paypal&from=2026-01-01&to=2026-01-31&sort=amount&per_page=50&page=3',
    );
    expect(viewFromSearch(new URLSearchParams(text))).toEqual(view);
  });

  it('keeps an unsorted table unsorted', () => {
    const view = { ...defaultView(), sort: null };
    expect(searchFromView(view).get('sort')).toBe('none');
    expect(viewFromSearch(searchFromView(view)).sort).toBeNull();
  });

  it('ignores unknown or malformed values', () => {
    const view = viewFromSearch(
      new URLSearchParams('status=lost&payment_method=cash&from=1.1.2026&sort=password&page=-2&per_page=7'),
    );
    expect(view).toEqual(defaultView());
  });
});

describe('the list request', () => {
  it('sends the filters, the sort with a minus for descending and the page', () => {
    const view = { ...defaultView(), q: ' anna ', status: 'shipped' as const, page: 2 };
    expect(listQuery(view)).toEqual({
      q: 'anna',
      status: 'shipped',
      payment_method: undefined,
      from: undefined,
      to: undefined,
      sort: '-created_at',
      page: 2,
      per_page: 25,
    });
  });

  it('exports the same rows without the page', () => {
    expect(filterQuery({ ...defaultView(), page: 4, to: '2026-02-01' })).not.toHaveProperty('page');
    expect(filterQuery({ ...defaultView(), to: '2026-02-01' }).to).toBe('2026-02-01');
  });

  it('goes back to the first page when a filter changes', () => {
    expect(withFilter({ ...defaultView(), page: 7 }, { status: 'paid' }).page).toBe(1);
  });

  it('knows a reversed date range', () => {
    expect(rangeReversed({ ...defaultView(), from: '2026-02-01', to: '2026-01-01' })).toBe(true);
    expect(rangeReversed({ ...defaultView(), from: '2026-01-01', to: '2026-01-01' })).toBe(false);
    expect(rangeReversed({ ...defaultView(), from: '2026-01-01' })).toBe(false);
  });
});
