import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { api } from '../../test/api-helpers.ts';

let t: TestContext;
let a: ReturnType<typeof api>;
type U = Awaited<ReturnType<TestContext['user']>>;
let admin: U;
let fatos: U;
let gent: U;

beforeAll(async () => {
  t = await createTestContext();
  a = api(t);
  admin = await t.user('admin', { name: 'Admin' });
  fatos = await t.user('staff', { name: 'Fatos' });
  gent = await t.user('staff', { name: 'Gent' });
});
afterAll(() => t.close());

describe('comments about users', () => {
  it('an admin writes a comment about a user, and that user (only) reads it', async () => {
    const res = await a.post('/comment-for-user', admin, {
      user_id: fatos.id,
      title: 'Vonese',
      category: 'Mungese performance',
      value: '-1',
      comment: 'Erdhi vone tri here',
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe('Komenti u krijua');
    expect(res.body.data).toMatchObject({
      user_id: fatos.id,
      name: 'Fatos',
      title: 'Vonese',
      category: 'mungese_performance',
      value: '-1',
      created_by: 'Admin',
    });
    const id = res.body.data.id;
    expect(
      (await a.post('/comment-for-user', admin, { user_id: fatos.id, title: 'Minus', category: 'MINUS' })).body.data
        .category,
    ).toBe('minus');

    const own = await a.get(`/comment-for-user/${fatos.id}`, fatos);
    expect(own.status).toBe(200);
    expect(own.body.map((c: { title: string }) => c.title)).toEqual(['Minus', 'Vonese']);
    expect((await a.get(`/getOne/comment-for-user/${id}`, fatos)).body.comment).toBe('Erdhi vone tri here');

    // Gent sees neither Fatos' list nor one of his comments, and cannot write any.
    expect((await a.get(`/comment-for-user/${fatos.id}`, gent)).status).toBe(403);
    expect((await a.get(`/getOne/comment-for-user/${id}`, gent)).status).toBe(403);
    expect((await a.get(`/comment-for-user/${gent.id}`, gent)).body).toEqual([]);
    expect((await a.post('/comment-for-user', gent, { user_id: fatos.id, title: 'x', category: 'tjera' })).status).toBe(
      403,
    );
    expect((await a.put(`/comment-for-user/${id}`, fatos, { title: 'x', category: 'tjera' })).status).toBe(403);
    expect((await a.del(`/comment-for-user/${id}`, fatos)).status).toBe(403);
  });

  it('an admin edits and deletes a comment; bad input answers Albanian field errors', async () => {
    const id = (await a.post('/comment-for-user', admin, { user_id: gent.id, title: 'Fillim', category: 'tjera' })).body
      .data.id;
    const edit = await a.put(`/comment-for-user/${id}`, admin, {
      title: 'Ndryshuar',
      category: 'minus',
      value: '2',
      comment: 'shenim',
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({
      success: 'Komenti u ndryshua',
      data: { title: 'Ndryshuar', category: 'minus', value: '2', comment: 'shenim', user_id: gent.id },
    });
    const bad = await a.post('/comment-for-user', admin, { user_id: gent.id, title: '', category: 'plus' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.title).toEqual(['Titulli eshte i detyrueshem.']);
    expect(bad.body.errors.category).toEqual(['Kategoria duhet te jete mungese_performance, minus ose tjera.']);
    // The form shows the answer's success or error text (spec §7.6).
    expect(bad.body.error).toBe('Titulli eshte i detyrueshem.');
    const refused = await a.post('/comment-for-user', gent, { user_id: fatos.id, title: 'x', category: 'tjera' });
    expect(refused.body).toEqual({
      message: 'Nuk keni leje per kete veprim.',
      error: 'Nuk keni leje per kete veprim.',
    });
    const nobody = await a.put(`/comment-for-user/${id + 1000}`, admin, { title: 'x', category: 'tjera' });
    expect(nobody.status).toBe(404);
    expect(nobody.body.error).toBe('Nuk u gjet.');
    expect((await a.del(`/comment-for-user/${id}`, admin)).body).toEqual({ message: 'Komenti u fshi' });
    expect((await a.get(`/getOne/comment-for-user/${id}`, admin)).status).toBe(404);
    expect((await a.get(`/comment-for-user/${gent.id}`, gent)).body).toEqual([]);
  });
});
