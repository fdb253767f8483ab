import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

export type Who = { auth: { authorization: string } };

/**
 * A small export for the tests: AW-T1 (one barcode) with two documents, AW-T2 (two barcodes,
 * HOME24 and OTTO references), AW-T3 without documents. Keys start high to stay clear of others.
 */
export function exportFile(expected: { a?: number; b?: number } = {}) {
  return {
    work_orders: [
      {
        aw: 'AW-T1',
        two_barcode: false,
        documents: [
          {
            tr_idtrans: 7000001,
            tr_numer: '500001',
            tr_nrobcy: 'OTTO-55001',
            lines: [
              {
                towp_ttw_klucz: 970001,
                p_ttw_idtowaru: 11,
                towp_ttw_nazwa: 'Sofa Lund',
                towp_ttw_ean: '4000000000011',
                quantity: expected.a ?? 2,
              },
              {
                towp_ttw_klucz: 970002,
                p_ttw_idtowaru: 12,
                towp_ttw_nazwa: 'Tisch Eiche',
                towp_ttw_ean: '4000000000028',
                quantity: expected.b ?? 1,
              },
              {
                towp_ttw_klucz: 970003,
                p_ttw_idtowaru: 13,
                towp_ttw_nazwa: 'Stuhl Fjord',
                towp_ttw_ean: '4000000000035',
                quantity: 20,
              },
            ],
          },
          {
            tr_idtrans: 7000002,
            tr_numer: '500002',
            tr_nrobcy: 'WOHNWERK-10001',
            lines: [
              {
                towp_ttw_klucz: 970011,
                p_ttw_idtowaru: 14,
                towp_ttw_nazwa: 'Lampe Arc',
                towp_ttw_ean: '4000000000042',
                quantity: 1,
              },
            ],
          },
        ],
      },
      {
        aw: 'AW-T2',
        two_barcode: true,
        documents: [
          {
            tr_idtrans: 7000101,
            tr_numer: '500101',
            tr_nrobcy: 'HOME24-4700101',
            lines: [
              {
                towp_ttw_klucz: 970101,
                p_ttw_idtowaru: 21,
                towp_ttw_nazwa: 'Bett Nora',
                towp_ttw_ean: '4000000000103',
                quantity: 2,
              },
            ],
          },
          {
            tr_idtrans: 7000102,
            tr_numer: '500102',
            tr_nrobcy: 'OTTO-55102',
            lines: [
              {
                towp_ttw_klucz: 970102,
                p_ttw_idtowaru: 22,
                towp_ttw_nazwa: 'Kommode Fjord',
                towp_ttw_ean: '4000000000110',
                quantity: 1,
              },
            ],
          },
        ],
      },
      { aw: 'AW-T3', two_barcode: false, documents: [] },
    ],
  };
}

export interface WarehouseTest {
  t: TestContext;
  dir: string;
  staff: Who & { id: number };
  admin: Who & { id: number };
  customer: Who;
  /** Work-order ids by label. */
  aw: Record<string, number>;
  write(name: string, content: string | object): void;
  call(
    method: 'GET' | 'POST',
    url: string,
    who: Who | null,
    payload?: unknown,
    headers?: Record<string, string>,
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers of every route's shape through this one helper
  ): Promise<{ status: number; body: any }>;
}

/** A test context whose import folder holds exportFile(), imported through POST /refresh-aw. */
export async function warehouseTest(env: Record<string, string> = {}): Promise<WarehouseTest> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wohnwerk-wh-'));
  const t = await createTestContext({ WAREHOUSE_IMPORT_DIR: dir, ...env });
  const [staff, admin, customer] = [await t.user('staff'), await t.user('admin'), await t.user('customer')];
  const write = (name: string, content: string | object) =>
    fs.writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  const call: WarehouseTest['call'] = async (method, url, who, payload, headers) => {
    const res = await t.inject({
      method,
      url: /^\/(aw-report|aw-report-excel|aw-not-bz)\//.test(url) ? url : `/api/v1${url}`,
      headers: { ...who?.auth, ...headers },
      payload: payload as never,
    });
    return {
      status: res.statusCode,
      body: res.headers['content-type']?.toString().includes('json') ? res.json() : res.rawPayload,
    };
  };
  write('export.json', exportFile());
  const imported = await call('POST', '/refresh-aw', admin, {});
  if (imported.status !== 200) throw new Error(`import failed: ${JSON.stringify(imported.body)}`);
  const list = await call('GET', '/aws', staff);
  const aw = Object.fromEntries((list.body as { id: number; aw: string }[]).map((w) => [w.aw, w.id]));
  const close = t.close;
  t.close = async () => {
    await close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { t, dir, staff, admin, customer, aw, write, call };
}
