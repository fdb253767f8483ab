import { z } from 'zod';

/** Content types of the files the server answers. */
export const fileTypes = {
  pdf: 'application/pdf',
  xml: 'application/xml',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  svg: 'image/svg+xml',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;

/**
 * The schema parts of a route that answers a file (PDF, spreadsheet, picture) rather than JSON
 * (docs/decisions/018): in /api/docs its 200 answer is the given content types, each a
 * binary string (`type: string, format: binary`, how OpenAPI 3.0 describes a file), so a client
 * generator downloads it as bytes. `produces` is what @fastify/swagger names the content types
 * by. The schema documents only: the handler sends a Buffer, a stream or a text with a
 * non-JSON content type, which Fastify passes on without serialising, so the file streams as
 * before. Spread into the route's schema: `schema: { ..., ...fileAnswer('…', fileTypes.pdf) }`.
 */
export function fileAnswer(description: string, ...contentTypes: string[]) {
  return {
    produces: contentTypes,
    response: {
      200: z
        .custom<Buffer | string | NodeJS.ReadableStream>(() => true)
        .meta({ type: 'string', format: 'binary', description }),
    },
  };
}
