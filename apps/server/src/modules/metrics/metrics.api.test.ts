import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { rows } from '../../db/raw.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const scraper = { authorization: `Bearer ${TOKEN}` };

let t: TestContext;
beforeAll(async () => {
  // No safety-net poll: a catalogue change written below without a notification stays unseen.
  t = await createTestContext({ METRICS_TOKEN: TOKEN, CATALOG_REFRESH_MS: '0' });
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await t.inject({ method: 'GET', url: '/metrics', headers: scraper });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** The value of the sample `name{labels}` whose labels include every given one; undefined when there is none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text
    .split('\n')
    .find((l) => (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && wanted.every((w) => l.includes(w)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

/** The metric families the operations guide names (docs/operations.md). */
const FAMILIES = [
  'http_request_duration_seconds',
  'nodejs_eventloop_lag_seconds',
  'nodejs_eventloop_lag_p99_seconds',
  'nodejs_heap_size_used_bytes',
  'process_resident_memory_bytes',
  'wohnwerk_db_pool_connections',
  'wohnwerk_db_pool_waiting',
  'wohnwerk_job_queue_depth',
  'wohnwerk_job_queue_active',
  'wohnwerk_job_failures',
  'wohnwerk_catalog_read_model_lag_seconds',
  'wohnwerk_mail_outbox_backlog',
  'wohnwerk_orders_total',
  'wohnwerk_payments_total',
];

describe('GET /metrics (decision 156)', () => {
  it('is not there without METRICS_TOKEN', async () => {
    const plain = await createTestContext();
    try {
      expect(plain.app.metrics).toBeNull();
      const res = await plain.inject({ method: 'GET', url: '/metrics', headers: scraper });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('answers 401 without the token or with a wrong one', async () => {
    const none = await t.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await t.inject({ method: 'GET', url: '/metrics', headers: { authorization } });
      expect({ authorization, status: res.statusCode }).toEqual({ authorization, status: 401 });
      expect(res.body).not.toContain('process_resident_memory_bytes');
    }
  });

  it('answers Prometheus text with every named metric family', async () => {
    const res = await t.inject({ method: 'GET', url: '/metrics', headers: scraper });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    const seen = FAMILIES.filter((f) => res.body.includes(`# TYPE ${f} `));
    expect(seen).toEqual(FAMILIES);
    expect(sample(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(res.body, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts a storefront request under its route pattern, never its URL', async () => {
    const route = '/api/v1/categories/:slug';
    const labels = { method: 'GET', route, status_code: '404' };
    const before = sample(await scrape(), 'http_request_duration_seconds_count', labels) ?? 0;
    for (const slug of ['kein-raum-41', 'kein-raum-42']) {
      expect((await t.inject({ method: 'GET', url: `/api/v1/categories/${slug}` })).statusCode).toBe(404);
    }
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(before + 2);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(before + 2);
    expect(text).not.toContain('kein-raum');

    const list = await t.inject({ method: 'GET', url: '/api/v1/products?page=1' });
    expect(list.statusCode).toBe(200);
    const after = await scrape();
    expect(
      sample(after, 'http_request_duration_seconds_count', { route: '/api/v1/products', status_code: '200' }),
    ).toBe(1);
    expect(after).not.toContain('page=1');
  });

  it('has alert rules in deploy/prometheus that use only metrics the server answers', async () => {
    const text = await scrape();
    const families = new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]));
    const rules = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../../../deploy/prometheus/wohnwerk-alerts.yml'),
      'utf8',
    );
    const used = [...new Set(rules.match(/\b(?:http|nodejs|process|wohnwerk)_[a-z0-9_]+/g) ?? [])];
    const unknown = used.filter((m) => !families.has(m) && !families.has(m.replace(/_(bucket|count|sum)$/, '')));
    expect(unknown).toEqual([]);
    expect(used.length).toBeGreaterThanOrEqual(6);
    // The kinds the operations guide promises: 5xx share, p99, job backlog, read-model lag.
    for (const alert of ['WohnwerkHigh5xxRate', 'WohnwerkSlowP99', 'WohnwerkJobQueueBacklog', 'WohnwerkReadModelLag'])
      expect(rules).toContain(`- alert: ${alert}\n`);
    const config = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../../../deploy/prometheus/prometheus.yml'),
      'utf8',
    );
    expect(config).toContain('metrics_path: /metrics');
    expect(config).toContain('- wohnwerk-alerts.yml');
  });

  it('reports the job queues once their workers run, and the pool on PostgreSQL', async () => {
    await t.app.jobs.start();
    await new Promise((r) => setTimeout(r, 1100));
    const text = await scrape();
    const depths = text.split('\n').filter((l) => l.startsWith('wohnwerk_job_queue_depth{'));
    // The imports' two jobs (check and apply), each with its queue.
    expect(depths).toHaveLength(2);
    for (const line of depths) expect(line).toMatch(/^wohnwerk_job_queue_depth\{queue="[\w-]+"\} \d+$/);
    expect(text.split('\n').filter((l) => l.startsWith('wohnwerk_job_failures{'))).toHaveLength(2);
    if (t.database.pool) {
      expect(sample(text, 'wohnwerk_db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'wohnwerk_db_pool_waiting')).toBeGreaterThanOrEqual(0);
    }
  });

  it('reads the outbox backlog, the orders and the read model lag from the database', async () => {
    const backlog = sample(await scrape(), 'wohnwerk_mail_outbox_backlog') ?? -1;
    await enqueueMail(t.db, { to: 'kundin@example.test', subject: 'Hallo', text: 'Hallo' });
    // Scrapes share one database read for a second.
    await new Promise((r) => setTimeout(r, 1100));
    const text = await scrape();
    expect(sample(text, 'wohnwerk_mail_outbox_backlog')).toBe(backlog + 1);
    const [{ n }] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from orders`);
    expect(sample(text, 'wohnwerk_orders_total')).toBe(n);

    await t.app.catalog.current();
    expect(sample(text, 'wohnwerk_catalog_read_model_lag_seconds') ?? 0).toBeLessThan(5);
    // A change 30 s old that the view does not show (written without the triggers' notification).
    await t.db.execute(sql`insert into catalog_changes (product_id, at) values (null, now() - interval '30 seconds')`);
    await new Promise((r) => setTimeout(r, 1100));
    expect(sample(await scrape(), 'wohnwerk_catalog_read_model_lag_seconds')).toBeGreaterThanOrEqual(30);
  });
});
