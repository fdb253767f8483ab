import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.ts';

/**
 * A typed client generated from the API document (openapi-typescript) agrees with the web app
 * (docs/decisions/109): every API path the web app calls is an operation of the document with that
 * method, and the answers of representative calls, as the web app types them, are what the
 * document's generated `paths` type says.
 */

const root = path.resolve(import.meta.dirname, '../../../..');
const webSrc = path.join(root, 'apps/web/src');

/** Calls whose path is a variable, not written at the call: checked here by the paths they take. */
const VARIABLE_CALLS: Record<string, [method: string, path: string][]> = {
  'features/catalog/api/get-products.ts': [
    ['get', '/products'],
    ['get', '/aproducts'],
    ['get', '/sale-products'],
    ['get', '/search'],
  ],
  'features/admin-catalog/api/product-photos.ts': [
    ['get', '/admin/products/{id}/photos'],
    ['post', '/admin/products/{id}/photos'],
  ],
  'lib/open-signed-link.ts': [
    ['post', '/order-pdf-link'],
    ['post', '/invoice-pdf-link'],
  ],
};

/** Floor for the API calls the web app writes out, as counted when this test was written. */
const WEB_CALLS = 130;

let t: TestContext;
let document: { paths: Record<string, Record<string, unknown>> };
let dir: string;

beforeAll(async () => {
  t = await createTestContext();
  const res = await t.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
  dir = mkdtempSync(path.join(tmpdir(), 'wohnwerk-api-client-'));
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

interface Call {
  where: string;
  method: string;
  path: string;
}

/** The API calls of the web app with a written path: api.get/post/put/delete, signed links, event streams, downloads. */
function webCalls(): { calls: Call[]; variable: string[] } {
  const calls: Call[] = [];
  const variable: string[] = [];
  const patterns: [RegExp, (m: RegExpExecArray) => string][] = [
    [/\bapi\.(get|post|put|delete)\s*(?:<[^(]*?>)?\(\s*(['`])((?:(?!\2).)*)\2/g, (m) => m[1]],
    [/\bopenSignedLink\(\s*(['`])((?:(?!\1).)*)\1/g, () => 'post'],
    [/\buseEventStream\(\s*(['`])((?:(?!\1).)*)\1/g, () => 'get'],
    [/\bdownloadFromServer\(\s*`\$\{API_BASE\}((?:(?!`).)*)`/g, () => 'get'],
  ];
  for (const file of sourceFiles(webSrc)) {
    const text = readFileSync(file, 'utf8');
    const where = path.relative(webSrc, file);
    for (const [pattern, method] of patterns) {
      for (const m of text.matchAll(pattern)) {
        const written = m.length === 4 ? m[3] : m.length === 3 ? m[2] : m[1];
        calls.push({ where, method: method(m), path: written.split('?')[0] });
      }
    }
    for (const m of text.matchAll(/\bapi\.(get|post|put|delete)\s*(?:<[^(]*?>)?\(\s*(?![\s'`])/g))
      variable.push(`${where} ${m[1]}`);
  }
  return { calls, variable };
}

/** Whether a written path (with ${...} parts) and a document path (with {param} parts) name the same operation. */
function samePath(written: string, documented: string): boolean {
  const quote = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  const writtenRe = new RegExp(
    `^${written
      .split(/\$\{[^}]*\}/)
      .map(quote)
      .join('[^/]+(?:/[^/]+)*')}$`,
  );
  const documentedRe = new RegExp(`^${quote(documented).replace(/\\\{[^}]+\\\}|\{[^}]+\}/g, '[^/]+')}$`);
  const sample = (p: string) => p.replace(/\$\{[^}]*\}/g, '1').replace(/\{[^}]+\}/g, '1');
  return writtenRe.test(sample(documented)) || documentedRe.test(sample(written));
}

describe('the web app against the API document', () => {
  it('calls only operations the document has, with their methods', () => {
    const { calls, variable } = webCalls();
    // A call whose path is a variable must be listed above with the paths it takes.
    expect([...new Set(variable.map((v) => v.split(' ')[0]))].sort()).toEqual(Object.keys(VARIABLE_CALLS).sort());
    for (const [where, taken] of Object.entries(VARIABLE_CALLS))
      for (const [method, p] of taken) calls.push({ where, method, path: p });

    const documented = Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.keys(methods).map((method) => ({ method, url })),
    );
    const missing: string[] = [];
    let visited = 0;
    for (const call of calls) {
      visited++;
      const url = `/api/v1${call.path.startsWith('/') ? call.path : `/${call.path}`}`;
      if (!documented.some((op) => op.method === call.method && samePath(url, op.url)))
        missing.push(`${call.method.toUpperCase()} ${url} (${call.where})`);
    }
    expect(missing).toEqual([]);
    expect(visited).toBeGreaterThanOrEqual(WEB_CALLS);
  });

  it('finds a call the document lacks (the check above can fail)', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a path as the web app's source writes it
    expect(samePath('/api/v1/wishlist/${productId}', '/api/v1/wishlist/{productId}')).toBe(true);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a path as the web app's source writes it
    expect(samePath('/api/v1/excel/${resource}/${id}', '/api/v1/excel/detyrat8/{id}')).toBe(true);
    expect(samePath('/api/v1/wishlists', '/api/v1/wishlist')).toBe(false);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a path as the web app's source writes it
    expect(samePath('/api/v1/wishlist/${id}/x', '/api/v1/wishlist/{productId}')).toBe(false);
  });

  it('types the answers of representative web calls as the generated client does', async () => {
    const generated = astToString(await openapiTS(document as never));
    writeFileSync(path.join(dir, 'api-document.ts'), generated);
    const web = (file: string) => JSON.stringify(path.join(webSrc, file));
    // Each line: what the document's generated client says an answer (or body) is must fit the web app's type.
    writeFileSync(
      path.join(dir, 'web-calls.ts'),
      `import type { paths } from './api-document.ts';
import type { login } from ${web('features/auth/api/login.ts')};
import type { addToWishlist } from ${web('features/wishlist/api/add-to-wishlist.ts')};
import type { createRating } from ${web('features/ratings/api/create-rating.ts')};
import type { getAddresses } from ${web('features/checkout/api/get-addresses.ts')};
import type { getOrders } from ${web('features/orders/api/get-orders.ts')};
import type { getWms } from ${web('features/warehouse/api/get-wms.ts')};

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Answer<P extends keyof paths, M extends keyof paths[P], S extends number> = paths[P][M] extends {
  responses: infer R;
}
  ? S extends keyof R
    ? Json<R[S]>
    : never
  : never;
type Body<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;
type Fits<Web, Documented extends Web> = Documented;
type Out<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

export type Checks = [
  Fits<Out<typeof login>, Answer<'/api/v1/login', 'post', 200>>,
  Fits<Body<'/api/v1/login', 'post'>, Parameters<typeof login>[0]>,
  Fits<Out<typeof addToWishlist>, Answer<'/api/v1/wishlist', 'post', 201>>,
  Fits<Out<typeof createRating>, Answer<'/api/v1/ratings', 'post', 201>>,
  Fits<Out<typeof getAddresses>, Answer<'/api/v1/address', 'get', 200>['data']>,
  Fits<Out<typeof getOrders>, Answer<'/api/v1/orders', 'get', 200>['data']>,
  Fits<Out<typeof getWms>, Answer<'/api/v1/wms', 'get', 200>>,
];
// A path the document lacks is a type error too.
// @ts-expect-error
export type Missing = paths['/api/v1/no-such-route'];
`,
    );
    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(root, 'apps/web/tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: () => {},
      },
    );
    expect(config).toBeDefined();
    const program = ts.createProgram([path.join(dir, 'web-calls.ts')], { ...config!.options, noEmit: true });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map(
        (d) =>
          `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
      );
    expect(problems).toEqual([]);
    expect(generated).toContain('"/api/v1/login"');
  }, 120_000);
});
