import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type FileStorage, StorageUnavailableError } from './storage.ts';

export interface S3Options {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
}

const missing = (err: unknown) =>
  err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404);

/**
 * The object storage does not answer (connection refused or reset, DNS, timeout) or answers 5xx:
 * the caller gets a StorageUnavailableError (503 with a German message, plugins/errors.ts) instead of
 * an SDK error that would be a 500. A 4xx (wrong keys, no bucket) stays a fault of the set-up: 500.
 */
function unreachable(err: unknown): boolean {
  if (err instanceof S3ServiceException) return (err.$metadata.httpStatusCode ?? 0) >= 500;
  const code = (err as { code?: string } | null)?.code;
  return (
    (typeof code === 'string' &&
      /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH)$/.test(code)) ||
    (err instanceof Error && err.name === 'TimeoutError')
  );
}

const guard = (err: unknown): never => {
  throw unreachable(err) ? new StorageUnavailableError(err) : err;
};

export interface ListedObject {
  key: string;
  size: number;
  etag: string | null;
  lastModified: string | null;
}

/** Uploads in an S3-compatible bucket, so every instance reads what any instance stored. */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3Options) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      // Self-hosted servers rarely resolve bucket subdomains.
      forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
    });
  }

  async put(key: string, bytes: Buffer) {
    assertSafeKey(key);
    // A PUT replaces the object whole: readers see the old or the new bytes, never half.
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes })).catch(guard);
  }

  async get(key: string) {
    const body = await this.stream(key);
    if (!body) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async stream(key: string) {
    assertSafeKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return (answer.Body as Readable | undefined) ?? null;
    } catch (err) {
      if (missing(err)) return null;
      return guard(err);
    }
  }

  async delete(key: string) {
    assertSafeKey(key);
    // S3 answers a delete of a missing key with success, as the interface asks.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })).catch(guard);
  }

  /** Every object of the bucket, a page of up to 1,000 at a time (the backup's listing of uploads). */
  async *list(): AsyncGenerator<ListedObject> {
    let token: string | undefined;
    do {
      const page = await this.client
        .send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }))
        .catch(guard);
      for (const o of page.Contents ?? [])
        yield {
          key: o.Key ?? '',
          size: o.Size ?? 0,
          etag: o.ETag ?? null,
          lastModified: o.LastModified?.toISOString() ?? null,
        };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close() {
    this.client.destroy();
  }
}
