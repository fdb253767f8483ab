import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Every upload goes through this interface, so a second instance
 * (or S3-compatible object storage, the scale-out target) replaces the local folder without
 * touching the modules that store files.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** null when the key holds nothing. */
  get(key: string): Promise<Buffer | null>;
  /** The bytes as a stream (large imports are parsed without holding the file); null when the key holds nothing. */
  stream(key: string): Promise<Readable | null>;
  /** Removing a missing key is not an error: deletes are retried and raced. */
  delete(key: string): Promise<void>;
}

/** The storage behind the interface does not answer (object storage down): plugins/errors.ts answers 503. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('file storage unreachable', { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** Keys are flat paths of safe characters ("profile/ab12.webp"); anything else could escape the folder. */
const safeKey = /^[a-z0-9-]+\/[A-Za-z0-9_-]+\.[a-z0-9]{2,5}$/;

export function assertSafeKey(key: string): void {
  if (!safeKey.test(key)) throw new Error(`unsafe storage key: ${key}`);
}

/** The default: a folder below DATA_DIR (./data/uploads). */
export class LocalFolderStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private file(key: string) {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Buffer) {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const temp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temp, bytes);
    await fs.rename(temp, file);
  }

  async get(key: string) {
    try {
      return await fs.readFile(this.file(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async stream(key: string) {
    const file = this.file(key);
    try {
      await fs.access(file);
    } catch {
      return null;
    }
    return createReadStream(file);
  }

  async delete(key: string) {
    await fs.rm(this.file(key), { force: true });
  }
}
