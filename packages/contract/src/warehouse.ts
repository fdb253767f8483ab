import { z } from 'zod';
import { positiveId } from './fields.ts';

/**
 * Warehouse scanning (spec/backoffice.md §2.10–§2.12, §3, §7.8; design/backoffice-rules.md
 * "Warehouse scanning"). The warehouse tools speak English, as the spec's labels do.
 */
export const warehouseTexts = {
  noWm: 'NO WM FOR THIS AW',
  eanEmpty: 'EAN is empty',
  barcodeEmpty: 'Barcode 2 is empty',
  notSame: "PRODUCT EAN'S ARE NOT THE SAME!!!",
  overflow: 'Overflow',
  itemNotFound: 'Item not found',
  awNotFound: 'AW not found',
  wmNotFound: 'WM not found',
  lineNotFound: 'Line not found',
  id: 'ID must be a positive number.',
  tooLong: 'The value is too long.',
  forbidden: 'You may not do this.',
} as const;

/** Every barcode is trimmed before it is checked or stored (spec §5). */
const code = (empty: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
    z.string({ error: empty }).min(1, { error: empty }).max(64, { error: warehouseTexts.tooLong }),
  );
const optionalCode = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
  z.string().max(64, { error: warehouseTexts.tooLong }),
);
export const warehouseId = positiveId(warehouseTexts.id);
const label = z.preprocess(
  (v) => (v === undefined || v === null ? '' : String(v)),
  z.string().max(60, { error: warehouseTexts.tooLong }),
);
/** "true"/"false" strings, booleans or 1/0 as the screens send them. */
const flag = z.preprocess(
  (v) =>
    v === 'true' || v === 1 || v === '1'
      ? true
      : v === 'false' || v === 0 || v === '0' || v === '' || v === undefined || v === null
        ? false
        : v,
  z.boolean(),
);

// --- work orders and documents ----------------------------------------------------------------

export const awOptionSchema = z.object({ id: z.number(), aw: z.string(), closed: z.boolean() });
export const awListReplySchema = z.array(awOptionSchema);

/** A document card (spec §3) with its work order, so a saved list can link and report on its own. */
export const wmCardSchema = z.object({
  id: z.number(),
  tr_idtrans: z.number(),
  tr_numer: z.string(),
  tr_nrobcy: z.string(),
  scanned: z.number(),
  aw_id: z.number(),
  aw: z.string(),
  two_barcode: z.boolean(),
  lines: z.number(),
  lines_done: z.number(),
});
export type WmCard = z.infer<typeof wmCardSchema>;
export const wmCardListSchema = z.array(wmCardSchema);

export const awBodySchema = z.object({ numer: warehouseId, aw: label.optional() });
export const awIdParamsSchema = z.object({ awId: warehouseId });
export const searchParamsSchema = z.object({
  number: z.string().trim().min(1, { error: warehouseTexts.wmNotFound }).max(40, { error: warehouseTexts.tooLong }),
  byId: z.enum(['true', 'false'], { error: warehouseTexts.wmNotFound }),
});
export const isGrabowskiReplySchema = z.array(z.object({ id: z.number(), aw: z.string(), is_grabowski: z.boolean() }));

export const closeAwBodySchema = z.object({ aw_id: warehouseId, aw_number: label.optional() });
export const refreshWmBodySchema = z.object({ aw: warehouseId, numer: label.optional() });
export const refreshAwBodySchema = z.object({ numer: label.optional() });
export const importReplySchema = z.object({
  message: z.string(),
  work_orders: z.number(),
  documents: z.number(),
  lines: z.number(),
  files: z.number(),
});
export type ImportReply = z.infer<typeof importReplySchema>;

// --- lines and scans -------------------------------------------------------------------------

export const wmLinesParamsSchema = z.object({ trIdtrans: warehouseId, awId: warehouseId });
/** A warehouse line (spec §3) with the original system's field names, plus the expected count. */
export const wmLineSchema = z.object({
  towp_ttw_klucz: z.number(),
  towp_ttw_nazwa: z.string(),
  p_ttw_idtowaru: z.number(),
  towp_ttw_ean: z.string(),
  quantity: z.number(),
  scanned: z.number(),
  closed: z.number(),
  tr_nrobcy: z.string(),
});
export type WmLine = z.infer<typeof wmLineSchema>;
export const wmLinesReplySchema = z.array(wmLineSchema);

/**
 * POST /scan-wm (spec §7.8). `mode` is the negated two-barcode flag as the screen sends it; the
 * two-barcode mode also sends doubleBarcode and barcode. `key` is the idempotency key of this
 * scan (also accepted as the Idempotency-Key header): a retried scan is counted once.
 */
export const scanBodySchema = z
  .object({
    idtr: warehouseId,
    mode: z.preprocess((v) => (v === undefined || v === null ? 'true' : String(v)), z.string().max(10)),
    id: code(warehouseTexts.eanEmpty),
    aw_id: warehouseId,
    doubleBarcode: flag.optional(),
    barcode: optionalCode.optional(),
    key: z
      .string()
      .trim()
      .min(8)
      .max(100)
      .regex(/^[\w-]+$/)
      .optional(),
  })
  .superRefine((b, ctx) => {
    if ((b.doubleBarcode || b.mode === 'false') && !b.barcode)
      ctx.addIssue({ code: 'custom', path: ['barcode'], message: warehouseTexts.barcodeEmpty });
  });
export type ScanBody = z.infer<typeof scanBodySchema>;
/** code: 200 counted, 404 EAN not on this document, 409 the two barcodes differ. */
export const scanReplySchema = z.object({
  message: z.string(),
  overflow: z.boolean(),
  code: z.number(),
  line: wmLineSchema.nullable(),
});
export type ScanReply = z.infer<typeof scanReplySchema>;

export const deleteWmBodySchema = z.object({
  numer: warehouseId.optional(),
  wm_number: warehouseId,
  code: warehouseId,
});

// --- the WM documents themselves (spec §2.12) --------------------------------------------------

export const wmsQuerySchema = z.object({ id: warehouseId, aw: label.optional() });
export const wmRowSchema = z.object({ tr_numer: z.string(), wm_idtrans: z.number(), scanned: z.number() });
export const wmRowsReplySchema = z.array(wmRowSchema);
export const scanWmsBodySchema = z.object({ aw_idtrans: warehouseId, wm_idtrans: code(warehouseTexts.eanEmpty) });
/** Display of a document number (spec §9). */
export const wmNumberSuffix = '/HC/20/WM';

// --- report links ----------------------------------------------------------------------------

export const awReportLinkBodySchema = z.object({
  path: z.string().regex(/^\/(aw-report|aw-report-excel|aw-not-bz)\/\d{1,10}$/, { error: warehouseTexts.awNotFound }),
});
export const awReportLinkReplySchema = z.object({ url: z.string() });
