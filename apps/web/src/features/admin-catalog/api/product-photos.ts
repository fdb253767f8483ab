import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductPhotosReply } from '@wohnwerk/contract/photos';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const base = (productId: number) => `/admin/products/${productId}/photos`;

/** GET /admin/products/{id}/photos: the pictures in the storefront's order. */
export const photosQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: queryKeys.productPhotos.list(productId),
    queryFn: () => api.get<ProductPhotosReply>(base(productId)),
  });

export const useProductPhotos = (productId: number) => useQuery(photosQueryOptions(productId));

/** POST /admin/products/{id}/photos: several files at once, in the order given (the first is the list picture). */
export function uploadPhotos(productId: number, files: File[]) {
  const form = new FormData();
  for (const file of files) form.append('photos', file);
  return api.post<ProductPhotosReply>(base(productId), form);
}

/** POST (multipart, several files), PUT order and DELETE: each answers the product's pictures, which replace the cached list. */
export function usePhotoChanges(productId: number) {
  const client = useQueryClient();
  const onSuccess = (answer: ProductPhotosReply) => {
    client.setQueryData(queryKeys.productPhotos.list(productId), answer);
    void client.invalidateQueries({ queryKey: queryKeys.adminCatalog.product(productId) });
    void client.invalidateQueries({ queryKey: queryKeys.adminCatalog.history(productId) });
  };
  return {
    upload: useMutation({
      mutationFn: (files: File[]) => uploadPhotos(productId, files),
      onSuccess,
    }),
    reorder: useMutation({
      mutationFn: (ids: number[]) => api.put<ProductPhotosReply>(`${base(productId)}/order`, { ids }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (photoId: number) => api.delete<ProductPhotosReply>(`${base(productId)}/${photoId}`),
      onSuccess,
    }),
  };
}
