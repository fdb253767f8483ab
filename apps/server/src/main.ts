import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { startOutboxWorker } from './lib/mail/outbox.ts';
import { demoAccounts, isDatabaseEmpty, seedDemo } from './demo/seed.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, poolSize: config.DATABASE_POOL_SIZE });
await migrate(database);

const app = await buildApp({ config, database });
let seeded = false;
if (config.DEMO_DATA && (await isDatabaseEmpty(database.db))) {
  if (config.NODE_ENV === 'production') {
    app.log.warn('DEMO_DATA is ignored in production: the demo passwords are public');
  } else {
    app.log.info('empty database: loading demo data (first start only)');
    await seedDemo(database.db);
    seeded = true;
  }
}

const worker = startOutboxWorker(database.db, app.mailer, app.log);
await app.listen({ port: config.PORT, host: config.HOST });
const address = `http://localhost:${(app.server.address() as { port: number }).port}`;

const banner = [
  '',
  `  Wohnwerk is running at ${address}`,
  `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/pgdata` : 'PostgreSQL (DATABASE_URL)'}${seeded ? ', demo data loaded' : ''}`,
  `  Mail: ${app.mailer.target}`,
  `  API docs: ${address}/api/docs`,
  ...(config.DEMO_DATA && config.NODE_ENV !== 'production'
    ? ['  Demo accounts:', ...demoAccounts.map((a) => `    ${a.role.padEnd(8)} ${a.email.padEnd(24)} ${a.password}`)]
    : []),
  '',
];
process.stdout.write(banner.join('\n') + '\n');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    await app.close(); // stops accepting, lets in-flight requests finish
    await worker.stop();
    await database.close(); // PGlite flushes and releases its data folder
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
