import path from 'node:path';
import { z } from 'zod';
import type { S3Options } from '../lib/storage/s3-storage.ts';

/**
 * The variables `npm run backup` and `npm run restore` read: the database, where uploads are
 * (DATA_DIR/uploads, or the S3 bucket) and where backups go. Not the whole server configuration:
 * a backup job run from cron needs no seller data or link secret.
 */
const schema = z.object({
  DATABASE_URL: z.string().url({ error: 'required: the PostgreSQL to back up or restore into (postgres://…)' }),
  DATA_DIR: z.string().default('./data'),
  /** Where `npm run backup` writes its archives; another disk or machine than the database's. */
  BACKUP_DIR: z.string().default('./backups'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false']).optional(),
});

export interface OpsConfig {
  databaseUrl: string;
  /** DATA_DIR/uploads: the local folder storage's root (lib/storage/create-storage.ts). */
  uploadsDir: string;
  backupDir: string;
  s3: S3Options | null;
}

export function loadOpsConfig(env: NodeJS.ProcessEnv = process.env): OpsConfig {
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    databaseUrl: c.DATABASE_URL,
    uploadsDir: path.resolve(c.DATA_DIR, 'uploads'),
    backupDir: path.resolve(c.BACKUP_DIR),
    s3: c.S3_BUCKET
      ? {
          bucket: c.S3_BUCKET,
          endpoint: c.S3_ENDPOINT,
          region: c.S3_REGION,
          accessKeyId: c.S3_ACCESS_KEY_ID,
          secretAccessKey: c.S3_SECRET_ACCESS_KEY,
          forcePathStyle:
            c.S3_FORCE_PATH_STYLE === undefined ? undefined : ['1', 'true'].includes(c.S3_FORCE_PATH_STYLE),
        }
      : null,
  };
}
