import cluster from 'node:cluster';
import path from 'node:path';
import { startTracingIfConfigured } from './lib/tracing/start-tracing.ts';

// Traces (decision 160) patch node-postgres and http as they load: they start before the rest of
// the server is imported, and load nothing at all unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
const tracing = await startTracingIfConfigured();
const { listenNote, loadConfig } = await import('./config.ts');
const { buildApp } = await import('./app.ts');
const { openDatabase } = await import('./db/client.ts');
const { migrate } = await import('./db/migrate.ts');
const { startOutboxWorker } = await import('./lib/mail/outbox.ts');
const { startStatementJob } = await import('./modules/seller-statements/seller-statements.job.ts');
const { startEventLoopStats } = await import('./lib/event-loop-stats.ts');
const { demoAccounts, isDatabaseEmpty, seedDemo } = await import('./demo/seed.ts');

/**
 * Starts the shop: migrates, loads demo data into an empty database, and serves. With
 * WEB_CONCURRENCY > 1 on PostgreSQL this process prepares the database and then runs that
 * many server processes on the same port (node:cluster); each has its own pool and
 * catalogue read model, as separate instances behind a load balancer would.
 */
const config = loadConfig();
const workers = config.DATABASE_URL ? config.WEB_CONCURRENCY : 1;
const isWorker = cluster.isWorker;

const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.dataDir,
  poolSize: config.DATABASE_POOL_SIZE,
});
let seeded = false;
if (!isWorker) {
  await migrate(database);
  if (config.DEMO_DATA && (await isDatabaseEmpty(database.db))) {
    if (config.NODE_ENV === 'production') {
      process.stderr.write('DEMO_DATA is ignored in production: the demo passwords are public\n');
    } else {
      process.stdout.write('empty database: loading demo data (first start only)\n');
      await seedDemo(database.db);
      seeded = true;
    }
  }
}

const printBanner = (port: number) => {
  const address = `http://localhost:${port}`;
  const banner = [
    '',
    `  Wohnwerk is running at ${address}${workers > 1 ? ` (${workers} server processes)` : ''}`,
    `  ${listenNote(config)}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/pgdata` : 'PostgreSQL (DATABASE_URL)'}${seeded ? ', demo data loaded' : ''}`,
    `  Node ${process.version}`,
    `  Mail: ${config.SMTP_URL ? 'smtp' : path.join(config.dataDir, 'mail')}`,
    `  API docs: ${address}/api/docs`,
    ...(config.DEMO_DATA && config.NODE_ENV !== 'production'
      ? ['  Demo accounts:', ...demoAccounts.map((a) => `    ${a.role.padEnd(8)} ${a.email.padEnd(24)} ${a.password}`)]
      : []),
    '',
  ];
  process.stdout.write(`${banner.join('\n')}\n`);
};

if (workers > 1 && !isWorker) {
  await database.close();
  const children = Array.from({ length: workers }, () => cluster.fork());
  let listening = 0;
  cluster.on('listening', (_worker, address) => {
    if (++listening === workers) printBanner(address.port);
  });
  let stopping = false;
  cluster.on('exit', (worker, code) => {
    if (!stopping) {
      process.stderr.write(`server process ${worker.process.pid} ended (${code}); stopping\n`);
      stopping = true;
      for (const c of children) c.process.kill('SIGTERM');
    }
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(stopping ? 0 : 1);
  });
  const stop = () => {
    stopping = true;
    for (const c of children) c.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  const app = await buildApp({ config, database, manualReady: true });
  const worker = startOutboxWorker(database.db, app.mailer, app.log);
  // Every instance looks for last month's seller statements; the database lets one issue them (decision 171).
  const statementJob = startStatementJob(database.db, app.log);
  // The signals are handled before the port opens: a stop that comes while the job queue is still
  // starting (the port answers by then) finishes the requests in hand instead of killing them.
  // A stop (decision 156): /api/v1/ready answers 503 at once and answers close their keep-alive
  // connections; for SHUTDOWN_DRAIN_MS new requests are still served (a proxy checking readiness
  // takes the instance out meanwhile); then the port closes, requests in flight and event streams'
  // last events finish within SHUTDOWN_GRACE_MS, the pool closes and the process exits.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.lifecycle.drain();
    const { SHUTDOWN_DRAIN_MS: drainMs, SHUTDOWN_GRACE_MS: graceMs } = config;
    app.log.info({ signal, drainMs, graceMs }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error({ graceMs }, 'requests still open after SHUTDOWN_GRACE_MS; exiting anyway');
      process.exit(1);
    }, drainMs + graceMs);
    force.unref();
    try {
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      await app.close(); // stops accepting, lets in-flight requests finish
      await worker.stop();
      await statementJob.stop();
      await database.close(); // PGlite flushes and releases its data folder
      await tracing?.shutdown(); // the last requests' spans are sent, not lost with the process
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // The catalogue read model is loaded before the port opens: no visitor waits for it.
  await app.catalog.current();
  // Loading leaves the rows and texts it parsed (~150 MB with 100,000 products) in the old
  // generation; collected now, not in a long mark-compact under the first visitors' requests.
  // gc is there when Node runs with --expose-gc, as `npm start` and `npm run serve` do.
  (globalThis as { gc?: () => void }).gc?.();
  await app.listen({ port: config.PORT, host: config.host });
  // Each serving process measures its own loop (the cluster's primary serves nothing).
  if (config.EVENT_LOOP_STATS) startEventLoopStats(config.EVENT_LOOP_STATS);
  // Every instance works background jobs (imports); one cut off by a restart is taken up again here or elsewhere.
  if (!closing) await app.jobs.start();
  // Ready for a proxy's new requests only now: catalogue loaded, port open, job workers running.
  app.lifecycle.ready();
  if (!isWorker && !closing) printBanner((app.server.address() as { port: number }).port);
}
