import type { TsNode } from './tsquery.ts';

/**
 * Search matches of a snapshot: the products a search tree matches with their scores, and
 * how two sets of matches combine (AND adds scores, OR keeps the better one) and rank.
 */

/** Score of a search term found in a product's name; elsewhere in its text it scores 1. */
export const NAME_HIT = 3;
/** An exact product code ranks above every text match. */
export const CODE_BUCKET = 256;

/** Products a search matches: positions ascending, each with its score (0 never appears). */
export interface Matches {
  positions: Int32Array;
  scores: Uint16Array;
}

export const termKey = (lexeme: string, prefix: boolean) => `${prefix ? '*' : '='}${lexeme}`;

/** "a|b|c" for an OR of terms only (in a fixed order, so a|b and b|a share it); null for anything else. */
export function alternativesKey(node: TsNode): string | null {
  const keys: string[] = [];
  const walk = (n: TsNode): boolean => {
    if (n.kind === 'term') return keys.push(termKey(n.lexeme, n.prefix)) > 0;
    return n.kind === 'or' && walk(n.left) && walk(n.right);
  };
  return walk(node) ? keys.sort().join('|') : null;
}

/**
 * Positions of matches in relevance order (highest score first, inside a score the default
 * order), by a counting sort; made once per Matches object. Remembered term lists keep theirs,
 * so an unfiltered search reads its page straight off the ranking.
 */
const rankings = new WeakMap<Matches, Int32Array>();
export function ranking(m: Matches): Int32Array {
  const known = rankings.get(m);
  if (known) return known;
  const counts = new Int32Array(CODE_BUCKET + 1);
  for (let k = 0; k < m.scores.length; k++) counts[m.scores[k]]++;
  const next = new Int32Array(CODE_BUCKET + 1);
  let at = 0;
  for (let b = CODE_BUCKET; b > 0; b--) {
    next[b] = at;
    at += counts[b];
  }
  const ranked = new Int32Array(at);
  for (let k = 0; k < m.positions.length; k++) {
    const b = m.scores[k];
    if (b > 0) ranked[next[b]++] = m.positions[k];
  }
  rankings.set(m, ranked);
  return ranked;
}

/** Both sides match: scores add up (capped below the code bucket). */
export function intersect(a: Matches, b: Matches): Matches {
  const positions = new Int32Array(Math.min(a.positions.length, b.positions.length));
  const scores = new Uint16Array(positions.length);
  let n = 0;
  for (let i = 0, j = 0; i < a.positions.length && j < b.positions.length; ) {
    if (a.positions[i] < b.positions[j]) i++;
    else if (a.positions[i] > b.positions[j]) j++;
    else {
      positions[n] = a.positions[i];
      scores[n++] = Math.min(CODE_BUCKET - 1, a.scores[i++] + b.scores[j++]);
    }
  }
  return { positions: positions.subarray(0, n), scores: scores.subarray(0, n) };
}

/** Either side matches: the better score counts (alternatives of one word). */
export function union(a: Matches, b: Matches): Matches {
  if (!b.positions.length) return a;
  if (!a.positions.length) return b;
  const positions = new Int32Array(a.positions.length + b.positions.length);
  const scores = new Uint16Array(positions.length);
  let n = 0;
  let i = 0;
  let j = 0;
  while (i < a.positions.length || j < b.positions.length) {
    if (j >= b.positions.length || (i < a.positions.length && a.positions[i] < b.positions[j])) {
      positions[n] = a.positions[i];
      scores[n++] = a.scores[i++];
    } else if (i >= a.positions.length || b.positions[j] < a.positions[i]) {
      positions[n] = b.positions[j];
      scores[n++] = b.scores[j++];
    } else {
      positions[n] = a.positions[i];
      scores[n++] = Math.max(a.scores[i++], b.scores[j++]);
    }
  }
  return { positions: positions.subarray(0, n), scores: scores.subarray(0, n) };
}
