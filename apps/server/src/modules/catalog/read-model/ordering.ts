/**
 * Compares strings in UTF-8 byte order (= code point order), as PostgreSQL's C collation
 * sorts them. JavaScript's < compares UTF-16 code units, which puts characters beyond U+FFFF
 * (surrogate pairs, D800–DFFF) before U+E000–U+FFFF; shifting those two ranges past each
 * other restores code point order.
 */
const unit = (c: number) => (c >= 0xd800 && c <= 0xdfff ? c + 0x2000 : c >= 0xe000 ? c - 0x800 : c);

export function byteOrder(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return x < 0xd800 && y < 0xd800 ? x - y : unit(x) - unit(y);
  }
  return a.length - b.length;
}

/** The first index in 0..length at which isBefore turns false (isBefore holds for a prefix of the range). */
export function lowerBound(length: number, isBefore: (index: number) => boolean): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (isBefore(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
