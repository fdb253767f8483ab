import multipart from '@fastify/multipart';
import { IMPORT_MAX_BYTES, importMessages } from '@wohnwerk/contract/product-imports';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, messages } from '../../lib/app-error.ts';

const fileError = (message: string) => new AppError('validation', messages.invalid, { file: [message] });

/** Multipart bodies for the routes of `app` (the staff's and the sellers' imports each register it in their plugin). */
export async function registerUploads(app: FastifyInstance) {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
}

/** The multipart field `file`, read whole up to the size limit (the check streams it from storage later). */
export async function uploadedFile(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  try {
    for await (const part of request.files({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } })) {
      if (part.fieldname !== 'file') continue;
      return { name: part.filename, bytes: await part.toBuffer() };
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(importMessages.tooLarge);
    if (code !== 'FST_INVALID_MULTIPART_CONTENT_TYPE' && code !== 'FST_FILES_LIMIT')
      throw fileError(importMessages.unreadable);
  }
  throw fileError(importMessages.noFile);
}
