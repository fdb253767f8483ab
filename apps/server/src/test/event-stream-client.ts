import { expect } from 'vitest';

/**
 * Opens a server-sent event stream as a browser's fetch does and reads it as it comes: `until`
 * waits at most `ms` for a text in what arrived so far (false when it never came or the stream
 * ended), `text` is everything read, `cancel` lets the body go after the signal aborted the request.
 */
export async function openEventStream(url: string, headers: Record<string, string>, signal: AbortSignal) {
  const res = await fetch(url, { headers, signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    get text() {
      return text;
    },
    async until(needle: string, ms: number) {
      const deadline = Date.now() + ms;
      while (!text.includes(needle)) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), left))]);
        if (!chunk || chunk.done) return text.includes(needle);
        text += decoder.decode(chunk.value);
      }
      return true;
    },
    cancel: () => reader.cancel().catch(() => undefined),
  };
}
