/**
 * The server puts the answers of the first GETs of some pages (a product's detail, a list and
 * its category) into the HTML as <script type="application/json" data-initial-url="...">
 * blocks. The first request for exactly such a URL takes its block instead of a round trip;
 * a block is used once (and removed), so later refetches go to the network as usual.
 */
export function takeInitialData(url: string): { found: true; body: unknown } | { found: false } {
  if (typeof document === 'undefined') return { found: false };
  const element = [...document.querySelectorAll('script[data-initial-url]')].find(
    (e) => e.getAttribute('data-initial-url') === url,
  );
  if (!element) return { found: false };
  element.remove();
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
