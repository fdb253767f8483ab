import multipart from '@fastify/multipart';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_FILES,
  PHOTO_MAX_MEGAPIXELS,
  PHOTO_TOO_LARGE,
  PHOTO_TOO_MANY,
  PHOTO_UPLOAD_MAX_MEGAPIXELS,
  UPLOAD_BROKEN,
  photoOrderSchema,
  productPhotoParamsSchema,
  productPhotosParamsSchema,
  productPhotosReplySchema,
} from '@wohnwerk/contract/photos';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { photoQueue } from './photo-queue.ts';
import { PhotosService, photosBusy } from './photos.service.ts';

const staff = { access: 'staff' as const };
const tags = ['admin-photos'];
/** An upload of at most 160 MP takes a few seconds, so a place in the photo queue is free again soon. */
const RETRY_AFTER_SECONDS = '10';

/** The files of a multipart upload (any field name), each read whole up to the size limit. */
async function uploadedFiles(request: FastifyRequest): Promise<Buffer[]> {
  const files: Buffer[] = [];
  try {
    for await (const part of request.files({ limits: { fileSize: PHOTO_MAX_BYTES, files: PHOTO_MAX_FILES + 1 } })) {
      if (files.length === PHOTO_MAX_FILES) throw fieldError('photos', PHOTO_TOO_MANY);
      files.push(await part.toBuffer());
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('photos', PHOTO_TOO_LARGE);
    if (code === 'FST_FILES_LIMIT') throw fieldError('photos', PHOTO_TOO_MANY);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return [];
    if (err instanceof AppError) throw err;
    // Anything else while reading is a broken or cut-off upload, not a server fault.
    throw new AppError('bad_request', UPLOAD_BROKEN);
  }
  return files;
}

/** A product's photos for the admin form: upload several, reorder, remove (role staff). */
export async function photosRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const service = new PhotosService(app.db, app.storage);

  app.get(
    '/admin/products/:id/photos',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'adminProductPhotos',
        description: "The product's pictures in the storefront's order.",
        params: productPhotosParamsSchema,
        response: { 200: productPhotosReplySchema },
      },
    },
    async (request) => ({ data: await service.list(request.params.id) }),
  );

  app.post(
    '/admin/products/:id/photos',
    {
      config: { ...staff, errors: [400, 429] },
      // Fastify's place for a header on an error answer: a busy photo queue says when to come back.
      onError: (_request, reply, err, done) => {
        if (err instanceof AppError && err.code === 'rate_limited') reply.header('retry-after', RETRY_AFTER_SECONDS);
        done();
      },
      schema: {
        tags,
        operationId: 'uploadProductPhotos',
        description: `Adds photos after the product's others: multipart/form-data with one or more files (JPEG, PNG, WebP or AVIF, each up to 15 MB and ${PHOTO_MAX_MEGAPIXELS} megapixels, together at most ${PHOTO_UPLOAD_MAX_MEGAPIXELS} megapixels, at most ${PHOTO_MAX_FILES}). Each is checked by its bytes, stripped of metadata and stored at several widths as WebP (and AVIF where smaller). A file that is not such a picture, or too many pixels, refuses the upload (422), nothing is stored. Uploads are processed one at a time per server process, two waiting; beyond that the answer is 429 with Retry-After. Answers all the product's pictures.`,
        params: productPhotosParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 201: productPhotosReplySchema },
      },
    },
    async (request, reply) => {
      // A full photo queue refuses before the files are read into memory.
      if (photoQueue.full) throw photosBusy();
      const files = await uploadedFiles(request);
      return reply.status(201).send({ data: await service.upload(request.params.id, currentUser(request).id, files) });
    },
  );

  app.put(
    '/admin/products/:id/photos/order',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'reorderProductPhotos',
        description: "Sets the pictures' order: ids names every picture of the product once, first shown first.",
        params: productPhotosParamsSchema,
        body: photoOrderSchema,
        response: { 200: productPhotosReplySchema },
      },
    },
    async (request) => ({ data: await service.reorder(request.params.id, currentUser(request).id, request.body.ids) }),
  );

  app.delete(
    '/admin/products/:id/photos/:photoId',
    {
      config: staff,
      schema: {
        tags,
        operationId: 'deleteProductPhoto',
        description: "Removes one picture (and an uploaded photo's files). Answers the product's remaining pictures.",
        params: productPhotoParamsSchema,
        response: { 200: productPhotosReplySchema },
      },
    },
    async (request) => ({
      data: await service.remove(request.params.id, currentUser(request).id, request.params.photoId),
    }),
  );
}
