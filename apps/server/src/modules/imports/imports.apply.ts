import type { Db } from '../../db/client.ts';
import { analyzeProducts, applyChunk, lockImport, nextChunk } from './imports-apply.queries.ts';
import { findImport, moveStatus } from './imports.queries.ts';

/** Staged rows applied per transaction (IMPORT_CHUNK_ROWS): each commit is a step the storefront follows by id. */
const APPLY_CHUNK_ROWS = 5000;

export interface ApplyOptions {
  chunkRows?: number;
  /** Aborted when this worker stops (shutdown): the apply ends after the chunk in hand and the job resumes elsewhere. */
  signal?: AbortSignal;
}

/**
 * Applies the checked rows in chunks of consecutive file rows, one transaction each
 * (docs/decisions/137): a chunk's rows are written, removed from the staging table and counted
 * in rows_done in the same commit, so a job cut off anywhere (restart, kill) resumes behind the
 * last committed chunk and never applies a row twice or half. The chunk that finds nothing left
 * moves the import to applied, so a second apply (or a job run again) changes nothing. Price
 * changes reach the price history through the products triggers, the storefront through the
 * catalogue change feed (each chunk is a change of at most a few thousand products, which the
 * read model follows by id instead of reloading everything).
 */
export async function applyImport(db: Db, id: string, options: ApplyOptions = {}): Promise<boolean> {
  const chunkRows = options.chunkRows ?? APPLY_CHUNK_ROWS;
  for (;;) {
    if (options.signal?.aborted) throw new Error('import apply stopped: this worker shuts down');
    const step = await db.transaction(async (tx) => {
      await lockImport(tx, id);
      const current = await findImport(tx, id);
      if (current?.status !== 'applying') return 'not-applying' as const;
      const range = await nextChunk(tx, id, chunkRows);
      if (range.n === 0) {
        await moveStatus(tx, id, ['applying'], 'applied', { appliedAt: new Date(), rowsDone: current.rowsTotal });
        return current.created > 0 ? ('applied with new products' as const) : ('applied' as const);
      }
      await applyChunk(tx, id, {
        from: range.from!,
        to: range.to!,
        n: range.n,
        fields: range.fields ?? [],
        sellerId: current.sellerId,
      });
      return 'chunk' as const;
    });
    if (step === 'not-applying') return false;
    if (step === 'applied') return true;
    if (step === 'applied with new products') {
      // New rows may be a large share of the catalogue: later plans need to know them. Changed prices and stocks
      // alone leave the statistics to autovacuum (an ANALYZE of a large catalogue is seconds of a core).
      await analyzeProducts(db);
      return true;
    }
  }
}
