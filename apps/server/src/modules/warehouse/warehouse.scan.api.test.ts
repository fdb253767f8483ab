import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { VERSION_HEADER } from '../catalog/read-model/catalog-version.ts';
import { warehouseTest, type WarehouseTest } from './warehouse.test-helpers.ts';

let w: WarehouseTest;
beforeAll(async () => {
  w = await warehouseTest();
});
afterAll(() => w.t.close());

const line = async (trIdtrans: number, awId: number, key: number) => {
  const res = await w.call('GET', `/wm/${trIdtrans}/${awId}`, w.staff);
  expect(res.status).toBe(200);
  return (res.body as { towp_ttw_klucz: number; scanned: number; closed: number }[]).find(
    (l) => l.towp_ttw_klucz === key,
  )!;
};
const count = async (query: string) =>
  ((await w.t.db.execute(sql.raw(query))) as unknown as { rows: { n: number }[] }).rows[0].n;

describe('choosing a work order and its documents', () => {
  it('lists work orders for the picker and loads the document cards of one', async () => {
    const aws = await w.call('GET', '/aws', w.staff);
    expect(aws.body.map((a: { aw: string }) => a.aw).sort()).toEqual(['AW-T1', 'AW-T2', 'AW-T3']);
    const docs = await w.call('POST', '/aw', w.staff, { numer: w.aw['AW-T1'], aw: 'AW-T1' });
    expect(docs.status).toBe(200);
    expect(docs.body.map((d: { tr_idtrans: number }) => d.tr_idtrans)).toEqual([7000001, 7000002]);
    expect(docs.body[0]).toMatchObject({
      tr_numer: '500001',
      aw: 'AW-T1',
      two_barcode: false,
      lines: 3,
      lines_done: 0,
    });
  });

  it('answers 404 "NO WM FOR THIS AW" for a work order without documents', async () => {
    const res = await w.call('POST', '/aw', w.staff, { numer: w.aw['AW-T3'], aw: 'AW-T3' });
    expect(res).toEqual({ status: 404, body: { message: 'NO WM FOR THIS AW' } });
  });

  it('reports the two-barcode flag the server keeps for a work order', async () => {
    expect((await w.call('GET', `/is_grabowski/${w.aw['AW-T2']}`, w.staff)).body).toEqual([
      { id: w.aw['AW-T2'], aw: 'AW-T2', is_grabowski: true },
    ]);
    expect((await w.call('GET', `/is_grabowski/${w.aw['AW-T1']}`, w.staff)).body[0].is_grabowski).toBe(false);
  });

  it('lets admins search documents by id_trans or tr_numer, with a message when none is found', async () => {
    const byId = await w.call('GET', '/search-by-wm/7000101/true', w.admin);
    expect(byId.body.map((d: { tr_numer: string; aw: string }) => [d.tr_numer, d.aw])).toEqual([['500101', 'AW-T2']]);
    const byNumer = await w.call('GET', '/search-by-wm/500002/false', w.admin);
    expect(byNumer.body.map((d: { tr_idtrans: number }) => d.tr_idtrans)).toEqual([7000002]);
    const none = await w.call('GET', '/search-by-wm/999/true', w.admin);
    expect(none.status).toBe(404);
    expect(none.body.message).toContain('999');
    expect((await w.call('GET', '/search-by-wm/500002/false', w.staff)).status).toBe(403);
  });

  it('shows the lines of a document only under its own work order', async () => {
    const lines = await w.call('GET', `/wm/7000001/${w.aw['AW-T1']}`, w.staff);
    expect(lines.body.map((l: { towp_ttw_ean: string }) => l.towp_ttw_ean)).toEqual([
      '4000000000011',
      '4000000000028',
      '4000000000035',
    ]);
    expect(lines.body[0]).toEqual({
      towp_ttw_klucz: 970001,
      towp_ttw_nazwa: 'Sofa Lund',
      p_ttw_idtowaru: 11,
      towp_ttw_ean: '4000000000011',
      quantity: 2,
      scanned: 0,
      closed: 0,
      tr_nrobcy: 'OTTO-55001',
    });
    expect((await w.call('GET', `/wm/7000001/${w.aw['AW-T2']}`, w.staff)).status).toBe(404);
  });
});

describe('scanning the lines of a document (one barcode)', () => {
  const scan = (id: string, extra: Record<string, unknown> = {}) =>
    w.call('POST', '/scan-wm', w.staff, { idtr: 7000001, mode: 'true', id, aw_id: w.aw['AW-T1'], ...extra });

  it('counts a trimmed EAN up to the expected quantity and closes the line with 1', async () => {
    const first = await scan('  4000000000011 \n');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ message: 'Sofa Lund 1/2', overflow: false, code: 200 });
    expect(first.body.line).toMatchObject({ scanned: 1, closed: 0 });
    const second = await scan('4000000000011');
    expect(second.body).toMatchObject({ message: 'Sofa Lund 2/2', overflow: false, code: 200 });
    expect(await line(7000001, w.aw['AW-T1'], 970001)).toMatchObject({ scanned: 2, closed: 1 });
  });

  it('answers overflow beyond the expected count and marks the line 2', async () => {
    const res = await scan('4000000000011');
    expect(res.body).toMatchObject({ overflow: true, code: 200, message: 'Overflow: Sofa Lund 3/2' });
    expect(await line(7000001, w.aw['AW-T1'], 970001)).toMatchObject({ scanned: 3, closed: 2 });
  });

  it('answers code 404 with a message for an EAN that is not on the document, and counts nothing', async () => {
    const before = await count(`select coalesce(sum(scanned_qty), 0)::int as n from wm_lines`);
    const res = await scan('4000000000042'); // on the other document of the same work order
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'EAN 4000000000042 is not on WM 500001',
      overflow: false,
      code: 404,
      line: null,
    });
    expect(await count(`select coalesce(sum(scanned_qty), 0)::int as n from wm_lines`)).toBe(before);
    expect(
      await count(`select count(*)::int as n from scan_events where result = 'not_found' and ean = '4000000000042'`),
    ).toBe(1);
  });

  it('refuses an empty EAN with "EAN is empty"', async () => {
    const res = await scan('   ');
    expect(res.status).toBe(422);
    expect(res.body.errors.id).toEqual(['EAN is empty']);
  });

  it('refuses a scan into a document of another work order', async () => {
    const res = await w.call('POST', '/scan-wm', w.staff, {
      idtr: 7000101,
      mode: 'true',
      id: '4000000000103',
      aw_id: w.aw['AW-T1'],
    });
    expect(res.status).toBe(404);
  });

  it('records every scan as an event with who, document, code and result', async () => {
    const rows = (
      (await w.t.db.execute(
        sql`select user_id, ean, result from scan_events where ean = '4000000000011' order by id`,
      )) as unknown as { rows: { user_id: number; ean: string; result: string }[] }
    ).rows;
    expect(rows).toEqual([
      { user_id: w.staff.id, ean: '4000000000011', result: 'ok' },
      { user_id: w.staff.id, ean: '4000000000011', result: 'ok' },
      { user_id: w.staff.id, ean: '4000000000011', result: 'overflow' },
    ]);
  });
});

describe('two-barcode mode', () => {
  const scan = (idtr: number, id: string, barcode: string | undefined) =>
    w.call('POST', '/scan-wm', w.staff, {
      idtr,
      mode: 'false',
      id,
      aw_id: w.aw['AW-T2'],
      doubleBarcode: true,
      ...(barcode === undefined ? {} : { barcode }),
    });

  it('needs the second barcode', async () => {
    const res = await scan(7000101, '4000000000103', '  ');
    expect(res.status).toBe(422);
    expect(res.body.errors.barcode).toEqual(['Barcode 2 is empty']);
  });

  it('refuses different barcodes for a HOME reference and counts nothing', async () => {
    const res = await scan(7000101, '4000000000103', '4000000000999');
    expect(res.body).toEqual({ message: "PRODUCT EAN'S ARE NOT THE SAME!!!", overflow: false, code: 409, line: null });
    expect(await line(7000101, w.aw['AW-T2'], 970101)).toMatchObject({ scanned: 0 });
  });

  it('counts equal barcodes for a HOME reference', async () => {
    const res = await scan(7000101, ' 4000000000103', '4000000000103 ');
    expect(res.body).toMatchObject({ code: 200, overflow: false, message: 'Bett Nora 1/2' });
  });

  it('does not compare the barcodes of other references', async () => {
    const res = await scan(7000102, '4000000000110', 'LABEL-0001');
    expect(res.body).toMatchObject({ code: 200, message: 'Kommode Fjord 1/1' });
    expect(await line(7000102, w.aw['AW-T2'], 970102)).toMatchObject({ scanned: 1, closed: 1 });
  });
});

describe('counting exactly once', () => {
  it('counts a retried request (same key in the body) once and answers the first answer again', async () => {
    const body = { idtr: 7000001, mode: 'true', id: '4000000000028', aw_id: w.aw['AW-T1'], key: 'retry-key-0001' };
    const first = await w.call('POST', '/scan-wm', w.staff, body);
    const again = await w.call('POST', '/scan-wm', w.staff, body);
    expect(first.body).toMatchObject({ message: 'Tisch Eiche 1/1', code: 200 });
    expect(again.body).toEqual(first.body);
    expect(await line(7000001, w.aw['AW-T1'], 970002)).toMatchObject({ scanned: 1, closed: 1 });
    expect(await count(`select count(*)::int as n from scan_events where request_key = 'retry-key-0001'`)).toBe(1);
  });

  it('takes the key from the Idempotency-Key header too', async () => {
    const body = { idtr: 7000002, mode: 'true', id: '4000000000042', aw_id: w.aw['AW-T1'] };
    const headers = { 'idempotency-key': 'header-key-0001' };
    await w.call('POST', '/scan-wm', w.staff, body, headers);
    await w.call('POST', '/scan-wm', w.staff, body, headers);
    expect(await line(7000002, w.aw['AW-T1'], 970011)).toMatchObject({ scanned: 1, closed: 1 });
  });

  it('counts 20 concurrent scans of one line exactly 20 times, and 5 concurrent retries of one key once', async () => {
    const body = { idtr: 7000001, mode: 'true', id: '4000000000035', aw_id: w.aw['AW-T1'] };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        w.call('POST', '/scan-wm', i % 2 ? w.staff : w.admin, { ...body, key: `concurrent-${i}-xyz` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.body.overflow)).toHaveLength(0);
    // Every count from 1 to 20 was answered once: no two scans saw the same count.
    expect(answers.map((a) => a.body.line.scanned).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(await line(7000001, w.aw['AW-T1'], 970003)).toMatchObject({ scanned: 20, closed: 1 });
    const retries = await Promise.all(
      Array.from({ length: 5 }, () => w.call('POST', '/scan-wm', w.staff, { ...body, key: 'same-key-for-all-5' })),
    );
    expect(new Set(retries.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(retries[0].body.overflow).toBe(true);
    expect(await line(7000001, w.aw['AW-T1'], 970003)).toMatchObject({ scanned: 21, closed: 2 });
  });

  it('never makes the storefront catalogue reload: scans write no catalogue change and carry no catalogue version', async () => {
    await w.t.app.catalog.current();
    const before = await count('select count(*)::int as n from catalog_changes');
    const loads = { ...w.t.app.catalog.stats };
    const scanned = await w.t.inject({
      method: 'POST',
      url: '/api/v1/scan-wm',
      headers: w.staff.auth,
      payload: { idtr: 7000002, mode: 'true', id: 'NOPE', aw_id: w.aw['AW-T1'] },
    });
    const wm = await w.t.inject({
      method: 'POST',
      url: '/api/v1/scan-wms',
      headers: w.staff.auth,
      payload: { aw_idtrans: w.aw['AW-T1'], wm_idtrans: '500002' },
    });
    for (const res of [scanned, wm]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers[VERSION_HEADER]).toBeUndefined();
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    await w.t.app.catalog.current();
    expect(await count('select count(*)::int as n from catalog_changes')).toBe(before);
    expect({
      fullLoads: w.t.app.catalog.stats.fullLoads,
      productReloads: w.t.app.catalog.stats.productReloads,
    }).toEqual({ fullLoads: loads.fullLoads, productReloads: loads.productReloads });
  });
});
