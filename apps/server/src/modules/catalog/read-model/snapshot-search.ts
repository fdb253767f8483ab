import type { SearchCondition } from '../catalog.queries.ts';
import { parseTsqueryRemembered, type TsNode } from './tsquery.ts';
import { alternativesKey, CODE_BUCKET, intersect, NAME_HIT, union, termKey, type Matches } from './search-matches.ts';
import type { SnapshotIndexes } from './snapshot-indexes.ts';

/** How many merged term posting lists a snapshot keeps. */
const TERM_MEMORY = 1024;

/**
 * The full-text search of one snapshot: the products a search (tsquery text and exact
 * product codes) matches, ascending by position, with their scores (search-matches.ts). Keeps
 * the merged posting lists of the terms it has been asked for, as part of the snapshot's
 * index (see term()).
 */
export class SnapshotSearch {
  /** Merged posting lists of search terms, oldest first (see term()). */
  private readonly terms = new Map<string, Matches>();
  /** One flag per position, all 0 between calls (marks while merging posting lists). */
  private readonly scratch: Uint8Array;
  private readonly size: number;

  constructor(private readonly ix: SnapshotIndexes) {
    this.size = ix.records.length;
    this.scratch = new Uint8Array(this.size);
  }

  /** What a search matches: its text (a tsquery) and any exact product code, a code above every text match. */
  matches(search: SearchCondition): Matches {
    const tree = search.tsquery ? parseTsqueryRemembered(search.tsquery) : null;
    let matches: Matches = tree ? this.evaluate(tree) : { positions: new Int32Array(0), scores: new Uint16Array(0) };
    const codes = search.codes.map((c) => this.ix.byCode.get(c)).filter((p): p is number => p !== undefined);
    if (codes.length) {
      const sorted = Int32Array.from(new Set(codes)).sort();
      matches = union(matches, { positions: sorted, scores: new Uint16Array(sorted.length).fill(CODE_BUCKET) });
    }
    return matches;
  }

  /** The products a search tree matches, ascending by position, with their scores. */
  private evaluate(node: TsNode): Matches {
    if (node.kind === 'term') return this.term(node.lexeme, node.prefix);
    // The alternatives of one word (its spellings, corrections, compounds) are kept merged like a
    // prefix term: a search ANDs a few of these lists instead of merging every alternative again.
    if (node.kind === 'or') {
      const key = alternativesKey(node);
      if (key !== null) return this.remembered(key, () => union(this.evaluate(node.left), this.evaluate(node.right)));
    }
    if (node.kind === 'not') {
      const inner = this.evaluate(node.operand);
      const positions: number[] = [];
      for (let i = 0, k = 0; i < this.size; i++) {
        if (k < inner.positions.length && inner.positions[k] === i) k++;
        else positions.push(i);
      }
      return { positions: Int32Array.from(positions), scores: new Uint16Array(positions.length).fill(1) };
    }
    const a = this.evaluate(node.left);
    const b = this.evaluate(node.right);
    return node.kind === 'and' ? intersect(a, b) : union(a, b);
  }

  /**
   * A term: every product with the lexeme (or one beginning with it); in the name it scores
   * more. A term's merged posting list is kept with the snapshot once built (a prefix such as
   * "bett:*" spans hundreds of lexemes), like an index page in a buffer cache; it is part of
   * the index of this snapshot, not an answer: every request still filters, ranks and pages.
   */
  private term(lexeme: string, prefix: boolean): Matches {
    return this.remembered(termKey(lexeme, prefix), () => this.buildTerm(lexeme, prefix));
  }

  /** Merged posting lists of this snapshot, by term or group of alternatives; the oldest is forgotten first. */
  private remembered(key: string, build: () => Matches): Matches {
    const known = this.terms.get(key);
    if (known) return known;
    const built = build();
    if (this.terms.size >= TERM_MEMORY) this.terms.delete(this.terms.keys().next().value!);
    this.terms.set(key, built);
    return built;
  }

  private buildTerm(lexeme: string, prefix: boolean): Matches {
    const mark = this.scratch;
    const lists: Int32Array[] = [];
    this.ix.textIndex.each(lexeme, prefix, (list) => lists.push(list));
    let positions: Int32Array;
    if (lists.length <= 1) positions = lists[0] ?? new Int32Array(0);
    else {
      // Mark every match, then read the marks in position order: no sort.
      let count = 0;
      for (const list of lists)
        for (let k = 0; k < list.length; k++)
          if (!mark[list[k]]) {
            mark[list[k]] = 1;
            count++;
          }
      positions = new Int32Array(count);
      for (let i = 0, n = 0; n < count; i++)
        if (mark[i]) {
          mark[i] = 0;
          positions[n++] = i;
        }
    }
    const scores = new Uint16Array(positions.length).fill(1);
    const names: Int32Array[] = [];
    this.ix.nameIndex.each(lexeme, prefix, (list) => names.push(list));
    if (names.length) {
      for (const list of names) for (let k = 0; k < list.length; k++) mark[list[k]] = 1;
      for (let k = 0; k < positions.length; k++) if (mark[positions[k]]) scores[k] = NAME_HIT;
      for (const list of names) for (let k = 0; k < list.length; k++) mark[list[k]] = 0;
    }
    return { positions, scores };
  }
}
