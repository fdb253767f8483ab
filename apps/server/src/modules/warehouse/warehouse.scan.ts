import { warehouseTexts, type ScanBody, type ScanReply } from '@wohnwerk/contract/warehouse';
import type { Db } from '../../db/client.ts';
import { callScan } from './warehouse.queries.ts';

/**
 * One scan, one statement: the SQL function wm_scan (migration 0013, decision 084) runs the
 * steps of decision 080 in the database, as one atomic statement:
 * 1. the document must belong to the work order the screen is on (else null: the route answers 404);
 * 2. claim the idempotency key (a retried request finds its first answer and counts nothing);
 * 3. in two-barcode mode compare the codes for HOME/VENTE references;
 * 4. count on the first line of the document with this EAN that still needs units (else the
 *    last one, which then overflows), in one UPDATE whose row lock makes concurrent scans of a
 *    line queue instead of losing counts;
 * 5. write the event with the answer.
 */
export async function scan(db: Db, body: ScanBody, userId: number, key: string | undefined): Promise<ScanReply | null> {
  const twoBarcode = Boolean(body.doubleBarcode) || body.mode === 'false';
  const ean2 = twoBarcode ? (body.barcode ?? null) : null;
  return callScan(db, {
    workOrderId: body.aw_id,
    documentId: body.idtr,
    userId,
    ean: body.id,
    ean2,
    twoBarcode,
    key: key ?? null,
    notSame: warehouseTexts.notSame,
    overflow: warehouseTexts.overflow,
  });
}
