import { randomBytes } from 'node:crypto';
import type { TestContext } from './test-app.ts';

/** A multipart/form-data body (what a browser's FormData sends), for app.inject. */
export function multipartBody(parts: { field: string; filename?: string; type?: string; bytes: Buffer | string }[]) {
  const boundary = `----wohnwerk${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.field}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.bytes) ? p.bytes : Buffer.from(p.bytes), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs `parts` as a browser's form upload would, signed in with `auth`. */
export function postMultipart(
  t: TestContext,
  url: string,
  parts: Parameters<typeof multipartBody>[0],
  auth: { authorization: string },
) {
  const body = multipartBody(parts);
  return t.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...auth } });
}
