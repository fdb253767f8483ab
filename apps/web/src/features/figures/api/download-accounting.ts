import type { AccountingFormat } from '@wohnwerk/contract/accounting';
import { downloadFromServer } from '../../../components/ui/data-table/xlsx-export.ts';
import { API_BASE } from '../../../lib/api-client.ts';

/** GET /api/v1/admin/accounting/export (staff, decision 155): a month's invoices and credit notes for the tax advisor. */
export const downloadAccounting = (month: string, format: AccountingFormat) =>
  downloadFromServer(
    `${API_BASE}/admin/accounting/export?month=${encodeURIComponent(month)}&format=${format}`,
    format === 'datev' ? `EXTF_Buchungsstapel_${month}.csv` : `buchhaltung-${month}.csv`,
  );
