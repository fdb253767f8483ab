import type { SellerChange } from '@wohnwerk/contract/sellers';
import type { SellerFieldChange } from '../../db/schema/sellers.ts';
import type { SellerSnapshot } from './sellers.queries.ts';

/** The fields the history names, in the form's order, with their German labels and how a value reads. */
const fields: { field: string; label: string; value: (s: SellerSnapshot) => string }[] = [
  { field: 'company_name', label: 'Firmenname', value: (s) => s.companyName },
  { field: 'street', label: 'Straße', value: (s) => s.street },
  { field: 'zip', label: 'PLZ', value: (s) => s.zip },
  { field: 'city', label: 'Ort', value: (s) => s.city },
  { field: 'country', label: 'Land', value: (s) => s.country },
  { field: 'vat_id', label: 'USt-IdNr.', value: (s) => s.vatId },
  // Masked only: the history is read by staff, who never see the IBAN in full (decision 169).
  { field: 'iban', label: 'IBAN', value: (s) => s.ibanMasked },
  { field: 'commission_percent', label: 'Provision', value: (s) => percentText(s.commissionBp) },
  {
    field: 'category_commissions',
    label: 'Provision je Kategorie',
    value: (s) => s.categoryRates.map((r) => `${r.name}: ${percentText(r.commissionBp)}`).join('; '),
  },
  { field: 'shop_ids', label: 'Shops', value: (s) => s.shopNames.join(', ') },
  { field: 'email', label: 'E-Mail', value: (s) => s.email },
];
const labels = new Map(fields.map((f) => [f.field, f.label]));

const percentText = (bp: number) => `${(bp / 100).toLocaleString('de-DE', { maximumFractionDigits: 2 })} %`;

/**
 * The fields that differ between two states of a seller, each from what to what (decision 171); a new seller (no
 * `before`) lists every field it was given. Empty values read as null.
 */
export function changedFields(before: SellerSnapshot | null, after: SellerSnapshot): SellerFieldChange[] {
  return fields.flatMap(({ field, value }) => {
    const from = before ? value(before) || null : null;
    const to = value(after) || null;
    return from === to ? [] : [{ field, from, to }];
  });
}

/** A stored change as the API answers it, with the field's German label. */
export const changeEntry = (row: {
  id: number;
  changedAt: Date;
  changedByName: string;
  action: 'created' | 'updated';
  changes: SellerFieldChange[];
}): SellerChange => ({
  id: row.id,
  changed_at: row.changedAt.toISOString(),
  changed_by: row.changedByName,
  action: row.action,
  changes: row.changes.map((c) => ({ ...c, label: labels.get(c.field) ?? c.field })),
});
