import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { wmDocuments, wmLines, workOrders } from '../../db/schema/warehouse.ts';

/** The statements of the warehouse export's import (warehouse.import.ts holds its rules). */

/** The work order with this aw label, created or its two-barcode mode updated; answers its id. */
export async function upsertWorkOrder(tx: Tx, aw: string, twoBarcode: boolean): Promise<number> {
  const [wo] = await tx
    .insert(workOrders)
    .values({ aw, twoBarcode })
    .onConflictDoUpdate({ target: workOrders.aw, set: { twoBarcode } })
    .returning({ id: workOrders.id });
  return wo.id;
}

/** The documents (by tr_idtrans) put under the work order; answers their ids. */
export function upsertDocuments(tx: Tx, documents: (typeof wmDocuments.$inferInsert)[]) {
  return tx
    .insert(wmDocuments)
    .values(documents)
    .onConflictDoUpdate({
      target: wmDocuments.trIdtrans,
      set: {
        workOrderId: sql`excluded.work_order_id`,
        trNumer: sql`excluded.tr_numer`,
        trNrobcy: sql`excluded.tr_nrobcy`,
      },
    })
    .returning({ id: wmDocuments.id, trIdtrans: wmDocuments.trIdtrans });
}

/**
 * Lines by their line key, updated in place: the scan count is never touched, only `closed` is
 * worked out again against a changed expected quantity.
 */
export async function upsertLines(tx: Tx, lines: (typeof wmLines.$inferInsert)[]): Promise<void> {
  await tx
    .insert(wmLines)
    .values(lines)
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

/** The known lines with these line keys and their EAN. */
export const linesByKey = (tx: Tx, lineKeys: number[]) =>
  tx
    .select({ id: wmLines.id, lineKey: wmLines.lineKey, ean: wmLines.ean })
    .from(wmLines)
    .where(inArray(wmLines.lineKey, lineKeys));

export async function setLineEan(tx: Tx, lineId: number, ean: string): Promise<void> {
  await tx.update(wmLines).set({ ean }).where(eq(wmLines.id, lineId));
}
