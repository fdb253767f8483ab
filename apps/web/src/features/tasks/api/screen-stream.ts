import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useEventStream } from '../../../lib/use-event-stream.ts';

/**
 * GET /excel/detyrat-ekran/stream: a "change" event reloads the board at once; while the stream
 * is down the board's own interval (refresh_ms) keeps it current, and the stream is retried.
 */
export function useScreenStream(): boolean {
  const queryClient = useQueryClient();
  return useEventStream('/excel/detyrat-ekran/stream', () => {
    void queryClient.invalidateQueries({ queryKey: [...queryKeys.tasks.all, 'screen'] });
  });
}
