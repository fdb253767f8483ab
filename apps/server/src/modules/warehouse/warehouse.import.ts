import type { Db } from '../../db/client.ts';
import { linesByKey, setLineEan, upsertDocuments, upsertLines, upsertWorkOrder } from './warehouse-import.queries.ts';
import { readImportFolder, type ImportWorkOrder } from './warehouse.import-files.ts';

export interface ImportCounts {
  files: number;
  workOrders: number;
  documents: number;
  lines: number;
}

const BATCH = 500;

/**
 * Loads the export into the shop's tables. Rows are matched by the warehouse system's keys (aw
 * label, tr_idtrans, line key) and updated in place: scan counts are never touched, only the
 * line's `closed` is worked out again against a changed expected quantity. Rows missing from
 * the export stay (decision 081): a partial export must not wipe what was scanned.
 */
async function applyImport(db: Db, orders: ImportWorkOrder[], files: number): Promise<ImportCounts> {
  const counts: ImportCounts = { files, workOrders: 0, documents: 0, lines: 0 };
  if (!orders.length) return counts;
  await db.transaction(async (tx) => {
    for (const order of orders) {
      const workOrderId = await upsertWorkOrder(tx, order.aw, order.twoBarcode);
      counts.workOrders++;
      if (!order.documents.length) continue;
      const docs = await upsertDocuments(
        tx,
        order.documents.map((d) => ({ workOrderId, trIdtrans: d.trIdtrans, trNumer: d.trNumer, trNrobcy: d.trNrobcy })),
      );
      counts.documents += docs.length;
      const docId = new Map(docs.map((d) => [d.trIdtrans, d.id]));
      const lines = order.documents.flatMap((d) =>
        d.lines.map((l) => ({
          documentId: docId.get(d.trIdtrans)!,
          lineKey: l.lineKey,
          productName: l.name,
          productRef: l.productRef,
          ean: l.ean,
          expectedQty: l.quantity,
        })),
      );
      for (let i = 0; i < lines.length; i += BATCH) await upsertLines(tx, lines.slice(i, i + BATCH));
      counts.lines += lines.length;
    }
  });
  return counts;
}

/** The whole folder, or only the work orders with the given labels (refresh wm). */
export async function importFolder(db: Db, dir: string, only?: string[]): Promise<ImportCounts> {
  const { files, workOrders: all } = readImportFolder(dir);
  const orders = only ? all.filter((o) => only.includes(o.aw)) : all;
  return applyImport(db, orders, files);
}

/** "Update Client EAN": the EANs of known lines from the export, nothing else. */
export async function updateEans(db: Db, dir: string): Promise<number> {
  const { workOrders: all } = readImportFolder(dir);
  const byKey = new Map<number, string>();
  for (const o of all) for (const d of o.documents) for (const l of d.lines) byKey.set(l.lineKey, l.ean);
  if (!byKey.size) return 0;
  let updated = 0;
  await db.transaction(async (tx) => {
    const known = await linesByKey(tx, [...byKey.keys()]);
    for (const row of known) {
      const ean = byKey.get(row.lineKey)!;
      if (ean === row.ean) continue;
      await setLineEan(tx, row.id, ean);
      updated++;
    }
  });
  return updated;
}
