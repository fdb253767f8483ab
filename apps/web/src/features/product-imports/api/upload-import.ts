import type { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import type { importCreatedSchema } from '@wohnwerk/contract/product-imports';
import { api } from '../../../lib/api-client.ts';

/** POST /api/v1/admin/imports: the file goes up, the dry run starts as a background job (202 with its id). */
export function uploadImport(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post<z.infer<typeof importCreatedSchema>>('/admin/imports', form);
}

export function useUploadImport() {
  return useMutation({ mutationFn: uploadImport });
}
