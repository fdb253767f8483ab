import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { seedCatalogFixture } from '../catalog/catalog.fixtures.ts';

/**
 * The legal pages are edited in a rich-text editor (Tiptap through Mantine, issue 34): what it
 * writes comes back as written, through the same allow-list the raw HTML went through (lib/html.ts),
 * and what a pasted or hand-written text adds beyond it is still removed.
 */
type Auth = { authorization: string };
let t: TestContext;
let staff: Auth;

beforeAll(async () => {
  t = await createTestContext();
  await seedCatalogFixture(t.db);
  await t.app.catalog.start();
  staff = (await t.user('staff')).auth;
});
afterAll(() => t?.close());

const api = (method: 'GET' | 'PUT', url: string, auth?: Auth, payload?: unknown) =>
  t.inject({ method, url: `/api/v1${url}`, headers: auth ?? {}, payload: payload as never });

/** HTML as the editor's toolbar writes it: headings, marks, lists, a quote, links, a line break. */
const fromEditor =
  '<h2>Impressum</h2><h3>Angaben gemäß § 5 DDG</h3>' +
  '<p><strong>Wohnwerk GmbH</strong>, <em>Beispielstraße 12</em>, <u>04109 Leipzig</u>, <s>Berlin</s><br />Tel. 0341 0000000</p>' +
  '<ul><li><p>Handelsregister: HRB 00000</p></li></ul><ol><li><p>Geschäftsführung: Erika Beispiel</p></li></ol>' +
  '<blockquote><p>Plattform der EU zur Streitbeilegung</p></blockquote>' +
  '<p><a target="_blank" rel="noopener noreferrer" href="https://ec.europa.eu/consumers/odr">ec.europa.eu</a> ' +
  '<a href="mailto:info@wohnwerk.test">info@wohnwerk.test</a></p>';

async function saveImpressum(contentHtml: string) {
  const pages = (await api('GET', '/admin/pages', staff)).json().data as { id: number; slug: string; title: string }[];
  const page = pages.find((p) => p.slug === 'impressum')!;
  const res = await api('PUT', `/admin/pages/${page.id}`, staff, {
    slug: 'impressum',
    name: 'impressum',
    title: page.title,
    content_html: contentHtml,
    sort_order: 1,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.content_html as string;
}

describe('legal pages written by the rich-text editor', () => {
  it('keep every element the editor writes, as written, in the admin answer and in the shop', async () => {
    expect(await saveImpressum(fromEditor)).toBe(fromEditor);
    expect((await api('GET', '/pages/impressum')).json().data.content_html).toBe(fromEditor);
  });

  it('lose what the editor never writes: scripts, handlers, styles, javascript links, frames', async () => {
    const stored = await saveImpressum(
      '<h2 style="color:red" onclick="steal()">Impressum</h2><script>alert(1)</script>' +
        '<p><a href="javascript:alert(1)" target="_blank">Klick</a><iframe src="https://evil.test"></iframe></p>',
    );
    expect(stored).toBe('<h2>Impressum</h2><p><a target="_blank" rel="noopener noreferrer">Klick</a></p>');
    expect((await api('GET', '/pages/impressum')).json().data.content_html).toBe(stored);
  });
});
