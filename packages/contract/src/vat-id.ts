import { z } from 'zod';

/**
 * Business customers (issue 33, decision 158): an address may name a company and its USt-IdNr
 * (VAT identification number, Art. 214 MwStSystRL). The number is checked for the format of the
 * EU state its prefix names, here and in the browser alike; it is not looked up (no call to VIES),
 * so a well-formed number that was never issued passes.
 */

export const businessTexts = {
  company: 'Höchstens 120 Zeichen.',
  vatIdPrefix: 'Bitte geben Sie die USt-IdNr. mit dem Länderkennzeichen eines EU-Staats an, z. B. DE123456789.',
  vatIdFormat: (country: string, format: string) => `Die USt-IdNr. hat nicht das Format für ${country}: ${format}.`,
  companyForVatId: 'Bitte geben Sie zur USt-IdNr. auch die Firma an.',
  businessCountry: 'Bitte geben Sie für eine Firmenadresse ein Land der EU an.',
} as const;

interface VatIdFormat {
  /** ISO 3166-1 alpha-2 of the state (the prefix differs for Greece: EL). */
  iso: string;
  /** The state in German, as the messages name it. */
  name: string;
  /** Other spellings an address's country may come as (the spec's form sends "France"). */
  aliases: string[];
  /** The whole number, prefix included, after normalising (upper case, no blanks, dots or dashes). */
  pattern: RegExp;
  /** The format in words, for the message. */
  format: string;
}

/**
 * The VAT id formats of the 27 EU states by prefix (the European Commission's VIES help: "VAT
 * number format"). Only the shape: the states' check digits are not verified.
 */
export const vatIdFormats: Record<string, VatIdFormat> = {
  AT: { iso: 'AT', name: 'Österreich', aliases: ['Austria'], pattern: /^ATU\d{8}$/, format: 'ATU und 8 Ziffern' },
  BE: {
    iso: 'BE',
    name: 'Belgien',
    aliases: ['Belgium', 'Belgique'],
    pattern: /^BE[01]\d{9}$/,
    format: 'BE und 10 Ziffern, die erste 0 oder 1',
  },
  BG: {
    iso: 'BG',
    name: 'Bulgarien',
    aliases: ['Bulgaria'],
    pattern: /^BG\d{9,10}$/,
    format: 'BG und 9 oder 10 Ziffern',
  },
  CY: {
    iso: 'CY',
    name: 'Zypern',
    aliases: ['Cyprus'],
    pattern: /^CY\d{8}[A-Z]$/,
    format: 'CY, 8 Ziffern und ein Buchstabe',
  },
  CZ: {
    iso: 'CZ',
    name: 'Tschechien',
    aliases: ['Czechia', 'Czech Republic'],
    pattern: /^CZ\d{8,10}$/,
    format: 'CZ und 8 bis 10 Ziffern',
  },
  DE: {
    iso: 'DE',
    name: 'Deutschland',
    aliases: ['Germany', 'Allemagne'],
    pattern: /^DE\d{9}$/,
    format: 'DE und 9 Ziffern',
  },
  DK: { iso: 'DK', name: 'Dänemark', aliases: ['Denmark'], pattern: /^DK\d{8}$/, format: 'DK und 8 Ziffern' },
  EE: { iso: 'EE', name: 'Estland', aliases: ['Estonia'], pattern: /^EE\d{9}$/, format: 'EE und 9 Ziffern' },
  EL: { iso: 'GR', name: 'Griechenland', aliases: ['Greece'], pattern: /^EL\d{9}$/, format: 'EL und 9 Ziffern' },
  ES: {
    iso: 'ES',
    name: 'Spanien',
    aliases: ['Spain', 'España'],
    pattern: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
    format: 'ES und 9 Zeichen, die mittleren 7 Ziffern',
  },
  FI: { iso: 'FI', name: 'Finnland', aliases: ['Finland'], pattern: /^FI\d{8}$/, format: 'FI und 8 Ziffern' },
  FR: {
    iso: 'FR',
    name: 'Frankreich',
    aliases: ['France'],
    pattern: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
    format: 'FR, 2 Zeichen und 9 Ziffern',
  },
  HR: { iso: 'HR', name: 'Kroatien', aliases: ['Croatia'], pattern: /^HR\d{11}$/, format: 'HR und 11 Ziffern' },
  HU: { iso: 'HU', name: 'Ungarn', aliases: ['Hungary'], pattern: /^HU\d{8}$/, format: 'HU und 8 Ziffern' },
  IE: {
    iso: 'IE',
    name: 'Irland',
    aliases: ['Ireland'],
    pattern: /^IE(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
    format: 'IE, 7 Ziffern und 1 oder 2 Buchstaben',
  },
  IT: { iso: 'IT', name: 'Italien', aliases: ['Italy', 'Italia'], pattern: /^IT\d{11}$/, format: 'IT und 11 Ziffern' },
  LT: {
    iso: 'LT',
    name: 'Litauen',
    aliases: ['Lithuania'],
    pattern: /^LT(\d{9}|\d{12})$/,
    format: 'LT und 9 oder 12 Ziffern',
  },
  LU: { iso: 'LU', name: 'Luxemburg', aliases: ['Luxembourg'], pattern: /^LU\d{8}$/, format: 'LU und 8 Ziffern' },
  LV: { iso: 'LV', name: 'Lettland', aliases: ['Latvia'], pattern: /^LV\d{11}$/, format: 'LV und 11 Ziffern' },
  MT: { iso: 'MT', name: 'Malta', aliases: [], pattern: /^MT\d{8}$/, format: 'MT und 8 Ziffern' },
  NL: {
    iso: 'NL',
    name: 'Niederlande',
    aliases: ['Netherlands', 'Nederland'],
    pattern: /^NL\d{9}B\d{2}$/,
    format: 'NL, 9 Ziffern, B und 2 Ziffern',
  },
  PL: { iso: 'PL', name: 'Polen', aliases: ['Poland', 'Polska'], pattern: /^PL\d{10}$/, format: 'PL und 10 Ziffern' },
  PT: { iso: 'PT', name: 'Portugal', aliases: [], pattern: /^PT\d{9}$/, format: 'PT und 9 Ziffern' },
  RO: {
    iso: 'RO',
    name: 'Rumänien',
    aliases: ['Romania'],
    pattern: /^RO[1-9]\d{1,9}$/,
    format: 'RO und 2 bis 10 Ziffern',
  },
  SE: {
    iso: 'SE',
    name: 'Schweden',
    aliases: ['Sweden', 'Sverige'],
    pattern: /^SE\d{10}01$/,
    format: 'SE und 12 Ziffern, endend auf 01',
  },
  SI: { iso: 'SI', name: 'Slowenien', aliases: ['Slovenia'], pattern: /^SI\d{8}$/, format: 'SI und 8 Ziffern' },
  SK: { iso: 'SK', name: 'Slowakei', aliases: ['Slovakia'], pattern: /^SK\d{10}$/, format: 'SK und 10 Ziffern' },
};

/** "de 123.456-789 " → "DE123456789": how people write the number, compared and kept in one form. */
export const normaliseVatId = (value: string) => value.toUpperCase().replace(/[\s.\-/]/g, '');

/** What is wrong with a (normalised) VAT id, in German, or null when its format fits its state. */
export function vatIdProblem(vatId: string): string | null {
  const state = vatIdFormats[vatId.slice(0, 2)];
  if (!state) return businessTexts.vatIdPrefix;
  return state.pattern.test(vatId) ? null : businessTexts.vatIdFormat(state.name, state.format);
}

const folded = (text: string) => text.trim().toLowerCase();
const countryCodes = new Map<string, string>(
  Object.values(vatIdFormats).flatMap((s) =>
    [s.iso, s.name, ...s.aliases].map((spelling) => [folded(spelling), s.iso] as [string, string]),
  ),
);

/** The ISO code of an EU state named as an address names it ("Deutschland", "France", "DE"), else null. */
export const euCountryCode = (country: string | null | undefined): string | null =>
  country ? (countryCodes.get(folded(country)) ?? null) : null;

/** An optional text: blank is absent, so a cleared field removes it. */
const blankIsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The company of an address: optional, at most 120 characters. */
export const companyField = z.preprocess(
  blankIsAbsent,
  z.string().trim().max(120, { error: businessTexts.company }).optional(),
);

/** The USt-IdNr. of an address: optional; kept normalised, checked for its state's format. */
export const vatIdField = z.preprocess(
  blankIsAbsent,
  z
    .string()
    .max(40, { error: businessTexts.vatIdPrefix })
    .transform(normaliseVatId)
    .superRefine((value, ctx) => {
      const problem = vatIdProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
);

/**
 * The rules across an address's fields for a business customer: a VAT id belongs to a company,
 * and a company's address is in an EU state (its e-invoice names the state by its ISO code).
 */
export function checkBusinessAddress(
  address: { company?: string | null; vat_id?: string | null; country?: string | null },
  ctx: z.RefinementCtx,
) {
  if (address.vat_id && !address.company)
    ctx.addIssue({ code: 'custom', path: ['company'], message: businessTexts.companyForVatId });
  if (address.company && typeof address.country === 'string' && address.country && !euCountryCode(address.country))
    ctx.addIssue({ code: 'custom', path: ['country'], message: businessTexts.businessCountry });
}
