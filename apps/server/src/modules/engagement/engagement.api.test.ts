import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestContext, mailText, type TestContext } from '../../test/test-app.ts';
import { products } from '../../db/schema/catalog.ts';
import { buttonClicks, newsletterSubscribers } from '../../db/schema/engagement.ts';
import { seedCatalogFixture, type CatalogFixture } from '../catalog/catalog.fixtures.ts';

let t: TestContext;
let f: CatalogFixture;
/** Moves the clock past the per-recipient mail cooldown (only Date is faked; the database keeps its own time). */
const passCooldown = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + (t.config.MAIL_COOLDOWN_SECONDS + 1) * 1000);
};
afterEach(() => void vi.useRealTimers());
beforeAll(async () => {
  t = await createTestContext();
  f = await seedCatalogFixture(t.db);
});
afterAll(() => t.close());

type Auth = { authorization: string };
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: { auth?: Auth; payload?: unknown } = {}) =>
  t.inject({ method, url: `/api/v1${url}`, headers: opts.auth ?? {}, payload: opts.payload as never });

describe('wishlist', () => {
  it('adds a product with the spec text, refuses it a second time with 409 and lists it', async () => {
    const u = await t.user('customer');
    const add = await api('POST', '/wishlist', { auth: u.auth, payload: { product_id: f.ids.torino } });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toEqual({ message: 'Artikel in den Merkliste gelegt' });
    const again = await api('POST', '/wishlist', { auth: u.auth, payload: { product_id: f.ids.torino } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Produkt ist bereits in der Merkliste vorhanden' });

    await api('POST', '/wishlist', { auth: u.auth, payload: { product_id: f.ids.lima181 } });
    const list = await api('GET', '/wishlist', { auth: u.auth });
    expect(list.statusCode).toBe(200);
    const data = list.json().data;
    expect(data.map((i: { id: number }) => i.id)).toEqual([f.ids.lima181, f.ids.torino]);
    expect(data[1]).toEqual({
      id: f.ids.torino,
      name: 'Schlafsofa Torino Beige',
      price: 899.99,
      old_price: 1099.99,
      product_image: '/media/products/ww-sof-005-1.svg',
      best_seller: false,
      in_wishlist: true,
    });
  });

  it('keeps each customer’s list apart', async () => {
    const a = await t.user('customer');
    const b = await t.user('customer');
    await api('POST', '/wishlist', { auth: a.auth, payload: { product_id: f.ids.arco } });
    expect((await api('GET', '/wishlist', { auth: b.auth })).json().data).toEqual([]);
    expect((await api('POST', '/wishlist', { auth: b.auth, payload: { product_id: f.ids.arco } })).statusCode).toBe(201);
  });

  it('removes a product, also when clicked twice', async () => {
    const u = await t.user('customer');
    await api('POST', '/wishlist', { auth: u.auth, payload: { product_id: f.ids.arco } });
    const del = await api('DELETE', `/wishlist/${f.ids.arco}`, { auth: u.auth });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Artikel aus der Merkliste entfernt');
    expect((await api('GET', '/wishlist', { auth: u.auth })).json().data).toEqual([]);
    expect((await api('DELETE', `/wishlist/${f.ids.arco}`, { auth: u.auth })).statusCode).toBe(200);
    expect((await api('POST', '/wishlist', { auth: u.auth, payload: { product_id: f.ids.arco } })).statusCode).toBe(201);
  });

  it('answers guests with 401 "Nicht authentifiziert"', async () => {
    for (const [method, url] of [['POST', '/wishlist'], ['GET', '/wishlist'], ['DELETE', `/wishlist/${f.ids.arco}`]] as const) {
      const res = await api(method, url, { payload: method === 'POST' ? { product_id: f.ids.arco } : undefined });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Nicht authentifiziert' });
    }
  });

  it('refuses unknown, inactive and malformed products with a field message', async () => {
    const u = await t.user('customer');
    for (const product_id of [999999, f.ids.inactive]) {
      const res = await api('POST', '/wishlist', { auth: u.auth, payload: { product_id } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.product_id).toEqual(['Dieses Produkt gibt es nicht.']);
    }
    for (const product_id of ['abc', -1, 0, 1.5, null]) {
      const res = await api('POST', '/wishlist', { auth: u.auth, payload: { product_id } });
      expect({ product_id, status: res.statusCode }).toEqual({ product_id, status: 422 });
    }
    expect((await api('DELETE', '/wishlist/abc', { auth: u.auth })).statusCode).toBe(422);
  });
});

describe('ratings', () => {
  const rate = (auth: Auth, rating: Record<string, unknown>) => api('POST', '/ratings', { auth, payload: { rating } });
  const productRating = async (id: number) => {
    const [row] = await t.db.select({ avg: products.ratingAvg, count: products.ratingCount }).from(products).where(eq(products.id, id));
    return { avg: row.avg === null ? null : Number(row.avg), count: row.count };
  };

  it('adds a rating with "Vielen Danke!" and keeps the product average and count', async () => {
    const a = await t.user('customer', { name: 'Anna Schmidt' });
    const b = await t.user('customer', { name: 'Ben Meyer' });
    const res = await rate(a.auth, { product_id: f.ids.valencia, rating: 5, description: '  Sehr bequem!  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Vielen Danke!' });
    expect(await productRating(f.ids.valencia)).toEqual({ avg: 5, count: 1 });
    await rate(b.auth, { product_id: f.ids.valencia, rating: 2, description: 'Lieferung dauerte.' });
    expect(await productRating(f.ids.valencia)).toEqual({ avg: 3.5, count: 2 });

    const detail = (await api('GET', `/product/${f.ids.valencia}`)).json().data.product_shop.product;
    expect(detail.rating).toEqual({ average: 3.5, count: 2 });

    const guest = await api('GET', `/ratings/guest/${f.ids.valencia}`);
    expect(guest.statusCode).toBe(200);
    const body = guest.json();
    expect(body.rated).toBe(false);
    expect(body.ratings).toHaveLength(2);
    expect(body.ratings.every((r: { rated: boolean }) => !r.rated)).toBe(true);
    const anna = body.ratings.find((r: { user: string }) => r.user === 'Anna Schmidt');
    expect(anna).toEqual({ id: expect.any(Number), user: 'Anna Schmidt', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), description: 'Sehr bequem!', rating: 5, rated: false });

    const own = (await api('GET', `/ratings/${f.ids.valencia}`, { auth: a.auth })).json();
    expect(own.rated).toBe(true);
    expect(own.ratings.filter((r: { rated: boolean }) => r.rated).map((r: { user: string }) => r.user)).toEqual(['Anna Schmidt']);
    const stranger = await t.user('customer');
    expect((await api('GET', `/ratings/${f.ids.valencia}`, { auth: stranger.auth })).json().rated).toBe(false);
  });

  it('allows one rating per customer and product', async () => {
    const u = await t.user('customer');
    expect((await rate(u.auth, { product_id: f.ids.arco, rating: 4, description: 'Gut.' })).statusCode).toBe(201);
    const again = await rate(u.auth, { product_id: f.ids.arco, rating: 1, description: 'Doch nicht.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Sie haben dieses Produkt bereits bewertet. Sie können Ihre Bewertung bearbeiten.');
    expect(await productRating(f.ids.arco)).toEqual({ avg: 4, count: 1 });
  });

  it('counts concurrent ratings of one product correctly', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => t.user('customer')));
    const res = await Promise.all(users.map((u, i) => rate(u.auth, { product_id: f.ids.limaBett, rating: i + 2, description: `Bewertung ${i}` })));
    expect(res.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await productRating(f.ids.limaBett)).toEqual({ avg: 3.5, count: 4 });
  });

  it('refuses 0, 6, fractions, a missing or blank comment and a comment over 2000 characters', async () => {
    const u = await t.user('customer');
    const bad: [Record<string, unknown>, string][] = [
      [{ product_id: f.ids.arco, rating: 0, description: 'x' }, 'rating.rating'],
      [{ product_id: f.ids.arco, rating: 6, description: 'x' }, 'rating.rating'],
      [{ product_id: f.ids.arco, rating: 2.5, description: 'x' }, 'rating.rating'],
      [{ product_id: f.ids.arco, rating: '5', description: 'x' }, 'rating.rating'],
      [{ product_id: f.ids.arco, rating: 5 }, 'rating.description'],
      [{ product_id: f.ids.arco, rating: 5, description: '   ' }, 'rating.description'],
      [{ product_id: f.ids.arco, rating: 5, description: 'x'.repeat(2001) }, 'rating.description'],
      [{ rating: 5, description: 'x' }, 'rating.product_id'],
    ];
    for (const [rating, fieldName] of bad) {
      const res = await rate(u.auth, rating);
      expect({ fieldName, status: res.statusCode }).toEqual({ fieldName, status: 422 });
      expect(res.json().errors[fieldName]).toBeDefined();
    }
    const stars = await rate(u.auth, { product_id: f.ids.arco, rating: 0, description: 'x' });
    expect(stars.json().errors['rating.rating']).toEqual(['Bitte vergeben Sie 1 bis 5 Sterne.']);
    const blank = await rate(u.auth, { product_id: f.ids.arco, rating: 3, description: ' ' });
    expect(blank.json().errors['rating.description']).toEqual(['Bitte schreiben Sie einen Kommentar.']);
    const unknown = await rate(u.auth, { product_id: 999999, rating: 3, description: 'x' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['rating.product_id']).toEqual(['Dieses Produkt gibt es nicht.']);
    expect((await api('POST', '/ratings', { auth: u.auth, payload: {} })).json().errors.rating).toEqual(['Dies ist ein Pflichtfeld.']);
  });

  it('lets only the author read, edit and delete a rating', async () => {
    const author = await t.user('customer');
    const other = await t.user('customer');
    await rate(author.auth, { product_id: f.ids.lima3, rating: 4, description: 'Schönes Sofa.' });
    const [{ id }] = (await api('GET', `/ratings/${f.ids.lima3}`, { auth: author.auth })).json().ratings;

    const read = await api('GET', `/rating/${id}`, { auth: author.auth });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id, product_id: f.ids.lima3, rating: 4, description: 'Schönes Sofa.', rated: true });
    expect((await api('GET', `/rating/${id}`, { auth: other.auth })).statusCode).toBe(403);

    const body = { rating: { product_id: f.ids.lima3, rating: 1, description: 'Geändert' } };
    const foreignEdit = await api('PUT', `/ratings/${id}`, { auth: other.auth, payload: body });
    expect(foreignEdit.statusCode).toBe(403);
    expect(foreignEdit.json().message).toBe('Sie können nur Ihre eigene Bewertung ändern oder löschen.');
    expect((await api('DELETE', `/ratings/${id}`, { auth: other.auth })).statusCode).toBe(403);
    expect(await productRating(f.ids.lima3)).toEqual({ avg: 4, count: 1 });

    const edit = await api('PUT', `/ratings/${id}`, { auth: author.auth, payload: { rating: { product_id: f.ids.lima3, rating: 2, description: 'Nach einem Jahr durchgesessen.' } } });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toEqual({ message: 'Vielen Danke!' });
    expect(await productRating(f.ids.lima3)).toEqual({ avg: 2, count: 1 });
    expect((await api('GET', `/rating/${id}`, { auth: author.auth })).json().data.description).toBe('Nach einem Jahr durchgesessen.');

    // The product a rating belongs to never changes through an edit.
    await api('PUT', `/ratings/${id}`, { auth: author.auth, payload: { rating: { product_id: f.ids.arco, rating: 3, description: 'x' } } });
    expect((await api('GET', `/rating/${id}`, { auth: author.auth })).json().data.product_id).toBe(f.ids.lima3);

    const del = await api('DELETE', `/ratings/${id}`, { auth: author.auth });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Vielen Danke!' });
    expect(await productRating(f.ids.lima3)).toEqual({ avg: null, count: 0 });
    expect((await api('GET', `/rating/${id}`, { auth: author.auth })).statusCode).toBe(404);
    expect((await api('DELETE', `/ratings/${id}`, { auth: author.auth })).statusCode).toBe(404);
    // After deleting, the author may rate again.
    expect((await rate(author.auth, { product_id: f.ids.lima3, rating: 5, description: 'Neu.' })).statusCode).toBe(201);
  });

  it('answers guests with 401 on the signed-in rating calls and lists an unrated product as empty', async () => {
    expect((await rate({ authorization: '' }, { product_id: f.ids.arco, rating: 5, description: 'x' })).statusCode).toBe(401);
    expect((await api('GET', `/ratings/${f.ids.arco}`)).statusCode).toBe(401);
    expect((await api('GET', `/ratings/guest/${f.ids.nordicAnthrazit}`)).json()).toEqual({ ratings: [], rated: false });
    expect((await api('GET', '/ratings/guest/abc')).statusCode).toBe(422);
  });
});

describe('button clicks', () => {
  it('stores a click with 202 and refuses unknown buttons', async () => {
    const u = await t.user('customer');
    const res = await api('POST', '/button-click', { payload: { product_id: f.ids.arco, button: 'ADD_TO_CART' } });
    expect(res.statusCode).toBe(202);
    await api('POST', '/button-click', { auth: u.auth, payload: { product_id: f.ids.arco, button: 'ADD_TO_WISHLIST' } });
    const rows = await t.db.select({ button: buttonClicks.button, userId: buttonClicks.userId }).from(buttonClicks).where(eq(buttonClicks.productId, f.ids.arco));
    expect(rows).toEqual([{ button: 'ADD_TO_CART', userId: null }, { button: 'ADD_TO_WISHLIST', userId: u.id }]);

    const bad = await api('POST', '/button-click', { payload: { product_id: f.ids.arco, button: 'BUY' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.button).toEqual(['Unbekannte Schaltfläche. Erlaubt sind: ADD_TO_CART, ADD_TO_WISHLIST.']);
    expect((await api('POST', '/button-click', { payload: { product_id: 'x', button: 'ADD_TO_CART' } })).statusCode).toBe(422);
  });
});

describe('newsletter double opt-in', () => {
  const subscribe = (email: string) => api('POST', '/subscribe', { payload: { email } });
  const linksIn = (mail: string) => ({
    confirm: /(http:\/\/shop\.test\/api\/v1\/newsletter\/confirm\?token=[\w-]+)/.exec(mail)![1],
    unsubscribe: /(http:\/\/shop\.test\/api\/v1\/newsletter\/unsubscribe\?token=[\w-]+)/.exec(mail)![1],
  });
  const open = (link: string) => t.inject({ method: 'GET', url: link.replace('http://shop.test', '') });
  const row = async (email: string) => {
    const [r] = await t.db
      .select({ confirmedAt: newsletterSubscribers.confirmedAt, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`);
    return r;
  };
  const mailsTo = async (email: string) => (await t.deliverMail()).map(mailText).filter((m) => m.includes(`To: ${email}`));

  it('stores the address unconfirmed, mails a confirmation link, and confirms it once opened', async () => {
    const res = await subscribe(' Lena@Example.test ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Vielen Dank! Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail.' });
    expect(await row('lena@example.test')).toEqual({ confirmedAt: null, unsubscribedAt: null });

    const mails = await mailsTo('lena@example.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: =\?UTF-8\?Q\?Bitte_best/m);
    expect(mails[0]).toContain('Wohnwerk-Newsletter mit Angeboten und Gutscheinen');
    const links = linksIn(mails[0]);

    const confirmed = await open(links.confirm);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['content-type']).toMatch(/text\/html/);
    expect(confirmed.body).toContain('Anmeldung bestätigt');
    expect((await row('lena@example.test')).confirmedAt).toBeInstanceOf(Date);
    // Opening the link again changes nothing and still thanks the reader.
    expect((await open(links.confirm)).statusCode).toBe(200);
  });

  it('answers a confirmed address the same, without a new mail', async () => {
    await subscribe('paul@example.test');
    const [mail] = await mailsTo('paul@example.test');
    await open(linksIn(mail).confirm);
    const again = await subscribe('PAUL@example.test');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'Vielen Dank! Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail.' });
    expect(await mailsTo('paul@example.test')).toHaveLength(1);
  });

  it('sends one mail per address within the cooldown; the link sent stays valid', async () => {
    await subscribe('lea@example.test');
    const again = await subscribe('lea@example.test');
    expect(again.statusCode).toBe(200);
    const mails = await mailsTo('lea@example.test');
    expect(mails).toHaveLength(1);
    expect((await open(linksIn(mails[0]).confirm)).statusCode).toBe(200);
  });

  it('re-sends the mail to an unconfirmed address after the cooldown; only the newest link confirms', async () => {
    await subscribe('mia@example.test');
    passCooldown();
    await subscribe('mia@example.test');
    const mails = await mailsTo('mia@example.test');
    expect(mails).toHaveLength(2);
    const [first, second] = mails.map(linksIn);
    expect(first.confirm).not.toBe(second.confirm);
    expect((await open(first.confirm)).statusCode).toBe(404);
    expect((await row('mia@example.test')).confirmedAt).toBeNull();
    expect((await open(second.confirm)).statusCode).toBe(200);
    expect((await row('mia@example.test')).confirmedAt).toBeInstanceOf(Date);
  });

  it('unsubscribes through the link in the mail', async () => {
    await subscribe('tom@example.test');
    const [mail] = await mailsTo('tom@example.test');
    const links = linksIn(mail);
    await open(links.confirm);
    const res = await open(links.unsubscribe);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Abmeldung erfolgreich');
    expect((await row('tom@example.test')).unsubscribedAt).toBeInstanceOf(Date);
    // The old confirmation link does not sign the address up again.
    expect((await open(links.confirm)).statusCode).toBe(404);
    // Subscribing again (after the mail cooldown) starts a new double opt-in.
    passCooldown();
    await subscribe('tom@example.test');
    expect(await row('tom@example.test')).toEqual({ confirmedAt: null, unsubscribedAt: null });
    expect(await mailsTo('tom@example.test')).toHaveLength(2);
  });

  it('answers unknown or malformed tokens with a German page, and a bad address with 422', async () => {
    for (const url of ['/api/v1/newsletter/confirm?token=' + 'x'.repeat(43), '/api/v1/newsletter/confirm', '/api/v1/newsletter/unsubscribe?token=%3Cscript%3E']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Link ungültig');
      expect(res.body).not.toContain('<script>');
    }
    const bad = await subscribe('keine-adresse');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email).toEqual(['Bitte geben Sie eine gültige E-Mail-Adresse ein.']);
  });
});
