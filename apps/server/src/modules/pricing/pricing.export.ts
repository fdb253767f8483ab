import type { FreightRow, ImmRow } from '@wohnwerk/contract/pricing';
import type { ExportColumn } from '../../lib/xlsx.ts';

/** The freight calculator's columns, as on the screen (German labels). */
export const freightColumns: ExportColumn<FreightRow>[] = [
  { header: 'Name', value: (r) => r.name, width: 48 },
  { header: 'Code', value: (r) => r.code, width: 16 },
  { header: 'Preis', value: (r) => r.price, format: 'euro' },
  { header: 'CBM', value: (r) => r.cbm, format: 'number', decimals: 3 },
  { header: 'KG', value: (r) => r.kg, format: 'number', decimals: 2 },
  { header: 'Coli', value: (r) => r.coli, format: 'integer' },
  { header: 'Berechneter Preis', value: (r) => r.calculated_price, format: 'euro', width: 18 },
  { header: 'Endpreis', value: (r) => r.final_price, format: 'euro' },
];

/** The FdImm result columns in the spec's order. */
export const immColumns: ExportColumn<ImmRow>[] = [
  { header: 'Produkt-ID', value: (r) => r.product_id, format: 'integer' },
  { header: 'Name', value: (r) => r.name, width: 48 },
  { header: 'Preis', value: (r) => r.price, format: 'euro' },
  { header: 'CBM', value: (r) => r.cbm, format: 'number', decimals: 3 },
  { header: 'Ausg', value: (r) => r.ausg, format: 'number', decimals: 4 },
  { header: 'Einst', value: (r) => r.einst, format: 'euro' },
  { header: 'DB1 %', value: (r) => r.db1, format: 'percent' },
  { header: 'DB1 €', value: (r) => r.db1e, format: 'euro' },
  { header: 'Porno', value: (r) => r.porno, format: 'euro' },
  { header: 'Kvar %', value: (r) => r.kvar, format: 'percent' },
  { header: 'DB2 €', value: (r) => r.db2e, format: 'euro' },
  { header: 'DB2 %', value: (r) => r.db2p, format: 'percent' },
  { header: 'PU kalk', value: (r) => r['pu kalk'], format: 'euro' },
  { header: 'Fakt', value: (r) => r.fakt, format: 'number', decimals: 4 },
  { header: 'VK werb', value: (r) => r['vk werb'], format: 'euro' },
  { header: 'PU', value: (r) => r.pu, format: 'euro' },
  { header: 'AP1', value: (r) => r.ap1, format: 'euro' },
  { header: 'AP2', value: (r) => r.ap2, format: 'euro' },
  { header: 'Freie', value: (r) => r.freie, format: 'euro' },
];
