import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import { readShopFigures, type ShopFigures } from './metrics.queries.ts';

type Jobs = Awaited<ReturnType<FastifyInstance['jobs']['stats']>>;

/** A scrape reads the database once: every gauge of the scrape shares the answer for this long. */
const READ_EVERY_MS = 1000;

/**
 * The pool, job queue, read model, mail outbox, order and payment metrics (decision 156). The
 * figures from the database (outbox, orders, payments, queue) are the same on every instance:
 * aggregate them with max(), not sum(). A scrape while the database is away leaves them out
 * rather than failing; the process metrics still answer.
 */
export function registerShopMetrics(app: FastifyInstance, registry: Registry) {
  const { pool } = app.database;
  let last: { at: number; read: Promise<{ figures: ShopFigures | null; jobs: Jobs | null }> } | null = null;
  const read = () => {
    if (!last || performance.now() - last.at > READ_EVERY_MS) {
      const failed = (what: string) => (err: unknown) => {
        app.log.warn({ err }, `metrics: ${what} unreadable`);
        return null;
      };
      last = {
        at: performance.now(),
        read: Promise.all([
          readShopFigures(app.db, app.catalog.shownSnapshot()).catch(failed('shop figures')),
          app.jobs.stats().catch(failed('job queue')),
        ]).then(([figures, jobs]) => ({ figures, jobs })),
      };
    }
    return last.read;
  };
  const registers = [registry];

  new Gauge({
    name: 'wohnwerk_db_pool_connections',
    help: 'PostgreSQL connections of this process by state (in_use, idle); none on the embedded database.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      if (!pool) return;
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'wohnwerk_db_pool_waiting',
    help: 'Queries of this process waiting for a free PostgreSQL connection.',
    registers,
    collect() {
      if (pool) this.set(pool.waitingCount);
    },
  });
  new Gauge({
    name: 'wohnwerk_job_queue_depth',
    help: 'Background jobs waiting in each queue (pg-boss: queued, deferred included).',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      this.reset();
      for (const q of (await read()).jobs ?? []) this.set({ queue: q.name }, q.queued);
    },
  });
  new Gauge({
    name: 'wohnwerk_job_queue_active',
    help: 'Background jobs running in each queue, on any instance.',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      this.reset();
      for (const q of (await read()).jobs ?? []) this.set({ queue: q.name }, q.active);
    },
  });
  new Gauge({
    name: 'wohnwerk_job_failures',
    help: "Background jobs that failed after their last retry and are still kept (pg-boss's retention: recent failures).",
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      this.reset();
      for (const q of (await read()).jobs ?? []) this.set({ queue: q.name }, q.failed);
    },
  });
  new Gauge({
    name: 'wohnwerk_catalog_read_model_lag_seconds',
    help: "Seconds since the oldest catalogue change this process's storefront view does not show yet (0: up to date).",
    registers,
    async collect() {
      this.reset();
      const lag = (await read()).figures?.readModelLagSeconds;
      if (lag !== undefined && lag !== null) this.set(lag);
    },
  });
  new Gauge({
    name: 'wohnwerk_mail_outbox_backlog',
    help: 'Mails waiting in the outbox to be delivered (not sent, not given up).',
    registers,
    async collect() {
      this.reset();
      const figures = (await read()).figures;
      if (figures) this.set(figures.outboxBacklog);
    },
  });
  new Counter({
    name: 'wohnwerk_orders_total',
    help: 'Orders placed in the shop (all instances, from the database).',
    registers,
    async collect() {
      this.reset();
      const figures = (await read()).figures;
      if (figures) this.inc(figures.orders);
    },
  });
  new Counter({
    name: 'wohnwerk_payments_total',
    help: 'Payments that ended, by provider and outcome (succeeded, failed), all instances, from the database.',
    labelNames: ['provider', 'status'] as const,
    registers,
    async collect() {
      this.reset();
      for (const p of (await read()).figures?.payments ?? [])
        this.inc({ provider: p.provider, status: p.status }, p.count);
    },
  });
}
