import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { pdfText } from '../../test/api-helpers.ts';
import { exportFile, warehouseTest, type WarehouseTest } from './warehouse.test-helpers.ts';
import { parseCsv } from './warehouse.import-files.ts';

let w: WarehouseTest;
beforeAll(async () => {
  w = await warehouseTest();
  // Progress to keep: Sofa Lund 2 of 2, Tisch Eiche 1 of 1 over twice (2 of 1).
  const scan = (id: string) =>
    w.call('POST', '/scan-wm', w.staff, { idtr: 7000001, mode: 'true', id, aw_id: w.aw['AW-T1'] });
  for (const ean of ['4000000000011', '4000000000011', '4000000000028', '4000000000028'])
    expect((await scan(ean)).body.code).toBe(200);
});
afterAll(() => w.t.close());

const lines = async () => {
  const res = await w.call('GET', `/wm/7000001/${w.aw['AW-T1']}`, w.staff);
  return Object.fromEntries(
    (
      res.body as { towp_ttw_klucz: number; scanned: number; closed: number; quantity: number; towp_ttw_ean: string }[]
    ).map((l) => [l.towp_ttw_klucz, l]),
  );
};

describe('close and refresh keep scan progress', () => {
  it('close marks the work order closed and keeps every count', async () => {
    const res = await w.call('POST', '/close-aw', w.staff, { aw_id: w.aw['AW-T1'], aw_number: 'AW-T1' });
    expect(res).toEqual({ status: 200, body: { message: 'AW-T1 CLOSED' } });
    expect((await lines())[970001]).toMatchObject({ scanned: 2, closed: 1 });
    const aws = (await w.call('GET', '/aws', w.staff)).body as { aw: string; closed: boolean }[];
    expect(aws.find((a) => a.aw === 'AW-T1')!.closed).toBe(true);
    // Closed orders are listed after the open ones.
    expect(aws.at(-1)!.aw).toBe('AW-T1');
  });

  it('refresh wm re-reads the export: new expected quantities, the counts stay and the states follow', async () => {
    // The warehouse now expects 3 sofas (2 scanned: open again) and 2 tables (2 scanned: done).
    w.write('export.json', exportFile({ a: 3, b: 2 }));
    const res = await w.call('POST', '/refresh-wm', w.staff, { aw: w.aw['AW-T1'], numer: 'AW-T1' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'AW-T1 REFRESHED', work_orders: 1, documents: 2, lines: 4 });
    const after = await lines();
    expect(after[970001]).toMatchObject({ quantity: 3, scanned: 2, closed: 0 });
    expect(after[970002]).toMatchObject({ quantity: 2, scanned: 2, closed: 1 });
  });

  it('refresh aw (admin) imports new work orders from a CSV file beside the JSON, and staff may not', async () => {
    w.write(
      'more.csv',
      'aw;two_barcode;tr_idtrans;tr_numer;tr_nrobcy;towp_ttw_klucz;p_ttw_idtowaru;towp_ttw_nazwa;towp_ttw_ean;quantity\n' +
        'AW-T4;ja;7000401;500401;VENTE-UNIQUE-88001;970401;41;"Regal ""Ola""; weiss";4000000000401;2\n',
    );
    expect((await w.call('POST', '/refresh-aw', w.staff, { numer: 'x' })).status).toBe(403);
    const res = await w.call('POST', '/refresh-aw', w.admin, {});
    expect(res.body).toMatchObject({ work_orders: 4, files: 2 });
    const aws = (await w.call('GET', '/aws', w.staff)).body as { id: number; aw: string }[];
    const t4 = aws.find((a) => a.aw === 'AW-T4')!;
    expect((await w.call('GET', `/is_grabowski/${t4.id}`, w.staff)).body[0].is_grabowski).toBe(true);
    const l = await w.call('GET', `/wm/7000401/${t4.id}`, w.staff);
    expect(l.body[0]).toMatchObject({
      towp_ttw_nazwa: 'Regal "Ola"; weiss',
      quantity: 2,
      tr_nrobcy: 'VENTE-UNIQUE-88001',
    });
    expect((await lines())[970001]).toMatchObject({ scanned: 2 });
  });

  it('refuses a broken export as a whole with a message naming the problem', async () => {
    w.write('zz-broken.csv', 'aw,tr_idtrans\nAW-T9,1\n');
    const res = await w.call('POST', '/refresh-aw', w.admin, {});
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('zz-broken.csv: missing columns');
    expect(((await w.call('GET', '/aws', w.staff)).body as { aw: string }[]).some((a) => a.aw === 'AW-T9')).toBe(false);
    (await import('node:fs')).rmSync(`${w.dir}/zz-broken.csv`);
  });

  it('update client EAN takes only the EANs of known lines', async () => {
    const changed = exportFile({ a: 3, b: 2 });
    changed.work_orders[0].documents[0].lines[0].towp_ttw_ean = '4000000009999';
    changed.work_orders[0].documents[0].lines[0].quantity = 7; // not taken by this action
    w.write('export.json', changed);
    const res = await w.call('POST', '/update-ean', w.staff, {});
    expect(res.body).toEqual({ message: '1 EAN UPDATED' });
    expect((await lines())[970001]).toMatchObject({ towp_ttw_ean: '4000000009999', quantity: 3, scanned: 2 });
  });
});

describe('admin line delete and scanning the WM documents', () => {
  it('lets an admin take back the scans of a line; staff get 403', async () => {
    const body = { numer: w.aw['AW-T1'], wm_number: 7000001, code: 970002 };
    expect((await w.call('POST', '/delete-wm', w.staff, body)).status).toBe(403);
    expect((await w.call('POST', '/delete-wm', w.admin, body)).body).toEqual({ message: 'LINE 970002 DELETED' });
    expect((await lines())[970002]).toMatchObject({ scanned: 0, closed: 0 });
    expect((await w.call('POST', '/delete-wm', w.admin, { ...body, code: 1 })).status).toBe(404);
  });

  it("marks a scanned WM 1 when its lines are complete and 2 when lines are open; another AW's WM is refused", async () => {
    await w.call('POST', '/scan-wm', w.staff, {
      idtr: 7000002,
      mode: 'true',
      id: '4000000000042',
      aw_id: w.aw['AW-T1'],
    });
    const done = await w.call('POST', '/scan-wms', w.staff, {
      aw_idtrans: w.aw['AW-T1'],
      wm_idtrans: '500002/HC/20/WM',
    });
    expect(done.body).toEqual({ message: 'WM 500002/HC/20/WM SCANNED' });
    const open = await w.call('POST', '/scan-wms', w.staff, { aw_idtrans: w.aw['AW-T1'], wm_idtrans: '7000001' });
    expect(open.body.message).toBe('WM 500001/HC/20/WM SCANNED WITH 3 OPEN LINES');
    const other = await w.call('POST', '/scan-wms', w.staff, { aw_idtrans: w.aw['AW-T1'], wm_idtrans: '500101' });
    expect(other.body).toEqual({ message: 'WM 500101 IS NOT IN THIS AW' });
    const rows = await w.call('GET', `/wms?id=${w.aw['AW-T1']}&aw=AW-T1`, w.staff);
    expect(rows.body).toEqual([
      { tr_numer: '500001', wm_idtrans: 7000001, scanned: 2 },
      { tr_numer: '500002', wm_idtrans: 7000002, scanned: 1 },
    ]);
    expect((await w.call('GET', `/wm_data/${w.aw['AW-T1']}`, w.staff)).body).toEqual(rows.body);
  });
});

describe('reports on the root path', () => {
  it('PDF report lists every line with expected and scanned counts', async () => {
    const res = await w.call('GET', `/aw-report/${w.aw['AW-T1']}`, w.staff);
    expect(res.status).toBe(200);
    const text = pdfText(res.body as Buffer);
    for (const s of [
      'AW report AW-T1',
      'Sofa Lund',
      'Tisch Eiche',
      'Stuhl Fjord',
      'Lampe Arc',
      '500001/HC/20/WM',
      '4000000009999',
    ])
      expect(text).toContain(s);
  });

  it('not-equal report lists only lines whose scanned count differs from the expected', async () => {
    const res = await w.call('GET', `/aw-not-bz/${w.aw['AW-T1']}`, w.staff);
    const text = pdfText(res.body as Buffer);
    // Sofa 2/3, Tisch 0/2, Stuhl 0/20 differ; Lampe 1/1 does not.
    for (const s of ['Sofa Lund', 'Tisch Eiche', 'Stuhl Fjord']) expect(text).toContain(s);
    expect(text).not.toContain('Lampe Arc');
  });

  it('XLSX report holds one row per line with numbers', async () => {
    const res = await w.call('GET', `/aw-report-excel/${w.aw['AW-T1']}`, w.staff);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body as Buffer as never);
    const rows: unknown[][] = [];
    book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual([
      'WM',
      'Id Trans',
      'Customer reference',
      'Line',
      'Nazwa',
      'Id Towaru',
      'Ean',
      'Expected',
      'Scanned',
      'Closed',
    ]);
    expect(rows[1]).toEqual([
      '500001/HC/20/WM',
      7000001,
      'OTTO-55001',
      970001,
      'Sofa Lund',
      11,
      '4000000009999',
      3,
      2,
      'OPEN',
    ]);
    expect(rows[4]).toEqual([
      '500002/HC/20/WM',
      7000002,
      'WOHNWERK-10001',
      970011,
      'Lampe Arc',
      14,
      '4000000000042',
      1,
      1,
      'OK',
    ]);
  });

  it('is never readable without a signed-in staff user; a signed link works for that path only', async () => {
    for (const path of [
      `/aw-report/${w.aw['AW-T1']}`,
      `/aw-report-excel/${w.aw['AW-T1']}`,
      `/aw-not-bz/${w.aw['AW-T1']}`,
    ]) {
      expect((await w.call('GET', path, null)).status).toBe(401);
      expect((await w.call('GET', path, w.customer)).status).toBe(403);
      const link = await w.call('POST', '/aw-report-link', w.staff, { path });
      expect(link.status).toBe(200);
      expect((await w.call('GET', link.body.url, null)).status).toBe(200);
      expect((await w.call('GET', link.body.url.replace(path, `/aw-report/${w.aw['AW-T2']}`), null)).status).toBe(401);
    }
    expect((await w.call('POST', '/aw-report-link', w.customer, { path: '/aw-report/1' })).status).toBe(403);
    expect((await w.call('POST', '/aw-report-link', w.staff, { path: '/report/1/2026-01-01' })).status).toBe(422);
  });
});

describe('roles', () => {
  it('answers anonymous callers 401 and customers 403 on every warehouse call', async () => {
    const id = w.aw['AW-T1'];
    const calls: [method: 'GET' | 'POST', url: string, body?: object][] = [
      ['GET', '/aws'],
      ['POST', '/aw', { numer: id }],
      ['GET', '/search-by-wm/500001/false'],
      ['GET', `/wm_data/${id}`],
      ['GET', `/is_grabowski/${id}`],
      ['POST', '/close-aw', { aw_id: id }],
      ['POST', '/update-ean', {}],
      ['POST', '/refresh-wm', { aw: id }],
      ['POST', '/refresh-aw', {}],
      ['GET', `/wm/7000001/${id}`],
      ['POST', '/scan-wm', { idtr: 7000001, mode: 'true', id: '4000000000011', aw_id: id }],
      ['POST', '/delete-wm', { wm_number: 7000001, code: 970001 }],
      ['GET', `/wms?id=${id}`],
      ['POST', '/scan-wms', { aw_idtrans: id, wm_idtrans: '500001' }],
    ];
    for (const [method, url, body] of calls) {
      expect({ url, status: (await w.call(method, url, null, body)).status }).toEqual({ url, status: 401 });
      expect({ url, status: (await w.call(method, url, w.customer, body)).status }).toEqual({ url, status: 403 });
    }
    expect(calls).toHaveLength(14);
    // Nothing of the above counted: the customer's scan was refused before the service.
    const rows = (
      (await w.t.db.execute(sql`select count(*)::int as n from scan_events where user_id is null`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(rows[0].n).toBe(0);
  });
});

describe('CSV reading', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks', () => {
    expect(parseCsv('a,b\n"x, ""y""","line\nbreak"\r\n\n1,2')).toEqual([
      ['a', 'b'],
      ['x, "y"', 'line\nbreak'],
      ['1', '2'],
    ]);
  });
});

describe('the API description', () => {
  it('lists every warehouse and gift-code operation with its own operationId', async () => {
    const res = await w.t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>> };
    const ops = Object.values(doc.paths)
      .flatMap((methods) => Object.values(methods))
      .filter((o) => o.tags?.includes('warehouse') || o.tags?.includes('gift-codes'));
    // 14 scan calls of spec §7.8, the report link, create-codes and get-codes.
    expect(ops.map((o) => o.operationId).sort()).toEqual(
      [
        'awReportLink',
        'closeAw',
        'createCodes',
        'deleteWm',
        'getCodes',
        'isGrabowski',
        'listAws',
        'listWms',
        'loadAw',
        'refreshAw',
        'refreshWm',
        'scanWm',
        'scanWms',
        'searchByWm',
        'updateEan',
        'wmData',
        'wmLines',
      ].sort(),
    );
  });
});
