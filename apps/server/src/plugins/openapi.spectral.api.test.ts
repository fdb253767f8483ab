import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Document, Ruleset, Spectral, type ISpectralDiagnostic } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { createTestContext, type TestContext } from '../test/test-app.ts';

/**
 * The API document (/api/docs/json) is one a client generator can use: Spectral's
 * `spectral:oas` rules report nothing (docs/decisions/018). Known errors stay, each from
 * the spec's own paths, which the routes tell apart by method: `/api/v1/ratings/{productId}`
 * (GET, a product's ratings) beside `/api/v1/ratings/{id}` (PUT/DELETE, one rating), and
 * likewise `/api/v1/comment-for-user/{userId}` beside `/api/v1/comment-for-user/{id}`.
 * Spectral calls such paths equivalent (`path-params`); the override turns that rule off
 * for exactly these paths.
 */

/** Paths the spec names that Spectral calls equivalent to another (see above). */
const EQUIVALENT_SPEC_PATHS = [
  '/api/v1/ratings/{productId}',
  '/api/v1/ratings/{id}',
  '/api/v1/comment-for-user/{userId}',
  '/api/v1/comment-for-user/{id}',
];

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
/** A path of the document as an override's JSON pointer (braces percent-encoded, as Spectral matches them). */
const pointer = (p: string) =>
  `openapi.json#/paths/${p.replaceAll('~', '~0').replaceAll('/', '~1').replaceAll('{', '%7B').replaceAll('}', '%7D')}`;

beforeAll(async () => {
  t = await createTestContext();
  const res = await t.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
  const spectral = new Spectral();
  spectral.setRuleset(
    new Ruleset(
      {
        extends: [[oas, 'recommended']],
        overrides: [{ files: EQUIVALENT_SPEC_PATHS.map(pointer), rules: { 'path-params': 'off' } }],
      },
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

  it('the override is needed: without it, these spec paths are the only errors', async () => {
    const spectral = new Spectral();
    spectral.setRuleset(new Ruleset({ extends: [[oas, 'recommended']] }, { severity: 'recommended' }));
    const plain = await spectral.run(new Document(JSON.stringify(document), Json, source));
    const errors = plain.filter((r) => r.severity === 0);
    expect(errors.map((r) => r.code)).toEqual(['path-params', 'path-params']);
    expect(errors.map((r) => r.path[1]).sort()).toEqual(['/api/v1/comment-for-user/{id}', '/api/v1/ratings/{id}']);
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
