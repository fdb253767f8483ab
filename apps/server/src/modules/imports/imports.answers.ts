import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { fileTypes } from '../../lib/file-answer.ts';

export const csvType = 'text/csv; charset=utf-8';

/** An import's row errors as the CSV download, for staff and sellers alike. */
export function sendErrorsCsv(reply: FastifyReply, importId: string, csv: Readable) {
  return reply
    .header('content-disposition', `attachment; filename="import-fehler-${importId.slice(0, 8)}.csv"`)
    .type(csvType)
    .send(csv);
}

/** An import's refused rows as the file to correct and upload again, for staff and sellers alike. */
export function sendRefusedRows(
  reply: FastifyReply,
  file: { fileName: string; format: 'csv' | 'xlsx'; body: Readable },
) {
  return reply
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .type(file.format === 'csv' ? csvType : fileTypes.xlsx)
    .send(file.body);
}
