import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { S3Storage } from '../lib/storage/s3-storage.ts';
import {
  type ArchivePart,
  DATABASE_DUMP,
  folderSize,
  MANIFEST,
  type Manifest,
  pack,
  S3_LISTING,
  UPLOADS,
  writeChecksum,
} from './backup-archive.ts';
import type { OpsConfig } from './ops-config.ts';
import { connectionOf, findTool, run, serverMajor, withClient } from './pg-tools.ts';

export interface BackupResult {
  archive: string;
  sha256: string;
  manifest: Manifest;
}

/** 2025-03-01T04:05:06.789Z → 20250301T040506Z: sorts by time, no characters a shell or Windows minds. */
const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** Rows of a table, 0 when it does not exist (a database of an older release). */
async function countOf(client: pg.Client, table: 'orders' | 'invoices'): Promise<number> {
  const { rows: found } = await client.query<{ t: string | null }>(`select to_regclass($1)::text as t`, [table]);
  if (!found[0].t) return 0;
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0].n;
}

/**
 * One backup of the shop: the database as pg_dump's custom format (a consistent snapshot while
 * the shop keeps running), then the uploaded files (DATA_DIR/uploads, or a listing of the S3
 * bucket, whose own versioning or replication keeps the bytes), packed into
 * BACKUP_DIR/wohnwerk-<database>-<time>.tar with its SHA-256 beside it.
 *
 * The files are read after the dump: a photo uploaded meanwhile is in the archive without a row
 * (harmless), and only one deleted meanwhile would be a row without its files.
 */
export async function createBackup(config: OpsConfig, now = new Date()): Promise<BackupResult> {
  const conn = connectionOf(config.databaseUrl);
  const facts = await withClient(config.databaseUrl, async (client) => {
    const { rows } = await client.query<{ v: string }>(`select current_setting('server_version') as v`);
    return {
      major: await serverMajor(client),
      serverVersion: rows[0].v,
      orders: await countOf(client, 'orders'),
      invoices: await countOf(client, 'invoices'),
    };
  });
  const pgDump = await findTool('pg_dump', facts.major);
  await fs.mkdir(config.backupDir, { recursive: true });
  const name = `wohnwerk-${conn.database.replace(/[^A-Za-z0-9_-]/g, '_')}-${stamp(now)}`;
  const archive = path.join(config.backupDir, `${name}.tar`);
  const staging = await fs.mkdtemp(path.join(config.backupDir, `.${name}-`));
  try {
    const dumped = await run(
      pgDump.path,
      ['--format=custom', `--file=${path.join(staging, DATABASE_DUMP)}`, `--dbname=${conn.url}`],
      conn.env,
    );
    if (dumped.code !== 0) throw new Error(`pg_dump failed (exit ${dumped.code}):\n${dumped.stderr.trim()}`);

    const parts: ArchivePart[] = [{ cwd: staging, entries: [DATABASE_DUMP] }];
    let uploads: Manifest['uploads'];
    if (config.s3) {
      const storage = new S3Storage(config.s3);
      const lines: string[] = [];
      let bytes = 0;
      try {
        for await (const object of storage.list()) {
          lines.push(JSON.stringify(object));
          bytes += object.size;
        }
      } finally {
        storage.close();
      }
      await fs.writeFile(path.join(staging, S3_LISTING), lines.map((l) => `${l}\n`).join(''));
      parts.push({ cwd: staging, entries: [S3_LISTING] });
      uploads = {
        kind: 's3',
        bucket: config.s3.bucket,
        endpoint: config.s3.endpoint ?? null,
        objects: lines.length,
        bytes,
      };
    } else {
      const exists = await fs.stat(config.uploadsDir).then(
        (s) => s.isDirectory(),
        () => false,
      );
      if (!exists) await fs.mkdir(path.join(staging, UPLOADS));
      // Straight from DATA_DIR (no copy); a file being written (renamed into place when done) is left out.
      parts.push({
        cwd: exists ? path.dirname(config.uploadsDir) : staging,
        entries: [exists ? path.basename(config.uploadsDir) : UPLOADS],
        keep: (p) => !p.endsWith('.tmp'),
      });
      uploads = { kind: 'folder', ...(await folderSize(config.uploadsDir)) };
    }
    const manifest: Manifest = {
      format: 'wohnwerk-backup',
      version: 1,
      createdAt: now.toISOString(),
      database: {
        name: conn.database,
        serverVersion: facts.serverVersion,
        pgDumpMajor: pgDump.major,
        orders: facts.orders,
        invoices: facts.invoices,
      },
      uploads,
    };
    await fs.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    parts.push({ cwd: staging, entries: [MANIFEST] });
    await pack(archive, parts);
    const sha256 = await writeChecksum(archive);
    return { archive, sha256, manifest };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}
