import { unavailableService } from '../../lib/unavailable.ts';

/** More keys than categories and content pages a shop has: a bound, never reached in use. */
const MAX_KEYS = 5000;

/**
 * The last answer of storefront reads that still ask PostgreSQL on every request (shops, home page
 * texts, content pages, a category's page), kept per process and served
 * instead of a 503 while the database is unreachable (decision 160). The database stays the
 * answer whenever it answers: a staff edit shows as fast as before, and a read costs what it
 * cost (one Map.set more). Only answers about things that exist are kept (`keep`), so the keys
 * are bounded by the shop's own rows, not by what visitors type.
 */
export class LastGood {
  private readonly answers = new Map<string, unknown>();

  async read<T>(key: string, load: () => Promise<T>, keep: (answer: T) => boolean = () => true): Promise<T> {
    let answer: T;
    try {
      answer = await load();
    } catch (err) {
      if (unavailableService(err) !== 'database' || !this.answers.has(key)) throw err;
      return this.answers.get(key) as T;
    }
    if (keep(answer)) this.remember(key, answer);
    else this.answers.delete(key);
    return answer;
  }

  /** Keeps an answer read another way (a list that holds the answers of single reads). */
  remember(key: string, answer: unknown) {
    if (!this.answers.has(key) && this.answers.size >= MAX_KEYS) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(key, answer);
  }

  forget(key: string) {
    this.answers.delete(key);
  }
}

/**
 * `load`'s answer, or `instead`'s when the database is unreachable: for reads the catalogue read
 * model can answer too (the category tree, similar products), from the view it shows.
 */
export async function orFromMemory<T>(load: () => Promise<T>, instead: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (err) {
    if (unavailableService(err) !== 'database') throw err;
    return instead();
  }
}
