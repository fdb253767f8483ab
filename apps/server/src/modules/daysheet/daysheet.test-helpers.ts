import { inflateSync } from 'node:zlib';
import type { TestContext } from '../../test/test-app.ts';

type Who = { auth: { authorization: string } };

/** Small request helpers for the day-sheet API tests. */
export function api(t: TestContext) {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who | null, payload?: unknown) => {
    const res = await t.inject({ method, url: `/api/v1${url}`, headers: who?.auth, payload: payload as never });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
  return {
    get: (url: string, who: Who | null) => call('GET', url, who),
    post: (url: string, who: Who | null, payload: unknown) => call('POST', url, who, payload),
    put: (url: string, who: Who | null, payload: unknown) => call('PUT', url, who, payload),
    del: (url: string, who: Who | null) => call('DELETE', url, who),
  };
}

/** The text drawn in a pdfkit PDF: inflates its content streams and decodes the hex strings of TJ arrays. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let out = '';
  const re = /stream\r?\n/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const arr of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      out +=
        [...arr[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join('') +
        '\n';
    }
  }
  return out;
}
