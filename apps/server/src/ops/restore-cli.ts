import { loadOpsConfig } from './ops-config.ts';
import { RestoreRefused, restoreBackup } from './restore.ts';

/**
 * `npm run restore -- FILE`: restores a backup of `npm run backup` into the empty database
 * DATABASE_URL and the empty DATA_DIR/uploads (docs/operations.md). Exit 0 when restored, 2 when
 * refused (nothing changed: checksum, a database or folder that is not empty), 1 on other failures,
 * 3 when the database is restored but objects the backup listed are missing from the S3 bucket.
 */
const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: npm run restore -- FILE.tar   (the .tar.sha256 beside it is checked first)\n');
  process.exit(2);
}
try {
  const result = await restoreBackup(loadOpsConfig(), file, (line) => process.stdout.write(`${line}\n`));
  if (result.missingObjects.length) {
    process.stderr.write(
      `restored, but ${result.missingObjects.length} objects the backup listed are missing from the bucket, e.g.:\n` +
        `${result.missingObjects
          .slice(0, 10)
          .map((k) => `  ${k}`)
          .join('\n')}\n`,
    );
    process.exitCode = 3;
  } else process.stdout.write('restore complete\n');
} catch (err) {
  const refused = err instanceof RestoreRefused;
  process.stderr.write(`${refused ? 'restore refused' : 'restore failed'}: ${(err as Error).message}\n`);
  process.exitCode = refused ? 2 : 1;
}
