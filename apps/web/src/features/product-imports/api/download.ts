import { downloadFromServer } from '../../../components/ui/data-table/xlsx-export.ts';
import { API_BASE } from '../../../lib/api-client.ts';

/** GET /api/v1/admin/products/export: every product, streamed by the server, saved under its name. */
export const downloadExport = (format: 'csv' | 'xlsx') =>
  downloadFromServer(`${API_BASE}/admin/products/export?format=${format}`, `artikel.${format}`);

/** GET /api/v1/admin/imports/{id}/errors: all row errors as CSV. */
export const downloadErrors = (id: string) =>
  downloadFromServer(`${API_BASE}/admin/imports/${id}/errors`, 'import-fehler.csv');

/** GET /api/v1/admin/imports/{id}/refused: the refused rows in the import's layout, to correct and upload again. */
export const downloadRefused = (id: string, format: 'csv' | 'xlsx') =>
  downloadFromServer(`${API_BASE}/admin/imports/${id}/refused?format=${format}`, `import-fehlerzeilen.${format}`);
