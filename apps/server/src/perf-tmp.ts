import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { openPostgres } from './db/client.ts';

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/perfdata', DATABASE_URL: process.env.PERF_URL! });
const database = openPostgres(process.env.PERF_URL!, 10);
const app = await buildApp({ config, database, logger: false });
await app.ready();
const urls = process.argv.slice(2);
for (const url of urls) {
  const times: number[] = [];
  let status = 0, total = 0;
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url });
    times.push(performance.now() - t0);
    status = res.statusCode;
    try { total = res.json().meta?.total ?? res.json().data?.length ?? 0; } catch { total = -1; }
  }
  times.sort((a, b) => a - b);
  console.log(`${status} total=${total} median=${times[15].toFixed(1)}ms max=${times[29].toFixed(1)}ms  ${url}`);
}
await app.close();
await database.close();
