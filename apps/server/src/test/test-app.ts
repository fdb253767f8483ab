import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../config.ts';
import { buildApp } from '../app.ts';
import { openPostgres, pgliteExtensions, wrapPglite, type Database, type Db } from '../db/client.ts';
import './template.ts';
import { checkAnswer } from './answer-check.ts';
import { withDatabase } from './global-setup.ts';
import { hashPassword } from '../lib/passwords.ts';
import { users } from '../db/schema/users.ts';
import { deliverPending } from '../lib/mail/outbox.ts';
import { VERSION_HEADER, versionToken } from '../modules/catalog/read-model/catalog-version.ts';
import { sql } from 'drizzle-orm';
import type { Role } from '@wohnwerk/contract/auth';

/** A fresh copy of the migrated template database, for one test file. */
export async function cloneTemplate(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `wohnwerk_t_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('templateDbName')}`);
    await admin.end();
    const database = openPostgres(withDatabase(url, name), 5);
    const close = database.close;
    database.close = async () => {
      await close();
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    };
    return database;
  }
  const dump = fs.readFileSync(inject('templateDumpFile'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions });
  return wrapPglite(client);
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  database: Database;
  /**
   * Another server instance on the same database, as a second process or machine runs it:
   * on PostgreSQL with pool and listening connection of its own. Closed with the context.
   */
  instance(env?: Record<string, string>): Promise<FastifyInstance>;
  /**
   * The catalogue version now (decisions/016) as request headers: a read that sends them shows
   * every write committed before, as a browser's read after its own write does. For tests that
   * write the catalogue with SQL, not through a request.
   */
  catalogVersion(): Promise<Record<string, string>>;
  config: Config;
  dataDir: string;
  /** Creates a user with a role and answers its id and a bearer token. */
  user(
    role?: Role,
    /** `sellerId`: the seller a `seller` user acts for (required for that role by the database). */
    fields?: { email?: string; name?: string; password?: string; sellerId?: number },
  ): Promise<{ id: number; email: string; password: string; token: string; auth: { authorization: string } }>;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** Delivers the outbox and answers the .eml texts written, newest last. */
  deliverMail(): Promise<string[]>;
  close(): Promise<void>;
}

let counter = 0;

export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wohnwerk-data-'));
  const baseEnv = { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://shop.test', ...env };
  const config = loadConfig(baseEnv);
  const database = await cloneTemplate();
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const mailDir = path.join(dataDir, 'mail');
  const others: { app: FastifyInstance; database: Database | null }[] = [];
  return {
    app,
    db: database.db,
    database,
    async catalogVersion() {
      const result = (await database.db.execute(sql`select pg_current_snapshot()::text as s`)) as unknown as {
        rows: { s: string }[];
      };
      return { [VERSION_HEADER]: versionToken(result.rows[0].s) };
    },
    async instance(more = {}) {
      const own = database.url ? openPostgres(database.url, 5) : null;
      const other = await buildApp({
        config: loadConfig({ ...baseEnv, ...more }),
        database: own ?? database,
        logger: false,
      });
      await other.ready();
      others.push({ app: other, database: own });
      return other;
    },
    config,
    dataDir,
    async inject(opts) {
      const res = await app.inject(opts);
      checkAnswer(app, opts, res);
      return res;
    },
    async user(role = 'customer', fields = {}) {
      const email = fields.email ?? `user${++counter}-${randomBytes(3).toString('hex')}@example.test`;
      const password = fields.password ?? 'Geheim123!';
      const [row] = await database.db
        .insert(users)
        .values({
          name: fields.name ?? `Test ${role} ${counter}`,
          email,
          role,
          sellerId: fields.sellerId ?? null,
          passwordHash: await hashPassword(password),
        })
        .returning({ id: users.id });
      const res = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password } });
      const token = res.json().access_token as string;
      return { id: row.id, email, password, token, auth: { authorization: `Bearer ${token}` } };
    },
    async deliverMail() {
      await deliverPending(database.db, app.mailer);
      if (!fs.existsSync(mailDir)) return [];
      return fs
        .readdirSync(mailDir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .map((f) => fs.readFileSync(path.join(mailDir, f), 'utf8'));
    },
    async close() {
      for (const o of others) {
        await o.app.close();
        await o.database?.close();
      }
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An app on a fresh database that logs at info into `lines` (parsed JSON), for tests of what the logs hold. */
export async function appWithLog(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wohnwerk-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    PUBLIC_URL: 'http://shop.test',
    CATALOG_REFRESH_MS: '0',
    ...env,
  });
  const database = await cloneTemplate();
  const lines: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk, _enc, cb) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      cb();
    },
  });
  const app = await buildApp({ config, database, logger: true, logStream });
  await app.ready();
  return {
    app,
    db: database.db,
    lines,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Decodes a quoted-printable .eml body enough to find links and texts in it. */
export function mailText(eml: string): string {
  return eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16)));
}
