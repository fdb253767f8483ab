import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { S3Storage } from './s3-storage.ts';
import { createStorage } from './create-storage.ts';
import { LocalFolderStorage } from './storage.ts';

const bucket = 'wohnwerk-test';
let server: S3rver;
let folder: string;
let endpoint: string;
const keys = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wohnwerk-s3-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: folder });
  const { port } = (await server.run()) as { port: number };
  endpoint = `http://127.0.0.1:${port}`;
  const admin = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: keys });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  admin.destroy();
});

afterAll(async () => {
  await server.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('the S3-compatible storage adapter (against a local S3 server)', () => {
  it('is chosen by S3_BUCKET and S3_ENDPOINT; without them the local folder stays the default', () => {
    const s3 = createStorage(
      loadConfig({
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: keys.accessKeyId,
        S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
      }),
    );
    expect(s3).toBeInstanceOf(S3Storage);
    (s3 as S3Storage).close();
    expect(createStorage(loadConfig({}))).toBeInstanceOf(LocalFolderStorage);
  });

  it('stores, reads, streams, replaces and deletes files; a missing key reads as null', async () => {
    const storage = new S3Storage({ bucket, endpoint, region: 'us-east-1', ...keys });
    const bytes = Buffer.from([0, 1, 2, 255, ...Buffer.from('Wohnwerk Möbel')]);
    await storage.put('photos/abc-480.webp', bytes);
    expect(await storage.get('photos/abc-480.webp')).toEqual(bytes);

    const stream = await storage.stream('photos/abc-480.webp');
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(bytes);

    await storage.put('photos/abc-480.webp', Buffer.from('neu'));
    expect((await storage.get('photos/abc-480.webp'))?.toString()).toBe('neu');

    expect(await storage.get('photos/none-480.webp')).toBeNull();
    expect(await storage.stream('photos/none-480.webp')).toBeNull();
    await storage.delete('photos/abc-480.webp');
    expect(await storage.get('photos/abc-480.webp')).toBeNull();
    // Deletes are retried and raced: a second one is not an error.
    await storage.delete('photos/abc-480.webp');
    // The same key rule as the local folder: nothing escapes the bucket's layout.
    await expect(storage.put('../etc/passwd', bytes)).rejects.toThrow(/unsafe storage key/);
    storage.close();
  });
});
