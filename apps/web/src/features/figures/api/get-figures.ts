import type { z } from 'zod';
import { keepPreviousData, type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FiguresReply, figuresQuerySchema } from '@wohnwerk/contract/figures';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useEventStream } from '../../../lib/use-event-stream.ts';
import { granularityFor, periodOf } from '../periods.ts';
import { sellerFiguresQuery } from './get-seller-figures.ts';

/** The query as the screen holds it: every field set (the schema's output, defaults filled in). */
export type FiguresParams = z.output<typeof figuresQuerySchema>;

/** GET /admin/figures (staff): the figures of Berlin days from … to with the previous period. */
export function getFigures(params: FiguresParams, signal?: AbortSignal): Promise<FiguresReply> {
  return api.get<FiguresReply>('/admin/figures', { query: { ...params }, signal });
}

export const figuresQuery = (params: FiguresParams, enabled = true) =>
  queryOptions({
    enabled,
    queryKey: queryKeys.figures.period(params),
    queryFn: ({ signal }) => getFigures(params, signal),
    // The previous figures stay on screen while another period loads.
    placeholderData: keepPreviousData,
    // Changes arrive through the stream; this is the safety net while it is down.
    refetchInterval: 60_000,
  });

export const useFigures = (params: FiguresParams, enabled = true) => useQuery(figuresQuery(params, enabled));

/** What the screen shows as it opens (figures-screen.tsx): the last 30 days, stock below 5. */
export const openingFigures = { preset: 'days30', lowStockBelow: 5 } as const;

/**
 * Starts the figures and the per-seller figures the screen opens with while its code and texts load
 * (app/routes/staff-screens.ts, docs/decisions/119), under the keys the screen reads.
 */
export function prefetchFigures(queryClient: QueryClient, today: string): number {
  const period = periodOf(openingFigures.preset, today);
  const params = { ...period, granularity: granularityFor(period), low_stock_below: openingFigures.lowStockBelow };
  void queryClient.prefetchQuery(figuresQuery(params));
  void queryClient.prefetchQuery(sellerFiguresQuery(period));
  return 2;
}

/** GET /admin/figures/stream: a paid order (on any instance) reloads the figures on screen. */
export function useFiguresStream(): boolean {
  const queryClient = useQueryClient();
  return useEventStream('/admin/figures/stream', () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.figures.all });
  });
}
