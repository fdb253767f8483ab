import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Document, Ruleset, Spectral, type ISpectralDiagnostic } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { createTestContext, type TestContext } from '../test/test-app.ts';

/**
 * The API document (/api/docs/json) is one a client generator can use: Spectral's
 * `spectral:oas` rules, every one of them on, report nothing (docs/decisions/018, 108).
 */

/**
 * Floors for the operations in the document and those of them that answer a file, as counted
 * when this test was written: the walk below must not come out short (a document that lost
 * its paths would pass every per-operation check). New routes only raise the counts.
 */
const OPERATIONS = 190;
const FILE_OPERATIONS = 21;

/** Every 4xx answer the document declares for these operations, as their routes and services give them. */
const KNOWN_ERRORS: Record<string, number[]> = {
  'post /api/v1/order': [401, 409, 422, 429],
  'post /api/v1/payment': [409, 422, 429],
  'post /api/v1/charge': [401, 402, 404, 409, 422],
  'post /api/v1/charge/confirm': [401, 402, 404, 409, 422],
  'post /api/v1/paypal/create-order': [401, 404, 409, 422],
  'post /api/v1/paypal/capture': [401, 402, 404, 409, 422],
  'post /api/v1/order/{order_number}/cancel': [401, 404, 409, 422],
  'post /api/v1/withdrawal': [404, 409, 422, 429],
  'post /api/v1/webhooks/stripe': [400, 404, 422],
  'post /api/v1/admin/orders/{order_number}/status': [401, 403, 404, 409, 422],
  'post /api/v1/admin/orders/{order_number}/refunds': [401, 402, 403, 404, 409, 422],
  'delete /api/v1/admin/categories/{id}': [401, 403, 404, 409, 422],
  'post /api/v1/admin/imports/{id}/apply': [401, 403, 404, 409, 422],
  'post /api/v1/ratings': [401, 409, 422],
  'put /api/v1/ratings/{id}': [401, 403, 404, 422],
  'post /api/v1/wishlist': [401, 409, 422],
  'post /api/v1/login': [401, 422, 429],
  'post /api/v1/register': [422, 429],
  'post /api/v1/privacy/delete': [401, 403, 422],
  'post /api/v1/excel/vlersimet/create': [401, 403, 404, 409, 422],
  'get /api/v1/excel/detyrat-ekran/stream': [401, 403, 429],
  'post /api/v1/update-ean': [401, 403, 409, 422],
};

/** The public operations that check the caller themselves and so may answer 401. */
const PUBLIC_WITH_401: string[] = [
  'get /aw-not-bz/{id}',
  'get /aw-report-excel/{id}',
  'get /aw-report/{id}',
  'get /detyrat-e-kryera-excel/{userId}/{from}/{to}',
  'get /detyrat-e-kryera-pdf/{userId}/{from}/{to}',
  'get /detyrat-ekran-pdf/{done}',
  'get /invoice-pdf/{number}',
  // The Prometheus scraper's bearer token (METRICS_TOKEN, decision 156).
  'get /metrics',
  'get /order-pdf/{order_id}',
  'get /raporti-deleted/{date}',
  'get /raporti-ditor/{date}',
  'get /raporti-ei/{date}',
  'get /raporti-hf/{user}/{date}',
  'get /report/{user}/{date}',
  'get /vlersimet-mujore-excel/{month}/{user}',
  'get /vlersimet-mujore-pdf/{month}/{user}',
  'post /api/v1/login',
];

let t: TestContext;
let document: Record<string, unknown>;
let results: ISpectralDiagnostic[];

const source = path.join(import.meta.dirname, 'openapi.json');

beforeAll(async () => {
  t = await createTestContext();
  const res = await t.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
  const spectral = new Spectral();
  spectral.setRuleset(
    new Ruleset(
      { extends: [[oas, 'recommended']] },
      { source: path.join(import.meta.dirname, '.spectral.json'), severity: 'recommended' },
    ),
  );
  results = await spectral.run(new Document(res.body, Json, source));
});
afterAll(() => t?.close());

const label = (r: ISpectralDiagnostic) => `${r.code} ${r.path.join('.')}: ${r.message}`;

describe('the API document under spectral:oas', () => {
  it('has no errors, warnings, infos or hints', () => {
    expect(results.map(label)).toEqual([]);
  });

  it('with every spectral:oas rule on, not only the recommended ones, it has no errors', async () => {
    const spectral = new Spectral();
    spectral.setRuleset(new Ruleset({ extends: [[oas, 'all']] }, { severity: 'recommended' }));
    const all = await spectral.run(new Document(JSON.stringify(document), Json, source));
    // The rules outside the recommended set (licence, parameter descriptions) only warn or inform.
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((r) => r.severity === 0).map(label)).toEqual([]);
  });

  it('declares the bearer scheme and the error answers each operation can give', () => {
    type Op = {
      security?: { bearer?: string[] }[];
      parameters?: unknown[];
      requestBody?: unknown;
      responses?: Record<string, { content?: Record<string, unknown> }>;
    };
    const paths = document.paths as Record<string, Record<string, Op>>;
    const access = new Map(
      t.app.routeTable.map((r) => [`${r.method.toLowerCase()} ${r.url.replace(/:(\w+)/g, '{$1}')}`, r]),
    );
    const errorRef = (op: Op, status: string) =>
      (op.responses?.[status]?.content?.['application/json'] as { schema?: { $ref?: string } } | undefined)?.schema
        ?.$ref;
    const publicWith401: string[] = [];
    let signedIn = 0;
    let staffOnly = 0;
    let validated = 0;
    let visited = 0;
    for (const [url, methods] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(methods)) {
        visited++;
        const id = `${method} ${url}`;
        const route = access.get(id);
        expect(route, id).toBeDefined();
        const rule = route?.access;
        if (rule === 'public') {
          expect(op.security, id).toEqual([]);
          // A public route answers 401 only when it checks the caller itself (a signed link, the login).
          if (op.responses?.['401']) publicWith401.push(id);
        } else {
          signedIn++;
          expect(op.security, id).toEqual([{ bearer: [] }]);
          expect(errorRef(op, '401'), id).toBe('#/components/schemas/ErrorAnswer');
          if (rule === 'staff' || rule === 'admin') {
            staffOnly++;
            expect(errorRef(op, '403'), id).toBe('#/components/schemas/ErrorAnswer');
          }
        }
        if (op.parameters?.length || op.requestBody) {
          validated++;
          expect(errorRef(op, '422'), id).toBe('#/components/schemas/ValidationErrorAnswer');
        }
        if (url.includes('{')) expect(op.responses?.['404'], id).toBeDefined();
      }
    }
    expect(visited).toBeGreaterThanOrEqual(OPERATIONS);
    // Floors as counted when this test was written: most of the API needs a login, a third is for staff.
    expect(signedIn).toBeGreaterThanOrEqual(100);
    expect(staffOnly).toBeGreaterThanOrEqual(60);
    expect(validated).toBeGreaterThanOrEqual(100);
    // A rate-limited route (newsletter sign-up) says it may answer 429.
    expect(errorRef(paths['/api/v1/subscribe'].post, '429')).toBe('#/components/schemas/ErrorAnswer');
    expect(publicWith401.sort()).toEqual(PUBLIC_WITH_401);
  });

  it('declares the errors services decide: conflicts, refused payments, account limits (decision 109)', () => {
    type Op = { responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> };
    const paths = document.paths as Record<string, Record<string, Op>>;
    let visited = 0;
    for (const [id, statuses] of Object.entries(KNOWN_ERRORS)) {
      const [method, url] = id.split(' ');
      const op = paths[url]?.[method];
      expect(op, id).toBeDefined();
      visited++;
      const declared = Object.keys(op?.responses ?? {}).filter((status) => status.startsWith('4'));
      expect(declared.map(Number).sort(), id).toEqual(statuses);
      for (const status of declared) {
        const ref = op?.responses?.[status]?.content?.['application/json']?.schema?.$ref;
        expect(ref, `${id} ${status}`).toBe(
          status === '422' ? '#/components/schemas/ValidationErrorAnswer' : '#/components/schemas/ErrorAnswer',
        );
      }
    }
    expect(visited).toBe(Object.keys(KNOWN_ERRORS).length);
    expect(visited).toBeGreaterThanOrEqual(20);
  });

  it('declares a response schema for every success answer of every operation, files as binary content', () => {
    const paths = document.paths as Record<
      string,
      Record<
        string,
        { responses?: Record<string, { content?: Record<string, { schema?: { type?: string; format?: string } }> }> }
      >
    >;
    const visited: string[] = [];
    const files: string[] = [];
    for (const [url, methods] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(methods)) {
        visited.push(`${method} ${url}`);
        const success = Object.entries(op.responses ?? {}).filter(([status]) => status.startsWith('2'));
        expect(success.length, `${method} ${url}`).toBeGreaterThan(0);
        for (const [status, answer] of success) {
          const content = Object.entries(answer.content ?? {});
          expect(content.length, `${method} ${url} ${status}`).toBeGreaterThan(0);
          for (const [type, media] of content) {
            expect(media.schema, `${method} ${url} ${status} ${type}`).toBeDefined();
            // A file is bytes: not described as JSON, and declared as a binary string.
            if (!type.includes('json')) {
              expect(media.schema, `${method} ${url} ${status} ${type}`).toMatchObject({ type: 'string' });
              if (type !== 'text/event-stream') {
                expect(media.schema?.format, `${method} ${url} ${type}`).toBe('binary');
                files.push(`${method} ${url}`);
              }
            }
          }
        }
      }
    }
    // Every route the server has is in the document (none hidden), once per method.
    // Hidden from the document: the document's own routes and the built web app's files (@fastify/static,
    // one route per file once apps/web/dist exists), never an API route.
    const own = t.app.routeTable.filter((r) => !r.url.startsWith('/api/docs'));
    expect(
      own
        .filter((r) => r.hidden && (r.url.startsWith('/api/') || !/\.[a-z0-9]+$/i.test(r.url)))
        .map((r) => `${r.method} ${r.url}`),
    ).toEqual([]);
    const routes = own.filter((r) => r.method !== 'HEAD' && !r.hidden);
    expect(visited.length).toBe(routes.length);
    expect(visited.length).toBeGreaterThanOrEqual(OPERATIONS);
    expect(new Set(files).size).toBeGreaterThanOrEqual(FILE_OPERATIONS);
  });
});
