import { useMutation } from '@tanstack/react-query';
import type { DataExport } from '@wohnwerk/contract/account';
import { api } from '../../../lib/api-client.ts';

/** GET /privacy/export, saved by the browser as a .json file. */
export async function downloadMyData(): Promise<DataExport> {
  const data = await api.get<DataExport>('/privacy/export');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `wohnwerk-meine-daten-${data.exported_at.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return data;
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
