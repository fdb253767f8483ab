import { useEffect, useRef, useState } from 'react';
import { API_BASE } from './api-client.ts';
import { getAccessToken } from './auth-token.ts';

const RETRY_MS = 5000;

/**
 * A server-sent event stream under /api/v1 read with fetch, so the bearer token goes in the
 * header rather than the URL. Calls onChange for every "change" event; reconnects after
 * RETRY_MS while the page is open. Answers whether the stream is connected.
 */
export function useEventStream(path: string, onChange: () => void): boolean {
  const [connected, setConnected] = useState(false);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const abort = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      try {
        const token = getAccessToken();
        const res = await fetch(`${API_BASE}${path}`, {
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
          if (events.some((e) => e.split('\n').includes('event: change'))) latest.current();
        }
      } catch {
        // Aborted on leaving the page, or the stream is down: the screen's own reloads carry on.
      }
      setConnected(false);
      if (!abort.signal.aborted) retry = setTimeout(() => void connect(), RETRY_MS);
    };
    void connect();
    return () => {
      abort.abort();
      clearTimeout(retry);
    };
  }, [path]);
  return connected;
}
