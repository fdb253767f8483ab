import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ScanReply, WmCard, WmLine } from '@wohnwerk/contract/warehouse';
import type { Db, Tx } from '../../db/client.ts';
import { rows } from '../../db/raw.ts';
import { scanEvents, wmDocuments, wmLines, workOrders } from '../../db/schema/warehouse.ts';

/** Open work orders first, newest first: the picker's order. */
export function listWorkOrders(db: Db) {
  return db
    .select({ id: workOrders.id, aw: workOrders.aw, closed: sql<boolean>`${workOrders.closedAt} is not null` })
    .from(workOrders)
    .orderBy(sql`${workOrders.closedAt} is not null`, desc(workOrders.id));
}

export async function findWorkOrder(db: Db, id: number) {
  const [row] = await db.select().from(workOrders).where(eq(workOrders.id, id)).limit(1);
  return row ?? null;
}

const cardColumns = {
  id: wmDocuments.id,
  tr_idtrans: wmDocuments.trIdtrans,
  tr_numer: wmDocuments.trNumer,
  tr_nrobcy: wmDocuments.trNrobcy,
  scanned: sql<number>`${wmDocuments.scanned}::int`,
  aw_id: workOrders.id,
  aw: workOrders.aw,
  two_barcode: workOrders.twoBarcode,
  lines: sql<number>`(select count(*)::int from ${wmLines} where ${wmLines.documentId} = ${wmDocuments.id})`,
  lines_done: sql<number>`(select count(*)::int from ${wmLines} where ${wmLines.documentId} = ${wmDocuments.id} and ${wmLines.closed} = 1)`,
};

function cards(db: Db, where: SQL | undefined): Promise<WmCard[]> {
  return db
    .select(cardColumns)
    .from(wmDocuments)
    .innerJoin(workOrders, eq(workOrders.id, wmDocuments.workOrderId))
    .where(where)
    .orderBy(asc(wmDocuments.trNumer), asc(wmDocuments.id));
}

export const cardsOfWorkOrder = (db: Db, workOrderId: number) => cards(db, eq(wmDocuments.workOrderId, workOrderId));

/** Admin search: by the document's transaction id or by its number. */
export function searchDocuments(db: Db, number: string, byIdtrans: boolean) {
  if (byIdtrans) {
    const id = Number(number);
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return Promise.resolve([]);
    return cards(db, eq(wmDocuments.trIdtrans, id));
  }
  return cards(db, eq(wmDocuments.trNumer, number));
}

export async function findDocument(db: Db, trIdtrans: number) {
  const [row] = await db
    .select({
      id: wmDocuments.id,
      workOrderId: wmDocuments.workOrderId,
      trIdtrans: wmDocuments.trIdtrans,
      trNumer: wmDocuments.trNumer,
      trNrobcy: wmDocuments.trNrobcy,
    })
    .from(wmDocuments)
    .where(eq(wmDocuments.trIdtrans, trIdtrans))
    .limit(1);
  return row ?? null;
}

const lineColumns = {
  towp_ttw_klucz: wmLines.lineKey,
  towp_ttw_nazwa: wmLines.productName,
  p_ttw_idtowaru: wmLines.productRef,
  towp_ttw_ean: wmLines.ean,
  quantity: wmLines.expectedQty,
  scanned: wmLines.scannedQty,
  closed: sql<number>`${wmLines.closed}::int`,
  tr_nrobcy: wmDocuments.trNrobcy,
};

export function linesOfDocument(db: Db, documentId: number): Promise<WmLine[]> {
  return db
    .select(lineColumns)
    .from(wmLines)
    .innerJoin(wmDocuments, eq(wmDocuments.id, wmLines.documentId))
    .where(eq(wmLines.documentId, documentId))
    .orderBy(asc(wmLines.lineKey));
}

export function wmRows(db: Db, workOrderId: number) {
  return db
    .select({
      tr_numer: wmDocuments.trNumer,
      wm_idtrans: wmDocuments.trIdtrans,
      scanned: sql<number>`${wmDocuments.scanned}::int`,
    })
    .from(wmDocuments)
    .where(eq(wmDocuments.workOrderId, workOrderId))
    .orderBy(asc(wmDocuments.trNumer), asc(wmDocuments.id));
}

/** Every line of a work order with its document, for the reports. */
export function reportLines(db: Db, workOrderId: number) {
  return db
    .select({
      trIdtrans: wmDocuments.trIdtrans,
      trNumer: wmDocuments.trNumer,
      trNrobcy: wmDocuments.trNrobcy,
      lineKey: wmLines.lineKey,
      name: wmLines.productName,
      productRef: wmLines.productRef,
      ean: wmLines.ean,
      expected: wmLines.expectedQty,
      scanned: wmLines.scannedQty,
      closed: wmLines.closed,
    })
    .from(wmLines)
    .innerJoin(wmDocuments, eq(wmDocuments.id, wmLines.documentId))
    .where(eq(wmDocuments.workOrderId, workOrderId))
    .orderBy(asc(wmDocuments.trNumer), asc(wmDocuments.id), asc(wmLines.lineKey));
}

export async function findLine(db: Db, documentId: number, lineKey: number) {
  const [row] = await db
    .select({ id: wmLines.id })
    .from(wmLines)
    .where(and(eq(wmLines.documentId, documentId), eq(wmLines.lineKey, lineKey)))
    .limit(1);
  return row ?? null;
}

/** A WM document of a work order by its transaction id or its printed number. */
export async function documentOfWorkOrder(db: Db, workOrderId: number, number: string) {
  const [doc] = await db
    .select({ id: wmDocuments.id, trNumer: wmDocuments.trNumer })
    .from(wmDocuments)
    .where(
      and(
        eq(wmDocuments.workOrderId, workOrderId),
        /^\d{1,10}$/.test(number) && Number(number) <= 2_147_483_647
          ? sql`(${wmDocuments.trIdtrans} = ${Number(number)} or ${wmDocuments.trNumer} = ${number})`
          : eq(wmDocuments.trNumer, number),
      ),
    )
    .limit(1);
  return doc;
}

/** How many lines of a document are not complete. */
export async function openLinesOf(db: Tx, documentId: number): Promise<number> {
  const [state] = await db
    .select({ open: sql<number>`count(*) filter (where ${wmLines.closed} <> 1)::int` })
    .from(wmLines)
    .where(eq(wmLines.documentId, documentId));
  return state.open;
}

/** 1: scanned complete, 2: scanned with lines missing or over. */
export async function markDocumentScanned(db: Tx, documentId: number, flag: 1 | 2): Promise<void> {
  await db.update(wmDocuments).set({ scanned: flag }).where(eq(wmDocuments.id, documentId));
}

export async function recordScanEvent(db: Tx, event: typeof scanEvents.$inferInsert): Promise<void> {
  await db.insert(scanEvents).values(event);
}

/** Marks a work order done (once: a second close keeps the first moment). */
export async function closeWorkOrder(db: Db, id: number): Promise<void> {
  await db
    .update(workOrders)
    .set({ closedAt: sql`coalesce(${workOrders.closedAt}, now())` })
    .where(eq(workOrders.id, id));
}

/** A line's scans taken back. */
export async function resetLineScans(db: Tx, lineId: number): Promise<void> {
  await db.update(wmLines).set({ scannedQty: 0, closed: 0 }).where(eq(wmLines.id, lineId));
}

/** One call of the SQL function wm_scan (migration 0013): its answer, null when the document is not the work order's. */
export async function callScan(
  db: Db,
  p: {
    workOrderId: number;
    documentId: number;
    userId: number;
    ean: string;
    ean2: string | null;
    twoBarcode: boolean;
    key: string | null;
    notSame: string;
    overflow: string;
  },
): Promise<ScanReply | null> {
  const [row] = await rows<{ reply: ScanReply | null }>(
    db,
    sql`select wm_scan(
    ${p.workOrderId}::int, ${p.documentId}::int, ${p.userId}::int, ${p.ean}::varchar, ${p.ean2}::varchar, ${p.twoBarcode}::boolean, ${p.key}::varchar,
    ${p.notSame}::text, ${p.overflow}::text) as reply`,
  );
  return row.reply;
}
