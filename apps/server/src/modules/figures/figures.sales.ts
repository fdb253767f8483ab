import type { Db } from '../../db/client.ts';
import { daysOf } from './figures.periods.ts';
import { categoriesStale, dayCounters, databaseNow, productCategories, soldOnDays } from './figures.queries.ts';

/** One day of the product roll-up: the products sold that Berlin day, with cents and units. */
interface SoldOnDay {
  /** The day's figures_days counters the rows were read with: when they differ, the rows did too. */
  signature: string;
  products: Int32Array;
  cents: Float64Array;
  units: Int32Array;
}

/** A product's sales in a period (what was taken off already subtracted). */
export interface ProductSale {
  productId: number;
  /** The product's category now (figures rank categories by their current products); null if the product is gone. */
  categoryId: number | null;
  cents: number;
  units: number;
}

/** A look at the catalogue change rows older than this can miss pruned ones: the categories are read again. */
const CATEGORIES_MAX_AGE = '5 minutes';

type Reader = Pick<Db, 'execute'>;
/**
 * Sales per product for any run of Berlin days, summed in process memory from the daily product
 * roll-up (docs/decisions/143). A year of a large shop is hundreds of thousands of roll-up rows;
 * PostgreSQL needs most of a second to sum them by product on two cores, an array in memory a
 * few milliseconds. Exact at every request: each request reads the window's figures_days
 * counters in the same snapshot as any day it reloads, and reloads exactly the days whose
 * counters changed (item_changes only rises, migration 0023). The days asked for stay in memory
 * (16 bytes per product and day sold); the products' current categories are read again after
 * a catalogue change other than a price, stock or rating.
 */
export class ProductSales {
  private readonly days = new Map<string, SoldOnDay>();
  private categories = new Map<number, number>();
  /** The database clock when the categories were read; null before the first read. */
  private categoriesReadAt: string | null = null;
  /** Requests refresh one after another, so two never read the same day twice. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly db: Db) {}

  /** Every product with sales (or a correction) from … to, both days included. */
  between(from: string, to: string): Promise<ProductSale[]> {
    const next = this.queue.then(() => this.read(from, to));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async read(from: string, to: string): Promise<ProductSale[]> {
    const days = daysOf(from, to);
    await this.db.transaction(
      async (tx) => {
        await this.refreshDays(tx, from, to);
        await this.refreshCategories(tx);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    let maxId = 0;
    const window: SoldOnDay[] = [];
    for (const d of days) {
      const day = this.days.get(d);
      if (!day) continue;
      window.push(day);
      for (const id of day.products) if (id > maxId) maxId = id;
    }
    const cents = new Float64Array(maxId + 1);
    const units = new Int32Array(maxId + 1);
    const seen = new Uint8Array(maxId + 1);
    for (const day of window)
      for (let k = 0; k < day.products.length; k++) {
        const id = day.products[k];
        cents[id] += day.cents[k];
        units[id] += day.units[k];
        seen[id] = 1;
      }
    const sales: ProductSale[] = [];
    for (let id = 0; id <= maxId; id++)
      if (seen[id] && (cents[id] !== 0 || units[id] !== 0))
        sales.push({ productId: id, categoryId: this.categories.get(id) ?? null, cents: cents[id], units: units[id] });
    return sales;
  }

  /** Reloads the days of the window whose counters changed (or that are not in memory yet). */
  private async refreshDays(tx: Reader, from: string, to: string) {
    const counters = await dayCounters(tx, from, to);
    const now = new Map(counters.map((c) => [c.day, c.signature]));
    for (const day of this.days.keys()) if (day >= from && day <= to && !now.has(day)) this.days.delete(day);
    const stale = counters.filter((c) => this.days.get(c.day)?.signature !== c.signature).map((c) => c.day);
    if (stale.length === 0) return;
    const sold = await soldOnDays(tx, stale);
    const empty = { products: '', cents: '', units: '' };
    const byDay = new Map(sold.map((d) => [d.day, d]));
    const numbers = (list: string) => (list === '' ? [] : list.split(',').map(Number));
    for (const day of stale) {
      const d = byDay.get(day) ?? empty;
      this.days.set(day, {
        signature: now.get(day)!,
        products: Int32Array.from(numbers(d.products)),
        cents: Float64Array.from(numbers(d.cents)),
        units: Int32Array.from(numbers(d.units)),
      });
    }
  }

  /**
   * The products' categories, read again when a product's content changed since (or they are
   * old). Price, stock and rating changes (catalog_changes.content false, decision 146) leave
   * categories alone: during a stock import they would re-read every product per request.
   */
  private async refreshCategories(tx: Reader) {
    const readAt = this.categoriesReadAt;
    if (readAt !== null && !(await categoriesStale(tx, readAt, CATEGORIES_MAX_AGE))) return;
    const at = await databaseNow(tx);
    const products = await productCategories(tx);
    this.categories = new Map(products.map((p) => [p.id, p.category_id]));
    this.categoriesReadAt = at;
  }
}
