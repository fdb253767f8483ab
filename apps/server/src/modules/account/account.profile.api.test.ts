import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { dataUrl, imageBytes } from './account.test-images.ts';

let t: TestContext;
type Customer = Awaited<ReturnType<TestContext['user']>>;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const put = (who: Customer, payload: object) =>
  t.inject({ method: 'PUT', url: '/api/v1/profile', headers: who.auth, payload });
const profile = { name: 'Anna Schmidt', about: 'Mag Eiche.', phone: '+49 170 1234567' };
const storedFile = (image: string) => path.join(t.dataDir, 'uploads', image.replace('/uploads/', ''));

describe('profile', () => {
  it('changes name, about and phone with the spec notice; the e-mail address stays', async () => {
    const anna = await t.user('customer');
    const res = await put(anna, { ...profile, email: 'neu@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Profil Profilaktualisierung',
      data: { id: anna.id, ...profile, email: anna.email, image: null },
    });
    const me = (await t.inject({ method: 'GET', url: '/api/v1/user', headers: anna.auth })).json().data;
    expect(me).toMatchObject({ ...profile, email: anna.email });
  });

  it('stores a JPEG, PNG or WebP picture through the storage and serves it back', async () => {
    const anna = await t.user('customer');
    let previous: string | null = null;
    const served: string[] = [];
    for (const kind of ['jpeg', 'png', 'webp'] as const) {
      const res = await put(anna, { ...profile, image: dataUrl(kind) });
      expect(res.statusCode).toBe(200);
      const image = res.json().data.image as string;
      expect(image).toMatch(new RegExp(`^/uploads/profile/[a-f0-9]{32}\\.${kind === 'jpeg' ? 'jpg' : kind}$`));
      const file = await t.inject({ method: 'GET', url: image });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(`image/${kind}`);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      // The picture data are kept: the canvas images carry no metadata, so the bytes are the same.
      expect(file.rawPayload.equals(imageBytes(kind))).toBe(true);
      // The replaced picture is removed from the storage.
      if (previous) expect(fs.existsSync(storedFile(previous))).toBe(false);
      previous = image;
      served.push(kind);
    }
    expect(served).toEqual(['jpeg', 'png', 'webp']);
    const removed = await put(anna, { ...profile, removeImage: true });
    expect(removed.json().data.image).toBeNull();
    expect(fs.existsSync(storedFile(previous!))).toBe(false);
  });

  it('keeps the picture when a later save sends none', async () => {
    const anna = await t.user('customer');
    const first = (await put(anna, { ...profile, image: dataUrl('png') })).json().data.image;
    const second = await put(anna, { ...profile, name: 'Anna S.' });
    expect(second.json().data).toMatchObject({ name: 'Anna S.', image: first });
  });

  it('removes EXIF (GPS) from a JPEG and text chunks from a PNG, keeping the picture', async () => {
    const anna = await t.user('customer');
    const jpeg = imageBytes('jpeg');
    const exifBody = Buffer.concat([Buffer.from('Exif\0\0GPS 52.5200N 13.4050E Anna Schmidt', 'latin1')]);
    const app1 = Buffer.concat([
      Buffer.from([0xff, 0xe1]),
      Buffer.from([(exifBody.length + 2) >> 8, (exifBody.length + 2) & 0xff]),
      exifBody,
    ]);
    const withExif = Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
    const res = await put(anna, { ...profile, image: `data:image/jpeg;base64,${withExif.toString('base64')}` });
    expect(res.statusCode).toBe(200);
    const stored = (await t.inject({ method: 'GET', url: res.json().data.image })).rawPayload;
    expect(stored.includes(Buffer.from('GPS 52.5200N'))).toBe(false);
    expect(stored.equals(jpeg)).toBe(true);

    const png = imageBytes('png');
    const text = Buffer.from('Comment\0Anna Schmidt, Hauptstr. 5', 'latin1');
    const chunk = Buffer.alloc(12 + text.length);
    chunk.writeUInt32BE(text.length, 0);
    chunk.write('tEXt', 4, 'latin1');
    text.copy(chunk, 8);
    const { crc32 } = await import('node:zlib');
    chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + text.length)), 8 + text.length);
    const withText = Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
    const pngRes = await put(anna, { ...profile, image: `data:image/png;base64,${withText.toString('base64')}` });
    const storedPng = (await t.inject({ method: 'GET', url: pngRes.json().data.image })).rawPayload;
    expect(storedPng.equals(png)).toBe(true);
  });

  it('refuses anything else with a German message on the image field and changes nothing', async () => {
    const anna = await t.user('customer');
    const kept = (await put(anna, { ...profile, image: dataUrl('png') })).json().data.image;
    const png = imageBytes('png');
    const brokenCrc = Buffer.from(png);
    brokenCrc[30] ^= 0xff; // inside IHDR: its checksum no longer matches
    const cases: [string, string][] = [
      [
        `data:image/gif;base64,${Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;').toString('base64')}`,
        'Bitte laden Sie ein Bild im Format JPEG, PNG oder WebP hoch.',
      ],
      [
        `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')}`,
        'Bitte laden Sie ein Bild im Format JPEG, PNG oder WebP hoch.',
      ],
      // A script that calls itself a PNG.
      [
        `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`,
        'Bitte laden Sie ein Bild im Format JPEG, PNG oder WebP hoch.',
      ],
      [
        `data:image/png;base64,${brokenCrc.toString('base64')}`,
        'Die Datei ist kein gültiges JPEG-, PNG- oder WebP-Bild.',
      ],
      [
        `data:image/jpeg;base64,${imageBytes('jpeg').subarray(0, 400).toString('base64')}`,
        'Die Datei ist kein gültiges JPEG-, PNG- oder WebP-Bild.',
      ],
      [
        `data:image/webp;base64,${imageBytes('webp').subarray(0, 30).toString('base64')}`,
        'Die Datei ist kein gültiges JPEG-, PNG- oder WebP-Bild.',
      ],
      [
        `data:image/png;base64,${Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]).toString('base64')}`,
        'Das Bild darf höchstens 2 MB groß sein.',
      ],
      ['kein Bild', 'Bitte laden Sie ein Bild im Format JPEG, PNG oder WebP hoch.'],
    ];
    for (const [image, message] of cases) {
      const res = await put(anna, { ...profile, name: 'Geändert', image });
      expect({ status: res.statusCode, errors: res.json().errors }).toEqual({
        status: 422,
        errors: { image: [message] },
      });
    }
    expect(cases).toHaveLength(8);
    const me = (await t.inject({ method: 'GET', url: '/api/v1/user', headers: anna.auth })).json().data;
    expect(me).toMatchObject({ name: profile.name, image: kept });
    // Only the kept picture is in the storage: refused uploads leave no file behind.
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads', 'profile'))).toContain(kept.split('/').pop());
  });

  it('refuses a picture larger than 6000 pixels on a side', async () => {
    const anna = await t.user('customer');
    const png = Buffer.from(imageBytes('png'));
    png.writeUInt32BE(7000, 16); // IHDR width
    const { crc32 } = await import('node:zlib');
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const res = await put(anna, { ...profile, image: `data:image/png;base64,${png.toString('base64')}` });
    expect(res.json().errors).toEqual({ image: ['Das Bild darf höchstens 6000 × 6000 Pixel groß sein.'] });
  });

  it('answers 422 with German field errors for a missing name and a bad phone', async () => {
    const anna = await t.user('customer');
    const res = await put(anna, { name: ' ', phone: 'ruf mich an' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['Dies ist ein Pflichtfeld.'],
      phone: ['Bitte geben Sie eine gültige Telefonnummer ein.'],
    });
  });

  it('customer A changes only their own profile; B stays as it was', async () => {
    const anna = await t.user('customer');
    const ben = await t.user('customer', { name: 'Ben Berg' });
    await put(anna, { ...profile, id: ben.id, name: 'Übernommen' });
    const bens = (await t.inject({ method: 'GET', url: '/api/v1/user', headers: ben.auth })).json().data;
    expect(bens.name).toBe('Ben Berg');
    expect((await t.inject({ method: 'PUT', url: '/api/v1/profile', payload: profile })).statusCode).toBe(401);
  });
});

describe('password change', () => {
  it('needs the old password and ends every session, the other ones too', async () => {
    const anna = await t.user('customer');
    const other = (
      await t.inject({ method: 'POST', url: '/api/v1/login', payload: { email: anna.email, password: anna.password } })
    ).json().access_token;
    const wrong = await t.inject({
      method: 'POST',
      url: '/api/v1/pwdchange',
      headers: anna.auth,
      payload: { oldPassword: 'falsch-falsch', newPassword: 'NeuesPasswort1!' },
    });
    expect(wrong.json().errors).toEqual({ oldPassword: ['Das aktuelle Passwort ist falsch.'] });
    const ok = await t.inject({
      method: 'POST',
      url: '/api/v1/pwdchange',
      headers: anna.auth,
      payload: { oldPassword: anna.password, newPassword: 'NeuesPasswort1!' },
    });
    expect(ok.json()).toEqual({ message: 'Password update successfully' });
    expect(
      (await t.inject({ method: 'GET', url: '/api/v1/user', headers: { authorization: `Bearer ${other}` } }))
        .statusCode,
    ).toBe(401);
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: anna.email, password: 'NeuesPasswort1!' },
    });
    expect(login.statusCode).toBe(200);
  });
});
