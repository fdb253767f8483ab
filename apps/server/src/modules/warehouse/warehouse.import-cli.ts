/**
 * `npm run warehouse:import [-- --dir FOLDER]`: loads the warehouse system's export files
 * (WAREHOUSE_IMPORT_DIR, docs/warehouse-import.md) into the configured database. Safe to run
 * again: rows are updated in place and scan progress stays.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { importFolder } from './warehouse.import.ts';
import { ImportFileError } from './warehouse.import-files.ts';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { dir: { type: 'string' } } });
  const config = loadConfig();
  const dir = values.dir ? path.resolve(values.dir) : config.warehouseImportDir;
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await migrate(database);
    const c = await importFolder(database.db, dir);
    console.log(
      `${dir}: ${c.files} files, ${c.workOrders} work orders, ${c.documents} documents, ${c.lines} lines imported`,
    );
    return 0;
  } catch (err) {
    if (err instanceof ImportFileError) {
      console.error(`import refused, nothing changed: ${err.message}`);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

process.exitCode = await main().catch((err) => {
  console.error(err);
  return 1;
});
