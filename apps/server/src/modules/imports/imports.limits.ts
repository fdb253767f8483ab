/**
 * What an import file may cost to read (docs/decisions/149). The upload limit bounds the bytes
 * sent; an XLSX is a ZIP, so a few hundred kB can unpack to gigabytes. These bound what the
 * reader unpacks and keeps, so a crafted file fails fast with a clear message instead of
 * filling memory, disk or minutes of a worker.
 */
export const XLSX_LIMITS = {
  /** Unpacked bytes of the parts read (workbook, its relations, shared strings, first sheet). A
   * 100,000-product export unpacks to about 150 MB. */
  unpackedBytes: 500 * 1024 * 1024,
  /** Of those, the shared strings: they are held in memory while the sheet is read. */
  sharedStringBytes: 150 * 1024 * 1024,
  /** Excel's own sheet size. */
  rows: 1_048_576,
  columns: 16_384,
  /** Parts in the ZIP: a workbook has a few dozen; millions would only cost time to list. */
  entries: 10_000,
};

export type XlsxLimits = typeof XLSX_LIMITS;

/**
 * The file as a whole cannot be read (too large unpacked, broken, wrong encoding): the import
 * fails with this message (German, as the shop administration) and no row error.
 */
export class ImportFileError extends Error {}
