import pg from 'pg';

/** The PostgreSQL server the checkout and scanning benches make their scratch databases on. */
export const pgBase = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs `work` on a fresh database named `<prefix>_<pid>` and drops it afterwards, also when `work` fails.
 * BENCH_KEEP_DATABASE=1 keeps it (its name is printed), to look at the seeded data's query plans afterwards.
 */
export async function withScratchDatabase<T>(
  prefix: string,
  work: (url: string, name: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgBase });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(pgBase);
  u.pathname = `/${name}`;
  try {
    return await work(u.toString(), name);
  } finally {
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`  kept database ${name} (BENCH_KEEP_DATABASE=1)`);
    else await dropDatabase(name);
  }
}

async function dropDatabase(name: string) {
  const drop = new pg.Client({ connectionString: pgBase });
  await drop.connect();
  await drop.query(`drop database if exists ${name} with (force)`);
  await drop.end();
}
