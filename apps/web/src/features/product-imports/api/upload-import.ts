import type { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import type { importCreatedSchema } from '@wohnwerk/contract/product-imports';
import { api } from '../../../lib/api-client.ts';
import type { ImportArea } from './import-area.ts';

/** POST /api/v1/{area}/imports: the file goes up, the dry run starts as a background job (202 with its id). */
export function uploadImport(area: ImportArea, file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post<z.infer<typeof importCreatedSchema>>(`/${area}/imports`, form);
}

export function useUploadImport(area: ImportArea) {
  return useMutation({ mutationFn: (file: File) => uploadImport(area, file) });
}
