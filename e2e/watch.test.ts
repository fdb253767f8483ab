import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { journeyProblems, newWatched, watchPage, type WatchablePage } from './watch.ts';

const base = 'http://127.0.0.1:4321';

function fakePage() {
  const emitter = new EventEmitter();
  const page = {
    on: (event: string, fn: (...a: unknown[]) => void) => emitter.on(event, fn),
  } as unknown as WatchablePage;
  const response = (status: number, url: string, method = 'GET') =>
    emitter.emit('response', { status: () => status, url: () => url, request: () => ({ method: () => method }) });
  const console = (text: string) => emitter.emit('console', { type: () => 'error', text: () => text });
  return { page, response, console };
}

describe('journey watch', () => {
  it('fails a journey when a same-origin request answers 5xx, although the browser only logs "Failed to load resource"', () => {
    const w = newWatched();
    const p = fakePage();
    watchPage(p.page, base, w);
    p.response(200, `${base}/api/v1/products`);
    p.response(500, `${base}/api/v1/cart`, 'POST');
    p.console('Failed to load resource: the server responded with a status of 500 (Internal Server Error)');
    expect(w.consoleErrors).toEqual([]);
    expect(journeyProblems(w)).toBe(`server errors:\n500 POST ${base}/api/v1/cart`);
  });

  it('lets handled 4xx answers and other origins pass, and still fails on script errors', () => {
    const w = newWatched();
    const p = fakePage();
    watchPage(p.page, base, w);
    p.response(404, `${base}/api/v1/product/9`);
    p.response(401, `${base}/api/v1/user`);
    p.response(503, 'https://tiles.example/x.png');
    p.console('Failed to load resource: the server responded with a status of 404 (Not Found)');
    expect(journeyProblems(w)).toBeNull();
    expect(w.networkLog).toHaveLength(3);
    p.console('TypeError: x is undefined');
    expect(journeyProblems(w)).toBe('console errors:\nTypeError: x is undefined');
  });
});
