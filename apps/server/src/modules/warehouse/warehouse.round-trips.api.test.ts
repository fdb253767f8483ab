import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStatements } from '../../test/round-trips.ts';
import { warehouseTest, type WarehouseTest } from './warehouse.test-helpers.ts';

/**
 * What a scan costs the database (decision 084): the sign-in lookup and one call of wm_scan,
 * whatever the outcome, and no catalogue-version question (scans declare catalogue: 'untouched').
 * The guarantees themselves (exactly once, concurrency, answers) are in warehouse.scan.api.test.ts.
 */
let w: WarehouseTest;
let statements: ReturnType<typeof recordStatements>;
beforeAll(async () => {
  // No background catalogue looks: every statement recorded is the request's. NODE_ENV as in
  // production: under NODE_ENV=test app.ts still asks a catalogue: 'untouched' route's answer
  // for a catalogue change (to catch a wrong declaration), which is not what a scan costs.
  w = await warehouseTest({ CATALOG_REFRESH_MS: '0', NODE_ENV: 'development' });
  await w.t.app.catalog.current();
  statements = recordStatements(w.t.database);
});
afterAll(async () => {
  statements.stop();
  await w.t.close();
});

const scan = (body: Record<string, unknown>) =>
  w.call('POST', '/scan-wm', w.staff, { idtr: 7000001, mode: 'true', aw_id: w.aw['AW-T1'], ...body });
/** The statements of one request, each named by its first words. */
const shapes = (texts: string[]) =>
  texts.map((s) => (/wm_scan\(/.test(s) ? 'wm_scan' : /from "access_tokens"/.test(s) ? 'auth' : s.slice(0, 60)));

describe('one scan, two round trips', () => {
  it('counts with a key: the sign-in lookup and one wm_scan call', async () => {
    statements.take();
    const res = await scan({ id: '4000000000011', key: 'trips-key-0001' });
    expect(res.body).toMatchObject({ code: 200, message: 'Sofa Lund 1/2' });
    expect(shapes(statements.take())).toEqual(['auth', 'wm_scan']);
  });

  it('replays a retry in the same two', async () => {
    const res = await scan({ id: '4000000000011', key: 'trips-key-0001' });
    expect(res.body).toMatchObject({ code: 200, message: 'Sofa Lund 1/2' });
    expect(shapes(statements.take())).toEqual(['auth', 'wm_scan']);
  });

  it('answers a scan without a key, an unknown EAN and a mismatch in the same two', async () => {
    for (const [body, code] of [
      [{ id: '4000000000011' }, 200],
      [{ id: '4999999999999' }, 404],
    ] as const) {
      expect((await scan(body)).body.code).toBe(code);
      expect(shapes(statements.take())).toEqual(['auth', 'wm_scan']);
    }
    const mismatch = await w.call('POST', '/scan-wm', w.staff, {
      idtr: 7000101,
      mode: 'false',
      id: '4000000000103',
      barcode: '4000000000999',
      aw_id: w.aw['AW-T2'],
    });
    expect(mismatch.body.code).toBe(409);
    expect(shapes(statements.take())).toEqual(['auth', 'wm_scan']);
  });

  it('refuses a document of another work order after the same two, recording nothing', async () => {
    const res = await w.call('POST', '/scan-wm', w.staff, {
      idtr: 7000101,
      mode: 'true',
      id: '4000000000103',
      aw_id: w.aw['AW-T1'],
      key: 'trips-key-0002',
    });
    expect(res.status).toBe(404);
    expect(shapes(statements.take())).toEqual(['auth', 'wm_scan']);
    // The key was not claimed: the same key on the right work order counts.
    const right = await w.call('POST', '/scan-wm', w.staff, {
      idtr: 7000101,
      mode: 'true',
      id: '4000000000103',
      aw_id: w.aw['AW-T2'],
      key: 'trips-key-0002',
    });
    expect(right.body).toMatchObject({ code: 200, message: 'Bett Nora 1/2' });
  });
});
