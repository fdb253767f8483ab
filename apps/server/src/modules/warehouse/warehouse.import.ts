import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { wmDocuments, wmLines, workOrders } from '../../db/schema/warehouse.ts';
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
      const [wo] = await tx
        .insert(workOrders)
        .values({ aw: order.aw, twoBarcode: order.twoBarcode })
        .onConflictDoUpdate({ target: workOrders.aw, set: { twoBarcode: order.twoBarcode } })
        .returning({ id: workOrders.id });
      counts.workOrders++;
      if (!order.documents.length) continue;
      const docs = await tx
        .insert(wmDocuments)
        .values(
          order.documents.map((d) => ({
            workOrderId: wo.id,
            trIdtrans: d.trIdtrans,
            trNumer: d.trNumer,
            trNrobcy: d.trNrobcy,
          })),
        )
        .onConflictDoUpdate({
          target: wmDocuments.trIdtrans,
          set: { workOrderId: wo.id, trNumer: sql`excluded.tr_numer`, trNrobcy: sql`excluded.tr_nrobcy` },
        })
        .returning({ id: wmDocuments.id, trIdtrans: wmDocuments.trIdtrans });
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
      for (let i = 0; i < lines.length; i += BATCH) {
        await tx
          .insert(wmLines)
          .values(lines.slice(i, i + BATCH))
          .onConflictDoUpdate({
            target: wmLines.lineKey,
            set: {
              documentId: sql`excluded.document_id`,
              productName: sql`excluded.product_name`,
              productRef: sql`excluded.product_ref`,
              ean: sql`excluded.ean`,
              expectedQty: sql`excluded.expected_qty`,
              closed: sql`case when ${wmLines.scannedQty} > excluded.expected_qty then 2 when ${wmLines.scannedQty} = excluded.expected_qty and ${wmLines.scannedQty} > 0 then 1 else 0 end`,
            },
          });
      }
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
    const known = await tx
      .select({ id: wmLines.id, lineKey: wmLines.lineKey, ean: wmLines.ean })
      .from(wmLines)
      .where(inArray(wmLines.lineKey, [...byKey.keys()]));
    for (const row of known) {
      const ean = byKey.get(row.lineKey)!;
      if (ean === row.ean) continue;
      await tx.update(wmLines).set({ ean }).where(eq(wmLines.id, row.id));
      updated++;
    }
  });
  return updated;
}
