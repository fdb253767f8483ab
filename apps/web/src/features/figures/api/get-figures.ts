import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FiguresReply, figuresQuerySchema } from '@wohnwerk/contract/figures';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useEventStream } from '../../../lib/use-event-stream.ts';

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

/** GET /admin/figures/stream: a paid order (on any instance) reloads the figures on screen. */
export function useFiguresStream(): boolean {
  const queryClient = useQueryClient();
  return useEventStream('/admin/figures/stream', () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.figures.all });
  });
}
