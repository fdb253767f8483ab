import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopErrorTexts } from '@wohnwerk/contract/error-texts';
import { seedCatalogFixture, type CatalogFixture } from '../../modules/catalog/catalog.fixtures.ts';
import { postMultipart } from '../../test/multipart.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

/**
 * The object storage goes away under a running shop (decision 160): the local S3 server (s3rver)
 * stops and starts again on the same port and folder. A photo upload meanwhile answers 503 with a
 * German message and keeps nothing; the storefront (product list and detail from memory) answers
 * as before; once the storage is back the same upload succeeds.
 */
const bucket = 'wohnwerk-away';
const keys = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let folder: string;
let port: number;
let server: S3rver | null = null;
let t: TestContext;
let f: CatalogFixture;
let staff: { authorization: string };

async function freePort() {
  return new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}
const startS3 = async () => {
  server = new S3rver({ port, address: '127.0.0.1', silent: true, directory: folder });
  await server.run();
};

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wohnwerk-s3-away-'));
  port = await freePort();
  await startS3();
  const endpoint = `http://127.0.0.1:${port}`;
  const admin = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: keys });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  admin.destroy();
  t = await createTestContext({
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: keys.accessKeyId,
    S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
  });
  f = await seedCatalogFixture(t.db);
  staff = (await t.user('staff')).auth;
});
afterAll(async () => {
  await t?.close();
  await server?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const photo = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 90, g: 60, b: 30 } } })
    .png()
    .toBuffer();
const upload = async () =>
  postMultipart(
    t,
    `/api/v1/admin/products/${f.ids.nordicGrau}/photos`,
    [{ field: 'photos', filename: 'sofa.png', type: 'image/png', bytes: await photo() }],
    staff,
  );
const photoCount = async () =>
  (
    (await t.inject({ method: 'GET', url: `/api/v1/admin/products/${f.ids.nordicGrau}/photos`, headers: staff })).json()
      .data as unknown[]
  ).length;

describe('S3 unreachable under a running shop', () => {
  it('a photo upload answers 503 in German and keeps nothing; the storefront answers; after it the upload works', async () => {
    expect((await upload()).statusCode).toBe(201);
    const before = await photoCount();

    await server!.close();
    server = null;
    const refused = await upload();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: shopErrorTexts.storageUnavailable });
    expect(refused.headers['retry-after']).toBe('5');
    expect(await photoCount()).toBe(before);
    for (const url of ['/api/v1/products', `/api/v1/product/${f.ids.nordicGrau}`, '/api/v1/categories'])
      expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(200);

    await startS3();
    expect((await upload()).statusCode).toBe(201);
    expect(await photoCount()).toBe(before + 1);
  });
});
