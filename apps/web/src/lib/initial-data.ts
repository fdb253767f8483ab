/**
 * The server puts the answers of the first GETs of some pages (a product's detail, a list and
 * its category) into the HTML as <script type="application/json" data-initial-url="...">
 * blocks. The first request for exactly such a URL takes its block instead of a round trip;
 * a block is used once (and removed), so later refetches go to the network as usual.
 */
export function takeInitialData(url: string): { found: true; body: unknown } | { found: false } {
  const block = peekInitialData(url);
  blocksFor(url)[0]?.remove();
  return block;
}

const blocksFor = (url: string) =>
  typeof document === 'undefined'
    ? []
    : [...document.querySelectorAll('script[data-initial-url]')].filter(
        (e) => e.getAttribute('data-initial-url') === url,
      );

/** The block for `url` without taking it (the request that takes it still finds it). */
export function peekInitialData(url: string): { found: true; body: unknown } | { found: false } {
  const [element] = blocksFor(url);
  if (!element) return { found: false };
  try {
    return { found: true, body: JSON.parse(element.textContent ?? '') };
  } catch {
    return { found: false };
  }
}

/** Drops the blocks nobody took: they belong to the first page view, not to later visits of the same URL. */
export function discardInitialData(): void {
  if (typeof document === 'undefined') return;
  for (const element of document.querySelectorAll('script[data-initial-url]')) element.remove();
}
