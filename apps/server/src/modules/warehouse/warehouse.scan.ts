import { eq, sql } from 'drizzle-orm';
import { warehouseTexts, type ScanBody, type ScanReply, type WmLine } from '@wohnwerk/contract/warehouse';
import type { Db } from '../../db/client.ts';
import { scanEvents } from '../../db/schema/warehouse.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Result = 'ok' | 'overflow' | 'not_found' | 'mismatch';

export interface ScanDocument {
  id: number;
  trNumer: string;
  trNrobcy: string;
}

/** Barcode comparison applies only to these customer references (spec §9). */
export const comparesBarcodes = (reference: string) => /HOME|VENTE/i.test(reference);

/**
 * One scan as a named sequence of steps in one transaction (DESIGN.md convention 6):
 * 1. claim the idempotency key (a retried request finds its first answer and counts nothing);
 * 2. in two-barcode mode compare the codes for HOME/VENTE references;
 * 3. count on the first line of the document with this EAN that still needs units (else the
 *    last one, which then overflows), in one UPDATE whose row lock makes concurrent scans of a
 *    line queue instead of losing counts;
 * 4. write the event with the answer.
 */
export async function scan(db: Db, doc: ScanDocument, body: ScanBody, userId: number, key: string | undefined): Promise<ScanReply> {
  return db.transaction(async (tx) => {
    const twoBarcode = Boolean(body.doubleBarcode) || body.mode === 'false';
    const ean2 = twoBarcode ? (body.barcode ?? null) : null;
    let eventId: number | null = null;
    if (key) {
      const [claimed] = await tx
        .insert(scanEvents)
        .values({ userId, documentId: doc.id, ean: body.id, ean2, result: 'pending', requestKey: key })
        .onConflictDoNothing({ target: scanEvents.requestKey })
        .returning({ id: scanEvents.id });
      if (!claimed) return replay(tx, key);
      eventId = claimed.id;
    }

    let result: Result;
    let reply: ScanReply;
    let lineId: number | null = null;
    if (twoBarcode && comparesBarcodes(doc.trNrobcy) && body.id !== ean2) {
      result = 'mismatch';
      reply = { message: warehouseTexts.notSame, overflow: false, code: 409, line: null };
    } else {
      const line = await countOne(tx, doc.id, body.id);
      if (!line) {
        result = 'not_found';
        reply = { message: `EAN ${body.id} is not on WM ${doc.trNumer}`, overflow: false, code: 404, line: null };
      } else {
        lineId = line.id;
        const overflow = line.scanned > line.quantity;
        result = overflow ? 'overflow' : 'ok';
        const { id: _id, ...shown } = line;
        reply = {
          message: overflow ? `${warehouseTexts.overflow}: ${line.towp_ttw_nazwa} ${line.scanned}/${line.quantity}` : `${line.towp_ttw_nazwa} ${line.scanned}/${line.quantity}`,
          overflow,
          code: 200,
          line: shown,
        };
      }
    }

    const fields = { lineId, result, reply };
    if (eventId) await tx.update(scanEvents).set(fields).where(eq(scanEvents.id, eventId));
    else await tx.insert(scanEvents).values({ userId, documentId: doc.id, ean: body.id, ean2, ...fields });
    return reply;
  });
}

async function replay(tx: Tx, key: string): Promise<ScanReply> {
  const [first] = await tx.select({ reply: scanEvents.reply }).from(scanEvents).where(eq(scanEvents.requestKey, key)).limit(1);
  return first.reply as ScanReply;
}

async function countOne(tx: Tx, documentId: number, ean: string): Promise<(WmLine & { id: number }) | null> {
  const result = await tx.execute(sql`
    update wm_lines l set
      scanned_qty = l.scanned_qty + 1,
      closed = case when l.scanned_qty + 1 > l.expected_qty then 2 when l.scanned_qty + 1 = l.expected_qty then 1 else 0 end
    from wm_documents d
    where d.id = l.document_id and l.id = (
      select id from wm_lines
      where document_id = ${documentId} and ean = ${ean}
      order by (scanned_qty >= expected_qty), line_key
      limit 1 for update
    )
    returning l.id, l.line_key as towp_ttw_klucz, l.product_name as towp_ttw_nazwa, l.product_ref as p_ttw_idtowaru, l.ean as towp_ttw_ean,
      l.expected_qty as quantity, l.scanned_qty as scanned, l.closed::int as closed, d.tr_nrobcy`);
  const rows = (result as unknown as { rows: (WmLine & { id: number })[] }).rows;
  return rows[0] ?? null;
}
