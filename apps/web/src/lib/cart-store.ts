import { useSyncExternalStore } from 'react';
import { CART_STORAGE_KEY, MAX_LINE_QTY, type CartLine } from '@wohnwerk/contract/cart';

/**
 * The cart lives in the browser (storefront §4) under local storage `cart`. It is read
 * through useSyncExternalStore so every component sees one value, and the `storage`
 * event keeps tabs in step.
 */

/** Identifies a line: a product by product_id, an accessory by light_id (they share no id space). */
export type CartLineKey = `product:${number}` | `light:${number}`;

export function cartLineKey(line: CartLine): CartLineKey {
  return line.is_light ? `light:${line.light_id}` : `product:${line.product_id}`;
}

const EMPTY: readonly CartLine[] = Object.freeze([]);
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedLines: readonly CartLine[] = EMPTY;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function isCartLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  if (typeof line.qty !== 'number' || typeof line.product_name !== 'string') return false;
  return line.is_light === true ? typeof line.light_id === 'number' : typeof line.product_id === 'number';
}

/** Storage is user-editable and shared with older app versions: malformed content reads as an empty cart. */
function parse(raw: string | null): readonly CartLine[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    // A quantity outside 1..MAX_LINE_QTY (an older version, a hand edit) reads as the nearest allowed one.
    return value
      .filter(isCartLine)
      .map((l) =>
        l.qty === clampQty(l.qty)
          ? l
          : { ...l, qty: clampQty(l.qty), sale_price: roundCents(l.amount * clampQty(l.qty)) },
      );
  } catch {
    return EMPTY;
  }
}

/** The current lines; the same array instance until the stored value changes (useSyncExternalStore needs that). */
export function getCartLines(): readonly CartLine[] {
  const raw = storage()?.getItem(CART_STORAGE_KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedLines = parse(raw);
  }
  return cachedLines;
}

function write(lines: readonly CartLine[]): void {
  const store = storage();
  if (lines.length === 0) store?.removeItem(CART_STORAGE_KEY);
  else store?.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  for (const listener of listeners) listener();
}

export function subscribeCart(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

const roundCents = (value: number) => Math.round(value * 100) / 100;

/** 1 to the most the checkout takes: a cart the server would refuse is never stored. */
const clampQty = (qty: number) => Math.min(MAX_LINE_QTY, Math.max(1, Math.floor(qty) || 1));

/** Adds a line; false when that product (or accessory) is already in the cart, which the spec refuses. */
export function addToCart(line: CartLine): boolean {
  const lines = getCartLines();
  const key = cartLineKey(line);
  if (lines.some((l) => cartLineKey(l) === key)) return false;
  const qty = clampQty(line.qty);
  write([...lines, { ...line, qty, sale_price: roundCents(line.amount * qty) }]);
  return true;
}

/** Sets a line's quantity (1 to MAX_LINE_QTY) and recomputes its total. */
export function setCartQty(key: CartLineKey, qty: number): void {
  const next = clampQty(qty);
  const lines = getCartLines();
  if (!lines.some((l) => cartLineKey(l) === key)) return;
  write(lines.map((l) => (cartLineKey(l) === key ? { ...l, qty: next, sale_price: roundCents(l.amount * next) } : l)));
}

export function removeFromCart(key: CartLineKey): void {
  const lines = getCartLines();
  const next = lines.filter((l) => cartLineKey(l) !== key);
  if (next.length !== lines.length) write(next);
}

export function clearCart(): void {
  write(EMPTY);
}

export interface CartSummary {
  lines: readonly CartLine[];
  /** Number of pieces (sum of quantities), shown on the header badge. */
  count: number;
  /** Sum of line totals in euro, for display only. */
  total: number;
}

export function summarizeCart(lines: readonly CartLine[]): CartSummary {
  let count = 0;
  let total = 0;
  for (const line of lines) {
    count += line.qty;
    total += line.sale_price;
  }
  return { lines, count, total: roundCents(total) };
}

const getServerSnapshot = () => EMPTY;

export function useCart() {
  const lines = useSyncExternalStore(subscribeCart, getCartLines, getServerSnapshot);
  return {
    ...summarizeCart(lines),
    add: addToCart,
    setQty: setCartQty,
    remove: removeFromCart,
    clear: clearCart,
  };
}
