import { downloadFromServer } from '../../../components/ui/data-table/xlsx-export.ts';
import { API_BASE } from '../../../lib/api-client.ts';
import type { ImportArea } from './import-area.ts';

/** GET /api/v1/{area}/products/export: every product (a seller's: their shops'), streamed, saved under its name. */
export const downloadExport = (area: ImportArea, format: 'csv' | 'xlsx') =>
  downloadFromServer(`${API_BASE}/${area}/products/export?format=${format}`, `artikel.${format}`);

/** GET /api/v1/{area}/imports/{id}/errors: all row errors as CSV. */
export const downloadErrors = (area: ImportArea, id: string) =>
  downloadFromServer(`${API_BASE}/${area}/imports/${id}/errors`, 'import-fehler.csv');

/** GET /api/v1/{area}/imports/{id}/refused: the refused rows in the import's layout, to correct and upload again. */
export const downloadRefused = (area: ImportArea, id: string, format: 'csv' | 'xlsx') =>
  downloadFromServer(`${API_BASE}/${area}/imports/${id}/refused?format=${format}`, `import-fehlerzeilen.${format}`);
