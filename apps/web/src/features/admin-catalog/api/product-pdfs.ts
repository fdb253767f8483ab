import type { MessageReply } from '@wohnwerk/contract/message-reply';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError, api } from '../../../lib/api-client.ts';
import { getAccessToken } from '../../../lib/auth-token.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const MAX_PDF_BYTES = 10 * 1024 * 1024;

/** POST /admin/products/{id}/pdfs: the file itself is the body (application/pdf). */
export async function uploadPdf({ productId, file, name }: { productId: number; file: File; name: string }) {
  const token = getAccessToken();
  const response = await fetch(`${API_BASE}/admin/products/${productId}/pdfs?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/pdf',
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: file,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a plain-text answer stays text
  }
  if (!response.ok) throw new ApiError(response.status, body);
  return body as { data: { id: number; name: string; path: string } };
}

export const removePdf = ({ productId, pdfId }: { productId: number; pdfId: number }) =>
  api.delete<MessageReply>(`/admin/products/${productId}/pdfs/${pdfId}`);

/** The product (its PDF list) and its history (decision 150) are read again. */
const invalidated = (queryClient: QueryClient, productId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.adminCatalog.product(productId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminCatalog.history(productId) }),
  ]);

export function useUploadPdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPdf,
    onSuccess: (_d, v) => invalidated(queryClient, v.productId),
  });
}

export function useRemovePdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePdf,
    onSuccess: (_d, v) => invalidated(queryClient, v.productId),
  });
}
