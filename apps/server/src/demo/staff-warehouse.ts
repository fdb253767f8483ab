import type { scanEvents, wmDocuments, wmLines, workOrders } from '../db/schema/warehouse.ts';
import { rng } from './random.ts';

export interface WarehouseIds {
  workOrder: number;
  document: number;
  line: number;
  trIdtrans: number;
  lineKey: number;
}

export interface DemoWarehouse {
  workOrders: (typeof workOrders.$inferInsert & { id: number })[];
  documents: (typeof wmDocuments.$inferInsert & { id: number })[];
  lines: (typeof wmLines.$inferInsert & { id: number })[];
  events: (typeof scanEvents.$inferInsert)[];
}

const references: [(n: number) => string, number][] = [
  [(n) => `HOME24-${4_700_000 + (n % 100_000)}`, 3],
  [(n) => `VENTE-UNIQUE-${88_000 + (n % 1000)}`, 2],
  [(n) => `OTTO-${55_000 + (n % 1000)}`, 3],
  [(n) => `WOHNWERK-${10_000 + (n % 1000)}`, 2],
];

/**
 * Work orders as the warehouse system would deliver them: documents (one per customer order) with
 * lines of real demo products. The oldest order is closed and fully scanned, the next one is half
 * way through (including one overflow warning), the rest are waiting.
 */
export function generateWarehouse(options: {
  products: { id: number; name: string; ean?: string | null; isLight?: boolean | null }[];
  staffIds: number[];
  year: number;
  now: Date;
  ids: WarehouseIds;
}): DemoWarehouse {
  const r = rng('wohnwerk-warehouse');
  const pool = options.products.filter((p) => !p.isLight && p.ean);
  const out: DemoWarehouse = { workOrders: [], documents: [], lines: [], events: [] };
  if (!pool.length) return out;
  let { workOrder: woId, document: docId, line: lineId, trIdtrans, lineKey } = options.ids;
  let awNumber = 400 + r.int(0, 20);
  const count = r.int(6, 10);
  const minutesAgo = (m: number) => new Date(options.now.getTime() - m * 60_000);

  for (let w = 0; w < count; w++) {
    awNumber += r.int(3, 17);
    const twoBarcode = w % 3 === 1;
    const closed = w === 0;
    const workOrder = {
      id: ++woId,
      aw: `AW ${options.year}/${String(awNumber).padStart(4, '0')}`,
      twoBarcode,
      closedAt: closed ? minutesAgo(3 * 24 * 60) : null,
      createdAt: minutesAgo((count - w) * 24 * 60 + 8 * 60),
    };
    out.workOrders.push(workOrder);
    const docCount = r.int(3, 12);
    for (let d = 0; d < docCount; d++) {
      trIdtrans += r.int(1, 9);
      // Two-barcode orders are the marketplace ones whose labels carry their own EAN.
      const ref = twoBarcode ? r.pick(references.slice(0, 2))[0] : r.weighted(references);
      const doc = {
        id: ++docId,
        workOrderId: workOrder.id,
        trIdtrans,
        trNumer: String(trIdtrans - 4_690_000),
        trNrobcy: ref(trIdtrans),
        scanned: 0,
      };
      out.documents.push(doc);
      const lineCount = r.int(2, 15);
      const picked = r.sample(pool, lineCount);
      // Which state this document's lines are in: fully scanned, partly scanned, one overflow, or untouched.
      const state = closed ? 'full' : w === 1 ? (['full', 'partial', 'overflow'][d] ?? 'open') : 'open';
      picked.forEach((p, i) => {
        const expected = r.int(1, 4);
        let scanned = 0;
        let lineClosed = 0;
        if (state === 'full' || (state === 'partial' && i === 0)) [scanned, lineClosed] = [expected, 1];
        else if (state === 'partial' && i === 1) scanned = Math.max(0, expected - 1);
        else if (state === 'overflow' && i === 0) [scanned, lineClosed] = [expected + 1, 2];
        const line = {
          id: ++lineId,
          documentId: doc.id,
          lineKey: ++lineKey,
          productName: p.name,
          productRef: p.id,
          ean: p.ean!,
          expectedQty: expected,
          scannedQty: scanned,
          closed: lineClosed,
        };
        out.lines.push(line);
        for (let u = 0; u < scanned; u++) {
          out.events.push({
            userId: r.pick(options.staffIds),
            documentId: doc.id,
            lineId: line.id,
            ean: line.ean,
            ean2: twoBarcode ? line.ean : null,
            result: u >= expected ? 'overflow' : 'ok',
            createdAt: minutesAgo((closed ? 4 * 24 * 60 : 90) - out.events.length),
          });
        }
      });
      doc.scanned = state === 'full' ? 1 : state === 'overflow' ? 2 : 0;
    }
  }
  return out;
}
