import { createBackup } from './backup.ts';
import { loadOpsConfig } from './ops-config.ts';

/**
 * `npm run backup`: one backup of DATABASE_URL and the uploads into BACKUP_DIR (docs/operations.md,
 * "Backups and restore"). Exit 0 with the archive's path on the last line; 1 with the reason.
 */
try {
  const config = loadOpsConfig();
  const { archive, sha256, manifest } = await createBackup(config);
  const uploads =
    manifest.uploads.kind === 'folder'
      ? `${manifest.uploads.files} uploaded files`
      : `a listing of ${manifest.uploads.objects} objects in bucket ${manifest.uploads.bucket}`;
  process.stdout.write(
    `backup of database "${manifest.database.name}" (${manifest.database.orders} orders, ${manifest.database.invoices} invoices) and ${uploads}\n` +
      `sha256 ${sha256}\n${archive}\n`,
  );
} catch (err) {
  process.stderr.write(`backup failed: ${(err as Error).message}\n`);
  process.exitCode = 1;
}
