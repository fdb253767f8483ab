import type { Readable } from 'node:stream';
import { type AccountingExportQuery, accountingTexts } from '@wohnwerk/contract/accounting';
import { berlinWallClock } from '@wohnwerk/contract/shop-time';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { spreadsheetCsv } from '../../lib/csv.ts';
import { orderShares } from '../../lib/vat.ts';
import { type BookedDocument, documentsOfMonth } from './accounting.queries.ts';

/** The DATEV settings of config.ts (decision 155). */
export type DatevSettings = Pick<
  Config,
  | 'DATEV_BERATER_NR'
  | 'DATEV_MANDANTEN_NR'
  | 'DATEV_WJ_BEGINN'
  | 'DATEV_SACHKONTENLAENGE'
  | 'DATEV_ERLOESKONTEN'
  | 'DATEV_KONTO'
>;

/** One booking: one document's share at one VAT rate. */
export interface Booking {
  document: BookedDocument;
  rate: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  revenueAccount: string;
}

/**
 * One booking per document and rate (§14 Abs. 4 Nr. 8 UStG: the rates are booked apart, each on
 * its revenue account). A rate without a configured account stops the export: a file that books
 * 0 % or 5 % revenue on the 19 % account would be wrong in the VAT return.
 */
function bookingsOf(documents: BookedDocument[], settings: DatevSettings): Booking[] {
  return documents.flatMap((document) =>
    orderShares(document)
      .filter((share) => share.grossCents !== 0)
      .map((share) => {
        const revenueAccount = settings.DATEV_ERLOESKONTEN[String(share.rate)];
        if (!revenueAccount) throw fieldError('month', accountingTexts.noAccount(share.rate));
        return { document, ...share, revenueAccount };
      }),
  );
}

/** 12345 cents as DATEV and German spreadsheets write amounts: 123,45 (no thousands separator). */
const decimalComma = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
};

const [year, month] = [(m: string) => Number(m.slice(0, 4)), (m: string) => Number(m.slice(5, 7))];
const lastDayOf = (m: string) => new Date(Date.UTC(year(m), month(m), 0)).getUTCDate();
const kindOf = (d: BookedDocument) => (d.type === 'invoice' ? 'Rechnung' : 'Rechnungskorrektur');

/**
 * Windows-1252, the encoding DATEV reads (its import takes no UTF-8). Latin-1 maps to the same
 * byte; the 0x80–0x9F block holds € and typographic marks; anything else becomes "?". The table
 * comes from Node's own decoder, so it cannot disagree with what a reader decodes.
 */
const cp1252High = new Map<string, number>();
{
  const decoder = new TextDecoder('windows-1252');
  for (let b = 0x80; b <= 0x9f; b++) cp1252High.set(decoder.decode(Uint8Array.of(b)), b);
}
function windows1252(text: string): Buffer {
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0x3f;
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else bytes.push(cp1252High.get(ch) ?? 0x3f);
  }
  return Buffer.from(bytes);
}

/**
 * A DATEV text field: quoted, quotes doubled, no control characters (DATEV refuses line breaks in
 * fields), at most `max` characters. Every text the file writes starts with a fixed word of ours
 * ("Rechnung", a document number), so no cell can start as a spreadsheet formula.
 */
const text = (value: string, max: number) =>
  `"${value
    .replace(/[\p{Cc}]+/gu, ' ')
    .slice(0, max)
    .replace(/"/g, '""')}"`;

const berlinStamp = (at: Date) => {
  const p = berlinWallClock(at);
  return `${p.year}${p.month}${p.day}${p.hour}${p.minute}${p.second}${String(at.getMilliseconds()).padStart(3, '0')}`;
};

/** The columns DATEV's Buchungsstapel begins with; the file names these and leaves the optional rest out. */
const datevColumns = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
];

/**
 * A DATEV Buchungsstapel (EXTF header 700, category 21, format version 13) of the month's
 * bookings. Each line books the gross amount of one rate between the configured account (Konto:
 * the debtor or the clearing account) and the rate's revenue account (Gegenkonto): an invoice
 * with S (the account receives), a credit note with H (the account gives back). The SKR03 revenue
 * accounts 8400/8300 are automatic accounts that take the VAT out of the gross themselves, so the
 * BU-Schlüssel stays empty (DATEV refuses one on an automatic account).
 */
function datevFile(monthText: string, bookings: Booking[], settings: DatevSettings, at = new Date()): Buffer {
  const y = year(monthText);
  const m = month(monthText);
  const mm = String(m).padStart(2, '0');
  const wjYear = m >= settings.DATEV_WJ_BEGINN ? y : y - 1;
  const header = [
    '"EXTF"',
    '700',
    '21',
    '"Buchungsstapel"',
    '13',
    berlinStamp(at),
    '',
    '"RE"',
    '""',
    '""',
    String(settings.DATEV_BERATER_NR),
    String(settings.DATEV_MANDANTEN_NR),
    `${wjYear}${String(settings.DATEV_WJ_BEGINN).padStart(2, '0')}01`,
    String(settings.DATEV_SACHKONTENLAENGE),
    `${y}${mm}01`,
    `${y}${mm}${lastDayOf(monthText)}`,
    text(`Ausgangsrechnungen ${mm}/${y}`, 30),
    '""',
    '1',
    '0',
    '0',
    '"EUR"',
    '',
    '""',
    '',
    '',
    '""',
    '',
    '',
    '""',
    '""',
  ];
  const lines = bookings.map((b) => {
    const d = b.document;
    const about =
      d.type === 'invoice'
        ? `Rechnung Bestellung ${d.orderNumber} ${d.buyer}`
        : `Rechnungskorrektur zu ${d.references ?? d.orderNumber} ${d.buyer}`;
    return [
      decimalComma(b.grossCents),
      d.type === 'invoice' ? '"S"' : '"H"',
      '"EUR"',
      '',
      '',
      '""',
      settings.DATEV_KONTO,
      b.revenueAccount,
      '""',
      `${d.day.slice(8, 10)}${d.day.slice(5, 7)}`,
      text(d.number, 36),
      '""',
      '',
      text(about, 60),
    ].join(';');
  });
  const rows = [header.join(';'), datevColumns.join(';'), ...lines];
  return windows1252(`${rows.join('\r\n')}\r\n`);
}

/** The plain CSV's columns: one line per document and rate, credit notes negative. */
const csvColumns = [
  'Belegnummer',
  'Belegart',
  'Belegdatum',
  'Bestellnummer',
  'Kunde',
  'Korrigiert Rechnung',
  'Steuersatz %',
  'Netto',
  'USt',
  'Brutto',
  'Konto',
  'Erlöskonto',
];

/** The month's bookings as a CSV German Excel opens as it is (lib/csv.ts: BOM, ";", formulas neutralised). */
function plainCsv(bookings: Booking[], settings: DatevSettings): Readable {
  const csv = spreadsheetCsv({ number: (n) => decimalComma(Math.round(n * 100)) });
  csv.write(csvColumns);
  for (const b of bookings) {
    const d = b.document;
    const sign = d.type === 'invoice' ? 1 : -1;
    csv.write([
      d.number,
      kindOf(d),
      `${d.day.slice(8, 10)}.${d.day.slice(5, 7)}.${d.day.slice(0, 4)}`,
      d.orderNumber,
      d.buyer,
      d.references ?? '',
      String(b.rate),
      (sign * b.netCents) / 100,
      (sign * b.vatCents) / 100,
      (sign * b.grossCents) / 100,
      settings.DATEV_KONTO,
      b.revenueAccount,
    ]);
  }
  csv.end();
  return csv;
}

/** The month's export in the asked format, with its file name and content type. */
export async function accountingExport(db: Db, query: AccountingExportQuery, settings: DatevSettings) {
  const bookings = bookingsOf(await documentsOfMonth(db, query.month), settings);
  if (query.format === 'datev')
    return {
      fileName: `EXTF_Buchungsstapel_${query.month}.csv`,
      contentType: 'text/csv; charset=windows-1252',
      body: datevFile(query.month, bookings, settings) as Buffer | Readable,
    };
  return {
    fileName: `buchhaltung-${query.month}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: plainCsv(bookings, settings) as Buffer | Readable,
  };
}
