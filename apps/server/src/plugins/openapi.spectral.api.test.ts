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
const OPERATIONS = 188;
const FILE_OPERATIONS = 20;

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
          expect(op.responses?.['401'], id).toBeUndefined();
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
