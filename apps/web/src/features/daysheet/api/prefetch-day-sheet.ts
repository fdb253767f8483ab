import type { QueryClient } from '@tanstack/react-query';
import { berlinToday } from '@wohnwerk/contract/shop-time';
import { dayListQueryOptions, type ListResource } from './get-day-list.ts';

/** Every list the day sheet shows (day-sheet.tsx, ratings-block.tsx): one request each. */
const sheetLists: ListResource[] = [
  'detyrat8',
  'emails',
  'detyrat-perb',
  'detyrat-sistem',
  'detyrat-prior-am',
  'detyrat-prior-pm',
  'detyrat-ditore',
  'problemet',
  'propozimet',
  'ngarkesat',
  'vlersimet',
];

/**
 * Starts the requests of the signed-in user's own day sheet while the screen's code loads
 * (the route's loader, app/router.tsx), so they do not wait for its first render
 * (docs/decisions/119). Another user's sheet (`user_id`, admins only) is left to the screen,
 * which knows whether the caller may choose one.
 */
export function prefetchDaySheet(queryClient: QueryClient, url: URL): number {
  if (url.searchParams.get('user_id')) return 0;
  const day = url.searchParams.get('day') || berlinToday();
  for (const list of sheetLists) void queryClient.prefetchQuery(dayListQueryOptions(list, day, null));
  return sheetLists.length;
}
