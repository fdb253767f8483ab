import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
type Auth = { authorization: string };
let staff: { auth: Auth };
let admin: { auth: Auth };
let customer: { auth: Auth };
beforeAll(async () => {
  t = await createTestContext();
  [staff, admin, customer] = await Promise.all([t.user('staff'), t.user('admin'), t.user('customer')]);
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: { auth?: Auth; payload?: unknown } = {}) =>
  t.inject({ method, url: `/api/v1${url}`, headers: opts.auth ?? {}, payload: opts.payload as never });

const express = {
  name: 'Spedition Test',
  faktori_post: 1.1,
  zup_mosina: 45,
  letzte_meile: 35,
  paushall: 10,
  thc_zup: 4,
};
const standard = { name: 'Standard Test', ausg: 1.05, kf: 20, ap1: 10, ap2: 20, ap3: 30, db1: 35, kvar: 8, fakt: 1.6 };

describe('who may use the pricing routes', () => {
  it('answers guests 401 and customers 403 on every pricing route, and lets staff and admins in', async () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/v1/calculate'));
    expect(routes.length).toBe(14);
    const sid = (
      await api('POST', '/calculate/services', { auth: staff.auth, payload: { ...express, name: 'Matrix' } })
    ).json().data.id as number;
    const set = (
      await api('POST', '/calculate/imm', { auth: staff.auth, payload: { ...standard, name: 'Matrix' } })
    ).json().data;
    let visited = 0;
    for (const route of routes) {
      expect(route.access).toBe('staff');
      const url = route.url.replace('/api/v1', '').replace(':id', String(route.url.includes('/imm/') ? set.id : sid));
      const withQuery =
        url === '/calculate/imm' || url === '/calculate/imm/export' ? `${url}?imm_id=${set.id}&postal_id=${sid}` : url;
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      if (method === 'DELETE') continue; // the role checks below run before any delete happens
      const payload =
        method === 'GET'
          ? undefined
          : route.url.includes('imm')
            ? { ...standard, name: `M${visited}` }
            : { ...express, name: `M${visited}` };
      expect((await api(method, withQuery, { payload })).statusCode, `${method} ${url} guest`).toBe(401);
      expect(
        (await api(method, withQuery, { auth: customer.auth, payload })).statusCode,
        `${method} ${url} customer`,
      ).toBe(403);
      for (const who of [staff, admin]) {
        const res = await api(method, withQuery, {
          auth: who.auth,
          payload: payload && { ...payload, name: `${payload.name}-${who === staff ? 's' : 'a'}` },
        });
        expect(res.statusCode, `${method} ${url}`).toBeLessThan(300);
      }
      visited++;
    }
    expect(visited).toBe(12);
    for (const url of [`/calculate/services/${sid}`, `/calculate/imm/${set.id}`]) {
      expect((await api('DELETE', url)).statusCode).toBe(401);
      expect((await api('DELETE', url, { auth: customer.auth })).statusCode).toBe(403);
      expect((await api('DELETE', url, { auth: admin.auth })).statusCode).toBe(200);
    }
  });
});

describe('postal services', () => {
  it('round-trips create, read, list, update and delete with the spec notice', async () => {
    const created = await api('POST', '/calculate/services', { auth: staff.auth, payload: express });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json()).toEqual({ message: 'Service was created.', data: { id, ...express } });

    expect((await api('GET', `/calculate/services/${id}`, { auth: staff.auth })).json()).toEqual({
      data: { id, ...express },
    });
    const list = (await api('GET', '/calculate/services', { auth: staff.auth })).json().data;
    expect(list).toContainEqual({ id, ...express });

    const changed = { ...express, name: 'Spedition Test neu', zup_mosina: 47.5, faktori_post: 1.125 };
    const put = await api('PUT', `/calculate/services/${id}`, { auth: staff.auth, payload: changed });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ message: 'Service was updated.', data: { id, ...changed } });
    expect((await api('GET', `/calculate/services/${id}`, { auth: staff.auth })).json().data).toEqual({
      id,
      ...changed,
    });

    const del = await api('DELETE', `/calculate/services/${id}`, { auth: staff.auth });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Service was deleted.' });
    expect((await api('GET', `/calculate/services/${id}`, { auth: staff.auth })).statusCode).toBe(404);
    expect((await api('DELETE', `/calculate/services/${id}`, { auth: staff.auth })).statusCode).toBe(404);
  });

  it('accepts faktor_post as an alias of faktori_post and answers faktori_post', async () => {
    const { faktori_post: _f, ...rest } = express;
    const res = await api('POST', '/calculate/services', {
      auth: staff.auth,
      payload: { ...rest, name: 'Alias', faktor_post: '1,2' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.faktori_post).toBe(1.2);
    expect(res.json().data).not.toHaveProperty('faktor_post');
    const put = await api('PUT', `/calculate/services/${res.json().data.id}`, {
      auth: staff.auth,
      payload: { ...rest, name: 'Alias', faktor_post: 1.3 },
    });
    expect(put.json().data.faktori_post).toBe(1.3);
  });

  it('answers 422 with German field errors for missing, negative and non-numeric values, and saves nothing', async () => {
    const before = (await api('GET', '/calculate/services', { auth: staff.auth })).json().data.length;
    const res = await api('POST', '/calculate/services', {
      auth: staff.auth,
      payload: { name: '  ', faktori_post: 'abc', zup_mosina: -1, letzte_meile: null, thc_zup: '1e5x' },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.name).toEqual(['Dies ist ein Pflichtfeld.']);
    expect(errors.faktori_post).toEqual(['Bitte geben Sie eine Zahl ein.']);
    expect(errors.zup_mosina).toEqual(['Der Wert darf nicht negativ sein.']);
    expect(errors.letzte_meile).toEqual(['Dies ist ein Pflichtfeld.']);
    expect(errors.paushall).toEqual(['Dies ist ein Pflichtfeld.']);
    expect(errors.thc_zup).toEqual(['Bitte geben Sie eine Zahl ein.']);
    expect((await api('GET', '/calculate/services', { auth: staff.auth })).json().data.length).toBe(before);
  });

  it('refuses a name another service has (any case) and keeps the record unchanged', async () => {
    const a = (
      await api('POST', '/calculate/services', { auth: staff.auth, payload: { ...express, name: 'Einmalig' } })
    ).json().data;
    const b = (
      await api('POST', '/calculate/services', { auth: staff.auth, payload: { ...express, name: 'Zweiter' } })
    ).json().data;
    const dup = await api('POST', '/calculate/services', {
      auth: staff.auth,
      payload: { ...express, name: 'einmalig' },
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.name).toEqual(['Dieser Name ist bereits vergeben.']);
    const rename = await api('PUT', `/calculate/services/${b.id}`, {
      auth: staff.auth,
      payload: { ...express, name: 'EINMALIG', paushall: 99 },
    });
    expect(rename.statusCode).toBe(422);
    expect((await api('GET', `/calculate/services/${b.id}`, { auth: staff.auth })).json().data.paushall).toBe(
      express.paushall,
    );
    // Saving a record under its own name is no clash.
    expect(
      (
        await api('PUT', `/calculate/services/${a.id}`, {
          auth: staff.auth,
          payload: { ...express, name: 'Einmalig', paushall: 11 },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers 404 for unknown ids and 422 for malformed ones', async () => {
    expect((await api('GET', '/calculate/services/999999', { auth: staff.auth })).statusCode).toBe(404);
    expect(
      (await api('PUT', '/calculate/services/999999', { auth: staff.auth, payload: { ...express, name: 'Nie' } }))
        .statusCode,
    ).toBe(404);
    const del = await api('DELETE', '/calculate/services/999999', { auth: staff.auth });
    expect(del.statusCode).toBe(404);
    expect(del.json()).toEqual({ message: 'Nicht Gefunden!' });
    expect((await api('GET', '/calculate/services/abc', { auth: staff.auth })).statusCode).toBe(422);
  });
});

describe('FdImm parameter sets', () => {
  it('round-trips create, read, list, update and delete with "Imm was deleted."', async () => {
    const created = await api('POST', '/calculate/imm', { auth: staff.auth, payload: standard });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toEqual({ id, ...standard });
    expect((await api('GET', `/calculate/imm/${id}`, { auth: staff.auth })).json()).toEqual({
      data: { id, ...standard },
    });
    expect((await api('GET', '/calculate/imm/all', { auth: staff.auth })).json().data).toContainEqual({
      id,
      ...standard,
    });

    const changed = { ...standard, ap1: 12.5, fakt: 1.65, kvar: '8,25' };
    const put = await api('PUT', `/calculate/imm/${id}`, { auth: staff.auth, payload: changed });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toEqual({ id, ...standard, ap1: 12.5, fakt: 1.65, kvar: 8.25 });

    const del = await api('DELETE', `/calculate/imm/${id}`, { auth: staff.auth });
    expect(del.json()).toEqual({ message: 'Imm was deleted.' });
    expect((await api('GET', `/calculate/imm/${id}`, { auth: staff.auth })).statusCode).toBe(404);
    expect((await api('DELETE', `/calculate/imm/${id}`, { auth: staff.auth })).statusCode).toBe(404);
  });

  it('requires every field, accepts decimals and refuses negative or out-of-range percentages', async () => {
    const empty = await api('POST', '/calculate/imm', { auth: staff.auth, payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(
      ['ap1', 'ap2', 'ap3', 'db1', 'fakt', 'kf', 'kvar', 'name', 'ausg'].sort(),
    );
    for (const field of Object.keys(empty.json().errors))
      expect(empty.json().errors[field]).toEqual(['Dies ist ein Pflichtfeld.']);
    const bad = await api('POST', '/calculate/imm', {
      auth: staff.auth,
      payload: { ...standard, name: 'Falsch', kf: -0.5, ap1: 120, fakt: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.kf).toEqual(['Der Wert darf nicht negativ sein.']);
    expect(bad.json().errors.ap1).toEqual(['Der Wert darf höchstens 100 sein.']);
    expect(bad.json().errors.fakt).toEqual(['Bitte geben Sie eine Zahl ein.']);
    expect(
      (await api('GET', '/calculate/imm/all', { auth: staff.auth })).json().data.map((s: { name: string }) => s.name),
    ).not.toContain('Falsch');
  });

  it('keeps names unique', async () => {
    expect(
      (await api('POST', '/calculate/imm', { auth: staff.auth, payload: { ...standard, name: 'Aktion' } })).statusCode,
    ).toBe(201);
    const dup = await api('POST', '/calculate/imm', { auth: staff.auth, payload: { ...standard, name: ' aktion ' } });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.name).toEqual(['Dieser Name ist bereits vergeben.']);
  });

  it('answers 404 for an unknown set', async () => {
    expect((await api('GET', '/calculate/imm/999999', { auth: staff.auth })).statusCode).toBe(404);
    expect((await api('PUT', '/calculate/imm/999999', { auth: staff.auth, payload: standard })).statusCode).toBe(404);
    expect((await api('DELETE', '/calculate/imm/999999', { auth: staff.auth })).statusCode).toBe(404);
  });
});
