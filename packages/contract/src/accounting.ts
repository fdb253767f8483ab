import { z } from 'zod';
import { monthInRange } from './day-range.ts';

/** The accountant's export (GET /admin/accounting/export, decision 155): German error texts, as every shop-administration answer. */
export const accountingTexts = {
  month: 'Bitte einen Monat im Format JJJJ-MM angeben.',
  monthRange: 'Der Monat muss zwischen 2000-01 und 2100-12 liegen.',
  format: 'Bitte „datev“ oder „csv“ als Format angeben.',
  noAccount: (rate: number) => `Für den Steuersatz ${rate} % ist kein Erlöskonto eingerichtet (DATEV_ERLOESKONTEN).`,
} as const;

export const accountingFormats = ['datev', 'csv'] as const;
export type AccountingFormat = (typeof accountingFormats)[number];

export const accountingExportQuerySchema = z.object({
  month: z
    .string({ error: accountingTexts.month })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: accountingTexts.month })
    .refine(monthInRange, { error: accountingTexts.monthRange })
    .describe('YYYY-MM, 2000-01 … 2100-12: the Berlin calendar month whose invoices and credit notes are exported'),
  format: z
    .enum(accountingFormats, { error: accountingTexts.format })
    .default('datev')
    .describe('datev: DATEV Buchungsstapel (EXTF, Windows-1252); csv: a plain CSV for spreadsheets (UTF-8 with BOM)'),
});
export type AccountingExportQuery = z.infer<typeof accountingExportQuerySchema>;
