import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { API_BASE } from '../../../lib/api-client.ts';
import { getAccessToken } from '../../../lib/auth-token.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const RETRY_MS = 5000;

/**
 * GET /excel/detyrat-ekran/stream (server-sent events) read with fetch, so the bearer token goes
 * in the header rather than the URL. A "change" event reloads the board at once; while the stream
 * is down the board's own interval (refresh_ms) keeps it current, and the stream is retried.
 */
export function useScreenStream(): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      try {
        const token = getAccessToken();
        const res = await fetch(`${API_BASE}/excel/detyrat-ekran/stream`, {
          headers: token ? { authorization: `Bearer ${token}` } : {},
          signal: abort.signal,
        });
        if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
        setConnected(true);
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          const events = buffer.split('\n\n');
          buffer = events.pop() ?? '';
          if (events.some((e) => e.split('\n').includes('event: change')))
            void queryClient.invalidateQueries({ queryKey: [...queryKeys.tasks.all, 'screen'] });
        }
      } catch {
        // Aborted on leaving the page, or the stream is down: the interval carries on.
      }
      setConnected(false);
      if (!abort.signal.aborted) retry = setTimeout(() => void connect(), RETRY_MS);
    };
    void connect();
    return () => {
      abort.abort();
      clearTimeout(retry);
    };
  }, [queryClient]);
  return connected;
}
