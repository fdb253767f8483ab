import http from 'node:http';
import pg from 'pg';
import { readEventLoopStats } from '../apps/server/src/lib/event-loop-stats.ts';

/**
 * Price edits during the storefront load (decision 021, `npm run bench`): 10 a second on
 * PostgreSQL, made with plain SQL as an import or another tool makes them (no API of the shop
 * changes a product's price). The database records each in catalog_changes and NOTIFYs every
 * server process at commit (triggers, docs/decisions/015); no process is told anything else.
 * Edits alternate between a new price and a sale (old price set above a lower price); each
 * edit is one transaction on its own product. They run on a fixed schedule (open loop): a
 * slow statement does not slow the rate down.
 *
 * Once a second an edit is sampled: from the moment its UPDATE committed, its product page is
 * asked for again and again for 1.5 s, each time on a fresh connection (the cluster's primary
 * hands new connections to its processes in turn, so every process answers some). The edit was
 * visible within 1 s when no request sent 1 s or more after the commit was answered with the
 * old prices, and some were sent then; "stale until" is the send time of the latest request
 * answered with the old prices.
 */

export interface EditFigures {
  /** Edits committed, failed, and the rate reached (per second of the run). */
  edits: number;
  failed: number;
  perSecond: number;
  /** Sampled edits, and how many of them every answer showed from 1 s after the commit on. */
  samples: number;
  seenWithin1s: number;
  /** Per sample, the send time (ms after the commit) of the latest request answered with the old prices (0: none was). */
  staleUntilMs: number[];
}

interface Original {
  id: number;
  price: number;
  old: number | null;
}

/**
 * How long a sampled edit's product page is asked for after the commit, and the limit it is judged by. Under the
 * heaviest scenarios a request on a fresh connection can take longer than the half second between the two: the
 * sample then goes on (up to SAMPLE_MAX_MS) until a request sent from VISIBLE_WITHIN_MS on was answered, so that
 * every sample is judged by an answer (before, such a sample counted as not seen although no answer was stale).
 */
const SAMPLE_MS = 1500;
const SAMPLE_MAX_MS = 5000;
const VISIBLE_WITHIN_MS = 1000;

/** GET on a fresh connection (no keep-alive), so the cluster picks the next worker. */
function getFresh(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, headers: { connection: 'close' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.setTimeout(5000, () => req.destroy(new Error('timeout')));
  });
}

/**
 * Asks for product `id` for SAMPLE_MS from `committedAt` (performance.now()), or until a request sent from
 * VISIBLE_WITHIN_MS on was answered (at most SAMPLE_MAX_MS); answers the send
 * time of the latest request answered without `price` and `old` (euros; 0 when none), and how
 * many requests were sent from VISIBLE_WITHIN_MS on.
 */
async function sampleVisibility(base: string, id: number, price: number, old: number | null, committedAt: number) {
  let staleUntil = 0;
  let late = 0;
  for (
    let sent = performance.now() - committedAt;
    sent < SAMPLE_MS || (late === 0 && sent < SAMPLE_MAX_MS);
    sent = performance.now() - committedAt
  ) {
    const res = await getFresh(`${base}/api/v1/product/${id}`).catch(() => null);
    const data =
      res?.status === 200 ? (JSON.parse(res.body) as { data: { price: number; old_price: number | null } }).data : null;
    if (!(data && data.price === price && data.old_price === old)) staleUntil = Math.max(staleUntil, sent);
    if (sent >= VISIBLE_WITHIN_MS) late++;
    await new Promise((r) => setTimeout(r, 10));
  }
  return { staleUntil: Math.round(staleUntil), late };
}

/**
 * Edits the prices of `ids` (active products; each edited once while the list lasts) at
 * `perSecond` until stop(), which waits for the edits and samples in flight, puts every
 * edited product's prices back and answers the figures.
 */
export async function startPriceEdits(pgUrl: string, base: string, ids: number[], perSecond = 10) {
  const pool = new pg.Pool({ connectionString: pgUrl, max: 4 });
  const originals = (
    await pool.query<Original>(
      'select id, price_cents as price, old_price_cents as old from products where active and id = any($1::int[]) order by array_position($1::int[], id)',
      [ids],
    )
  ).rows;
  if (!originals.length) throw new Error('no active products to edit');
  const edited = new Map<number, Original>();
  const pending = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>) => {
    pending.add(p);
    void p.finally(() => pending.delete(p));
  };
  const figures = { edits: 0, failed: 0, samples: 0, seenWithin1s: 0, staleUntilMs: [] as number[] };
  const started = performance.now();
  let n = 0;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const edit = async (k: number) => {
    const o = originals[k % originals.length];
    // A price 10-30 % off the original in steps that never repeat the one before, or a sale.
    const sale = k % 2 === 1;
    const price = Math.max(100, Math.round(o.price * (sale ? 0.85 : 0.9 + ((k * 37) % 21) / 100)) + (k % 97));
    const old = sale ? Math.max(o.price, price + 100) : o.old;
    edited.set(o.id, o);
    // What the storefront announces as the old price is the 30-day reference the price history gives
    // (decision 130), which may be lower than the old price set, or none.
    let announced: number | null;
    try {
      const written = await pool.query<{ reference: number | null }>(
        'update products set price_cents = $2, old_price_cents = $3 where id = $1 returning lowest_price_30_days_cents as reference',
        [o.id, price, old],
      );
      announced = written.rows[0].reference;
      figures.edits++;
    } catch (err) {
      figures.failed++;
      console.error('price edit failed', err);
      return;
    }
    if (k % perSecond === 0) {
      const committedAt = performance.now();
      figures.samples++;
      const { staleUntil, late } = await sampleVisibility(
        base,
        o.id,
        price / 100,
        announced === null ? null : announced / 100,
        committedAt,
      );
      if (late > 0 && staleUntil < VISIBLE_WITHIN_MS) figures.seenWithin1s++;
      figures.staleUntilMs.push(staleUntil);
    }
  };

  const tick = () => {
    if (stopped) return;
    track(edit(n++));
    timer = setTimeout(tick, Math.max(0, started + (n * 1000) / perSecond - performance.now()));
  };
  tick();

  return {
    async stop(): Promise<EditFigures> {
      stopped = true;
      if (timer) clearTimeout(timer);
      const seconds = (performance.now() - started) / 1000;
      while (pending.size) await Promise.all([...pending]);
      const back = [...edited.values()];
      await pool.query(
        `update products p set price_cents = o.price, old_price_cents = o.old
           from (select unnest($1::int[]) as id, unnest($2::int[]) as price, unnest($3::int[]) as old) o where p.id = o.id`,
        [back.map((o) => o.id), back.map((o) => o.price), back.map((o) => o.old)],
      );
      await pool.end();
      return { ...figures, perSecond: figures.edits / seconds };
    },
  };
}

/**
 * The server processes' event loops in a window (EVENT_LOOP_STATS files): the longest delay,
 * and of the seconds (one per process per second) how many had a delay over 50 ms.
 */
export function loopDelay(
  folder: string,
  from: number,
  to: number,
): { maxMs: number; secondsOver50: number; seconds: number; processes: number } {
  const seconds = readEventLoopStats(folder, from, to);
  return {
    maxMs: Math.max(0, ...seconds.map((s) => s.maxMs)),
    secondsOver50: seconds.filter((s) => s.maxMs > 50).length,
    seconds: seconds.length,
    processes: new Set(seconds.map((s) => s.pid)).size,
  };
}

export interface ScenarioRun {
  name: string;
  paths: string[];
  /** The run without edits: its p99 and req/s, and the event loop's worst second in it. */
  without: { p99: number; rps: number; loop: ReturnType<typeof loopDelay> };
}

/**
 * Each scenario again under 10 price edits a second; answers the rows of the "Catalogue edits
 * under load" table. `measure` runs the load generator as for the table above (warm-up, then
 * the measured window); the edits run through both.
 */
export async function editsUnderLoad(options: {
  pgUrl: string;
  base: string;
  loopDir: string;
  warmupSeconds: number;
  productIds: number[];
  scenarios: ScenarioRun[];
  measure: (paths: string[]) => Promise<{ rps: number; p99: number; errors: number; non2xx: number }>;
}): Promise<string[]> {
  const rows: string[] = [];
  // Each scenario edits products of its own, so no edit waits on another's row.
  const share = Math.floor(options.productIds.length / options.scenarios.length);
  for (const [i, s] of options.scenarios.entries()) {
    const edits = await startPriceEdits(
      options.pgUrl,
      options.base,
      options.productIds.slice(i * share, (i + 1) * share),
    );
    const began = Date.now();
    const r = await options.measure(s.paths).catch(async (err: unknown) => {
      await edits.stop();
      throw err;
    });
    const f = await edits.stop();
    const loop = loopDelay(options.loopDir, began + options.warmupSeconds * 1000, Date.now());
    const ms = (x: number) => x.toFixed(1);
    const stale = [...f.staleUntilMs].sort((x, y) => x - y);
    rows.push(
      `| ${s.name} | ${ms(s.without.p99)} | ${ms(r.p99)} | ${r.p99 < 100 ? 'yes' : 'NO'} | ${s.without.rps.toFixed(0)} / ${r.rps.toFixed(0)} | ${r.errors + r.non2xx} | ${f.edits} (${f.perSecond.toFixed(1)}/s${f.failed ? `, ${f.failed} failed` : ''}) | ${ms(s.without.loop.maxMs)} / ${ms(loop.maxMs)} | ${loop.secondsOver50} of ${loop.seconds} (${loop.processes} processes) | ${f.seenWithin1s} of ${f.samples} | ${stale[Math.floor(stale.length / 2)] ?? '–'} / ${stale.at(-1) ?? '–'} |`,
    );
    console.log(rows.at(-1));
  }
  return rows;
}
