import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { S3Storage } from '../lib/storage/s3-storage.ts';
import {
  DATABASE_DUMP,
  folderSize,
  MANIFEST,
  type Manifest,
  S3_LISTING,
  UPLOADS,
  unpack,
  verifyChecksum,
} from './backup-archive.ts';
import type { OpsConfig } from './ops-config.ts';
import { connectionOf, findTool, run, serverMajor, withClient } from './pg-tools.ts';

/** A restore that would overwrite or mix with data: nothing was changed. */
export class RestoreRefused extends Error {}

export interface RestoreResult {
  manifest: Manifest;
  /** Uploaded files put into DATA_DIR/uploads (folder backups). */
  files: number;
  /** Objects the backup's listing names that the bucket does not hold (S3 backups). */
  missingObjects: string[];
}

/** Tables, views and sequences outside PostgreSQL's own schemas: an empty database (createdb) has none. */
async function relationsOf(client: pg.Client): Promise<{ count: number; some: string[] }> {
  const { rows } = await client.query<{ name: string; total: number }>(
    `select n.nspname || '.' || c.relname as name, count(*) over ()::int as total
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
      order by n.nspname = 'public' desc, 1
      limit 3`,
  );
  return { count: rows[0]?.total ?? 0, some: rows.map((r) => r.name) };
}

async function hasFiles(folder: string): Promise<boolean> {
  return (await folderSize(folder)).files > 0;
}

async function readManifest(folder: string): Promise<Manifest> {
  const text = await fs.readFile(path.join(folder, MANIFEST), 'utf8').catch(() => null);
  const manifest = text ? (JSON.parse(text) as Manifest) : null;
  if (manifest?.format !== 'wohnwerk-backup' || manifest.version !== 1)
    throw new RestoreRefused('the file is not a Wohnwerk backup (no manifest.json of format wohnwerk-backup 1)');
  return manifest;
}

/**
 * Restores a backup of `npm run backup` into the empty database DATABASE_URL and the empty uploads
 * folder DATA_DIR/uploads. It checks first and changes nothing when the checksum does not match,
 * the database holds any table, or the uploads folder holds any file; pg_restore runs in one
 * transaction, so a restore that fails half-way leaves the database empty again.
 */
export async function restoreBackup(
  config: OpsConfig,
  archive: string,
  log: (line: string) => void = () => undefined,
): Promise<RestoreResult> {
  const file = path.resolve(archive);
  await verifyChecksum(file).catch((err: Error) => {
    throw new RestoreRefused(err.message);
  });
  log(`checksum of ${path.basename(file)} verified`);
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'wohnwerk-restore-'));
  try {
    await unpack(file, work);
    const manifest = await readManifest(work);
    const conn = connectionOf(config.databaseUrl);
    const major = await withClient(config.databaseUrl, async (client) => {
      const found = await relationsOf(client);
      if (found.count > 0)
        throw new RestoreRefused(
          `database "${conn.database}" is not empty (${found.count} tables, views or sequences, e.g. ${found.some.join(', ')}). ` +
            'A backup is restored only into an empty database: create one (createdb NAME) and point DATABASE_URL at it.',
        );
      return serverMajor(client);
    });
    if (manifest.uploads.kind === 'folder') {
      if (config.s3)
        throw new RestoreRefused(
          'the backup holds uploaded files of a local folder, but S3_BUCKET is set: restore with DATA_DIR and without S3_BUCKET, then copy DATA_DIR/uploads into the bucket',
        );
      if (await hasFiles(config.uploadsDir))
        throw new RestoreRefused(
          `the uploads folder ${config.uploadsDir} is not empty: restore into an empty DATA_DIR (or move its uploads folder away)`,
        );
    } else if (!config.s3) {
      throw new RestoreRefused(
        `the backup lists uploads in the S3 bucket "${manifest.uploads.bucket}": set S3_BUCKET (and S3_ENDPOINT, keys) to the bucket the restored shop uses`,
      );
    }

    const pgRestore = await findTool('pg_restore', Math.max(major, manifest.database.pgDumpMajor));
    log(
      `restoring database "${manifest.database.name}" of ${manifest.createdAt} (${manifest.database.orders} orders, ${manifest.database.invoices} invoices) into "${conn.database}"`,
    );
    const restored = await run(
      pgRestore.path,
      [
        `--dbname=${conn.url}`,
        // Roles and grants of the old server need not exist here: the connecting role owns everything.
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        path.join(work, DATABASE_DUMP),
      ],
      conn.env,
    );
    if (restored.code !== 0) throw new Error(`pg_restore failed (exit ${restored.code}):\n${restored.stderr.trim()}`);

    if (manifest.uploads.kind === 'folder') {
      const from = path.join(work, UPLOADS);
      await fs.mkdir(config.uploadsDir, { recursive: true });
      // The folder was checked to hold no file: nothing is overwritten.
      await fs.cp(from, config.uploadsDir, { recursive: true });
      const { files } = await folderSize(config.uploadsDir);
      log(`${files} uploaded files restored into ${config.uploadsDir}`);
      return { manifest, files, missingObjects: [] };
    }
    const listed = (await fs.readFile(path.join(work, S3_LISTING), 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { key: string }).key);
    const storage = new S3Storage(config.s3!);
    const present = new Set<string>();
    try {
      for await (const object of storage.list()) present.add(object.key);
    } finally {
      storage.close();
    }
    const missingObjects = listed.filter((key) => !present.has(key));
    log(
      `${listed.length - missingObjects.length} of ${listed.length} listed objects are in bucket "${config.s3!.bucket}"`,
    );
    return { manifest, files: 0, missingObjects };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
