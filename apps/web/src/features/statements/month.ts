import { berlinToday } from '@wohnwerk/contract/shop-time';

/** YYYY-MM of a month input; anything else is not a month. */
export const isMonth = (value: string | null | undefined): value is string =>
  !!value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The month before the one of `today` (Europe/Berlin): the month a statement is issued for at the start of the next. */
export function previousMonth(today: string = berlinToday()): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The list's filter from the address (?month=YYYY-MM&seller=ID); no month in the address means every month. */
export function filterFromSearch(params: URLSearchParams): { month: string; sellerId: number | null } {
  const month = params.get('month');
  const seller = params.get('seller');
  return {
    month: isMonth(month) ? month : '',
    sellerId: seller && /^\d{1,9}$/.test(seller) ? Number(seller) : null,
  };
}
