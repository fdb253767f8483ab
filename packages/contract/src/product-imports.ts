import { z } from 'zod';

/**
 * Product export and import (/api/v1/admin/products/export, /api/v1/admin/imports). One file
 * layout both ways, so export → edit in Excel → import round-trips: a header row with these
 * German column names, one product per row, keyed by Artikelnummer. An import file may leave
 * out any column but Artikelnummer: an update changes only the columns the file has; a new
 * product needs the required ones (Name, Kategorie, Shop, Preis, Bestand).
 */
export const PRODUCT_COLUMNS = [
  { key: 'code', header: 'Artikelnummer', note: 'Schlüssel der Zeile; unbekannte Nummern legen Artikel an.' },
  { key: 'name', header: 'Name', note: 'Pflicht für neue Artikel.' },
  { key: 'category', header: 'Kategorie', note: 'Name oder Adresse (Slug) einer bestehenden Kategorie.' },
  { key: 'shop', header: 'Shop', note: 'Name oder Slug eines bestehenden Shops.' },
  { key: 'brand', header: 'Marke', note: 'Name oder Slug einer bestehenden Marke; leer: keine.' },
  { key: 'series', header: 'Serie', note: 'Name einer bestehenden Serie; leer: keine.' },
  { key: 'price', header: 'Preis', note: 'Verkaufspreis brutto in Euro, 1.234,56 oder 1234.56.' },
  { key: 'old_price', header: 'Alter Preis', note: 'Streichpreis in Euro; leer: keiner.' },
  { key: 'purchase_price', header: 'Einkaufspreis', note: 'In Euro; leer: unbekannt.' },
  { key: 'stock', header: 'Bestand', note: 'Ganze Zahl ≥ 0.' },
  { key: 'delivery_weeks', header: 'Lieferzeit (Wochen)', note: 'z. B. 1-2 oder 6.' },
  { key: 'tax', header: 'Steuersatz', note: '19 oder 7.' },
  { key: 'active', header: 'Aktiv', note: 'ja oder nein.' },
  { key: 'best_seller', header: 'Bestseller', note: 'ja oder nein.' },
  { key: 'front_color', header: 'Farbe Front', note: '' },
  { key: 'body_color', header: 'Farbe Korpus', note: '' },
  { key: 'dimensions', header: 'Maße', note: 'z. B. 180x200.' },
  { key: 'variant_group', header: 'Variantengruppe', note: 'Artikel einer Gruppe sind Varianten voneinander.' },
  { key: 'ean', header: 'EAN', note: '8, 12, 13 oder 14 Ziffern mit Prüfziffer.' },
  { key: 'cbm', header: 'cbm', note: 'Volumen in m³.' },
  { key: 'kg', header: 'kg', note: 'Gewicht in kg.' },
  { key: 'coli', header: 'Colli', note: 'Anzahl Packstücke.' },
  { key: 'description', header: 'Beschreibung', note: 'Text (HTML wird beim Anzeigen bereinigt).' },
] as const;

export type ProductColumnKey = (typeof PRODUCT_COLUMNS)[number]['key'];
/** A seller's file leaves out Bestseller, which Wohnwerk sets and their import does not read (decision 172). */
export const SELLER_PRODUCT_COLUMNS = PRODUCT_COLUMNS.filter((c) => c.key !== 'best_seller');
export const exportFormats = ['csv', 'xlsx'] as const;
export const productExportQuerySchema = z.object({
  format: z.enum(exportFormats, { error: 'Das Format muss csv oder xlsx sein.' }).default('csv'),
});

export const IMPORT_MAX_BYTES = 100 * 1024 * 1024;
export const importStatuses = ['queued', 'checking', 'checked', 'applying', 'applied', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];
/** At most this many error rows in the status answer; all of them in the download. */
export const IMPORT_ERRORS_SHOWN = 500;

export const importErrorSchema = z.object({
  row: z.number().int(),
  /** The row's Artikelnummer as the file gave it; null when it had none. */
  code: z.string().nullable(),
  column: z.string(),
  /** What the file held in that column, as text; null when the cell was empty. */
  value: z.string().nullable(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

export const importStatusSchema = z.object({
  id: z.string(),
  status: z.enum(importStatuses),
  file_name: z.string(),
  rows_total: z.number().int(),
  rows_done: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Every row error counted; `errors` lists the first IMPORT_ERRORS_SHOWN. */
  errors_total: z.number().int(),
  /** The file's rows with at least one error: never applied ("4 übernommen, 1 mit Fehler"). */
  rows_with_errors: z.number().int(),
  errors: z.array(importErrorSchema),
  failure: z.string().nullable(),
  created_at: z.string(),
  /** When the dry run finished; a failed import with it set failed while applying, and applying again continues. */
  checked_at: z.string().nullable(),
  applied_at: z.string().nullable(),
});
export type ImportStatusReply = z.infer<typeof importStatusSchema>;
export const importListSchema = z.object({ data: z.array(importStatusSchema.omit({ errors: true })) });
export type ImportListReply = z.infer<typeof importListSchema>;
export const importCreatedSchema = z.object({ id: z.string(), status: z.enum(importStatuses) });
/**
 * The refused rows as a file to correct and upload again: the upload's own header and cells,
 * plus a last column REFUSED_ERROR_HEADER (which the import does not read). Default: the upload's format.
 */
export const importRefusedQuerySchema = z.object({
  format: z.enum(exportFormats, { error: 'Das Format muss csv oder xlsx sein.' }).optional(),
});
export const REFUSED_ERROR_HEADER = 'Fehler';
export const importIdParamsSchema = z.object({
  id: z.uuid({ error: 'Unbekannter Import.' }),
});

export const importMessages = {
  noFile: 'Bitte wählen Sie eine CSV- oder XLSX-Datei.',
  wrongType: 'Die Datei muss eine CSV- oder XLSX-Datei sein.',
  tooLarge: 'Die Datei darf höchstens 100 MB groß sein.',
  notChecked: 'Der Import kann erst nach der Prüfung übernommen werden.',
  missingCode: 'Die Spalte „Artikelnummer“ fehlt in der Kopfzeile.',
  duplicateCode: 'Diese Artikelnummer steht mehrfach in der Datei.',
  deletedProduct:
    'Dieser Artikel wurde gelöscht; die Zeile wird nicht übernommen. Stellen Sie ihn zuerst unter „Gelöscht“ wieder her.',
  unknownColumn: 'Unbekannte Spalte; sie wird nicht übernommen.',
  /** A seller's file (decision 172): the bestseller flag is Wohnwerk's to set. */
  staffOnlyColumn: 'Den Bestseller legt Wohnwerk fest; die Spalte wird nicht übernommen.',
  /** A seller's row names a shop of Wohnwerk's or of another seller. */
  foreignShop: 'Dieser Shop gehört nicht zu Ihren Shops.',
  /** A seller's row names the Artikelnummer of a product of a shop not theirs. */
  foreignCode:
    'Diese Artikelnummer gehört zu einem Artikel, der nicht in Ihren Shops ist; die Zeile wird nicht übernommen.',
  deletedProductSeller:
    'Dieser Artikel wurde gelöscht; die Zeile wird nicht übernommen. Bitte wenden Sie sich an Wohnwerk, um ihn wiederherzustellen.',
  /** Found when applying: the catalogue changed after the dry run, the row is left out and counted with errors. */
  deletedSinceCheck: 'Dieser Artikel wurde nach der Prüfung gelöscht; die Zeile wurde nicht übernommen.',
  takenSinceCheck:
    'Diese Artikelnummer wurde nach der Prüfung vergeben; die Zeile wurde nicht übernommen. Bitte laden Sie die Datei erneut hoch.',
  foreignSinceCheck: 'Dieser Shop gehört seit der Prüfung nicht mehr zu Ihren Shops; die Zeile wurde nicht übernommen.',
  unreadable: 'Die Datei konnte nicht gelesen werden.',
  interrupted: 'Der Import wurde unterbrochen und nicht übernommen. Bitte laden Sie die Datei erneut hoch.',
  applyInterrupted:
    'Die Übernahme wurde unterbrochen: Die gezählten Zeilen sind übernommen, die übrigen noch nicht. „Übernehmen“ setzt sie fort.',
  unknownCategory: 'Diese Kategorie gibt es nicht.',
  unknownShop: 'Diesen Shop gibt es nicht.',
  unknownBrand: 'Diese Marke gibt es nicht.',
  unknownSeries: 'Diese Serie gibt es nicht.',
  required: 'Dies ist ein Pflichtfeld für neue Artikel.',
  yesNo: 'Bitte „ja“ oder „nein“ angeben.',
  unpackedTooLarge:
    'Die Datei ist entpackt zu groß: Eine XLSX-Datei darf höchstens 500 MB Tabellendaten enthalten. Bitte teilen Sie sie auf mehrere Dateien auf oder laden Sie sie als CSV hoch.',
  tooManyCells:
    'Die Datei hat zu viele Zeilen oder Spalten (höchstens 1.048.576 Zeilen und 16.384 Spalten, wie in Excel).',
  utf16:
    'Die Datei ist als UTF-16 („Unicode-Text“) gespeichert. Bitte speichern Sie sie in Excel als „CSV UTF-8“ oder „CSV (Trennzeichen-getrennt)“.',
  /** A CSV that is neither UTF-8 nor Windows-1252 text (what German Excel's CSV formats write). */
  encoding: (line: number) =>
    `Die Datei enthält in Zeile ${line} Zeichen, die weder UTF-8 noch Windows-1252 sind. Bitte speichern Sie sie in Excel als „CSV UTF-8“.`,
} as const;
