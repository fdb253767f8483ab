import { warehouseTexts as texts, wmNumberSuffix, type ImportReply, type ScanBody } from '@wohnwerk/contract/warehouse';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { importFolder, updateEans, type ImportCounts } from './warehouse.import.ts';
import { ImportFileError } from './warehouse.import-files.ts';
import * as warehouseQueries from './warehouse.queries.ts';
import { scan } from './warehouse.scan.ts';

const importReply = (message: string, c: ImportCounts): ImportReply => ({
  message,
  work_orders: c.workOrders,
  documents: c.documents,
  lines: c.lines,
  files: c.files,
});

export class WarehouseService {
  constructor(
    private readonly db: Db,
    private readonly importDir: string,
  ) {}

  workOrders() {
    return warehouseQueries.listWorkOrders(this.db);
  }

  async workOrder(id: number) {
    const wo = await warehouseQueries.findWorkOrder(this.db, id);
    if (!wo) throw new AppError('not_found', texts.awNotFound);
    return wo;
  }

  /** POST /aw: the documents of a work order; 404 "NO WM FOR THIS AW" when it has none. */
  async documents(id: number) {
    const cards = await warehouseQueries.cardsOfWorkOrder(this.db, id);
    if (!cards.length) throw new AppError('not_found', texts.noWm);
    return cards;
  }

  async search(number: string, byIdtrans: boolean) {
    const cards = await warehouseQueries.searchDocuments(this.db, number, byIdtrans);
    if (!cards.length)
      throw new AppError('not_found', `WM ${number} NOT FOUND (${byIdtrans ? 'id_trans' : 'tr_numer'})`);
    return cards;
  }

  async isGrabowski(id: number) {
    const wo = await this.workOrder(id);
    return [{ id: wo.id, aw: wo.aw, is_grabowski: wo.twoBarcode }];
  }

  /** The document must belong to the work order the screen is on: a mistyped id never scans into another order. */
  async document(trIdtrans: number, awId: number) {
    const doc = await warehouseQueries.findDocument(this.db, trIdtrans);
    if (!doc || doc.workOrderId !== awId) throw new AppError('not_found', texts.wmNotFound);
    return doc;
  }

  async lines(trIdtrans: number, awId: number) {
    const doc = await this.document(trIdtrans, awId);
    return warehouseQueries.linesOfDocument(this.db, doc.id);
  }

  async scan(body: ScanBody, userId: number, key: string | undefined) {
    const reply = await scan(this.db, body, userId, key);
    // A mistyped id never scans into another order, and nothing is recorded.
    if (!reply) throw new AppError('not_found', texts.wmNotFound);
    return reply;
  }

  async wmRows(awId: number) {
    await this.workOrder(awId);
    return warehouseQueries.wmRows(this.db, awId);
  }

  /**
   * Scanning a WM document itself (spec §2.12): 1 when every line of it is complete, 2 (warning)
   * when it is scanned while lines are missing or over. The scanned code may be the transaction
   * id or the printed "{number}/HC/20/WM".
   */
  async scanWms(awId: number, scanned: string, userId: number) {
    await this.workOrder(awId);
    const number = scanned.endsWith(wmNumberSuffix) ? scanned.slice(0, -wmNumberSuffix.length) : scanned;
    const doc = await warehouseQueries.documentOfWorkOrder(this.db, awId, number);
    if (!doc) return { message: `WM ${scanned} IS NOT IN THIS AW` };
    return this.db.transaction(async (t) => {
      const open = await warehouseQueries.openLinesOf(t, doc.id);
      const flag = open === 0 ? 1 : 2;
      await warehouseQueries.markDocumentScanned(t, doc.id, flag);
      await warehouseQueries.recordScanEvent(t, {
        userId,
        documentId: doc.id,
        ean: scanned.slice(0, 64),
        result: flag === 1 ? 'wm_ok' : 'wm_warning',
      });
      return {
        message:
          flag === 1
            ? `WM ${doc.trNumer}${wmNumberSuffix} SCANNED`
            : `WM ${doc.trNumer}${wmNumberSuffix} SCANNED WITH ${open} OPEN LINES`,
      };
    });
  }

  /** Close keeps every count: it marks the work order done, the scans stay for the reports. */
  async close(awId: number) {
    const wo = await this.workOrder(awId);
    await warehouseQueries.closeWorkOrder(this.db, awId);
    return { message: `${wo.aw} CLOSED` };
  }

  /** Admin: a line's scans are taken back (the line itself comes from the warehouse system and stays). */
  async resetLine(trIdtrans: number, lineKey: number, userId: number) {
    const doc = await warehouseQueries.findDocument(this.db, trIdtrans);
    const line = doc ? await warehouseQueries.findLine(this.db, doc.id, lineKey) : null;
    if (!doc || !line) throw new AppError('not_found', texts.lineNotFound);
    await this.db.transaction(async (t) => {
      await warehouseQueries.resetLineScans(t, line.id);
      await warehouseQueries.recordScanEvent(t, {
        userId,
        documentId: doc.id,
        lineId: line.id,
        ean: String(lineKey),
        result: 'reset',
      });
    });
    return { message: `LINE ${lineKey} DELETED` };
  }

  private async runImport<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof ImportFileError) throw new AppError('conflict', err.message);
      throw err;
    }
  }

  async refreshWm(awId: number) {
    const wo = await this.workOrder(awId);
    const counts = await this.runImport(() => importFolder(this.db, this.importDir, [wo.aw]));
    return importReply(counts.workOrders ? `${wo.aw} REFRESHED` : `${wo.aw} IS NOT IN THE WAREHOUSE EXPORT`, counts);
  }

  async refreshAll() {
    const counts = await this.runImport(() => importFolder(this.db, this.importDir));
    return importReply(`${counts.workOrders} AW REFRESHED`, counts);
  }

  async updateEans() {
    const n = await this.runImport(() => updateEans(this.db, this.importDir));
    return { message: `${n} EAN UPDATED` };
  }
}
