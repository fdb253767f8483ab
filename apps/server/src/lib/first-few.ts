/**
 * The `limit` first of `items` in the order `before` says (a strict "comes before"), without sorting them all: a small
 * sorted array that a new item enters only when it comes before its last. For lists of a few dozen out of a catalogue
 * or a year's sales.
 */
export function firstFew<T>(items: Iterable<T>, limit: number, before: (a: T, b: T) => boolean): T[] {
  const kept: T[] = [];
  if (limit <= 0) return kept;
  for (const item of items) {
    if (kept.length === limit && !before(item, kept[limit - 1])) continue;
    let at = kept.length === limit ? limit - 1 : kept.length;
    while (at > 0 && before(item, kept[at - 1])) {
      kept[at] = kept[at - 1];
      at--;
    }
    kept[at] = item;
  }
  return kept;
}
