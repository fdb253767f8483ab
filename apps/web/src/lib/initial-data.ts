/**
 * The server puts the answer of the first GET of some pages (e.g. a product's detail) into the
 * HTML as <script type="application/json" id="initial-data" data-url="...">. The first request
 * for exactly that URL takes it instead of a round trip; it is used once, so later refetches
 * go to the network as usual.
 */
let consumed = false;

export function takeInitialData(url: string): { found: true; body: unknown } | { found: false } {
  if (consumed || typeof document === 'undefined') return { found: false };
  const element = document.getElementById('initial-data');
  if (!element || element.getAttribute('data-url') !== url) return { found: false };
  consumed = true;
  element.remove();
  try {
    return { found: true, body: JSON.parse(element.textContent ?? '') };
  } catch {
    return { found: false };
  }
}
