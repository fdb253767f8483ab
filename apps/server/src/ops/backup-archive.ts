import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';

/**
 * A backup is one tar file (copied off the machine as one piece) with a SHA-256 checksum file
 * beside it in `sha256sum` format, so `sha256sum -c wohnwerk-….tar.sha256` checks it as well as
 * `npm run restore` does. Inside: manifest.json, database.dump (pg_dump's custom format) and
 * uploads/ (the local folder storage) or s3-objects.jsonl (a listing of the bucket).
 */
export const MANIFEST = 'manifest.json';
export const DATABASE_DUMP = 'database.dump';
export const UPLOADS = 'uploads';
export const S3_LISTING = 's3-objects.jsonl';

export interface Manifest {
  format: 'wohnwerk-backup';
  version: 1;
  createdAt: string;
  database: { name: string; serverVersion: string; pgDumpMajor: number; orders: number; invoices: number };
  uploads:
    | { kind: 'folder'; files: number; bytes: number }
    | { kind: 's3'; bucket: string; endpoint: string | null; objects: number; bytes: number };
}

async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

const checksumFileOf = (archive: string) => `${archive}.sha256`;

export async function writeChecksum(archive: string): Promise<string> {
  const sum = await sha256OfFile(archive);
  await fs.writeFile(checksumFileOf(archive), `${sum}  ${path.basename(archive)}\n`);
  return sum;
}

/** Throws unless FILE.sha256 is there and names this file's SHA-256. */
export async function verifyChecksum(archive: string): Promise<void> {
  const sumFile = checksumFileOf(archive);
  const line = await fs.readFile(sumFile, 'utf8').catch(() => null);
  if (line === null) throw new Error(`${sumFile} is missing: the checksum file is written beside every backup`);
  const expected = /^([a-f0-9]{64})\s/.exec(line)?.[1];
  if (!expected) throw new Error(`${sumFile} holds no SHA-256 checksum`);
  const actual = await sha256OfFile(archive);
  if (actual !== expected)
    throw new Error(
      `${archive} does not match its checksum (expected ${expected}, found ${actual}): the file is damaged or incomplete`,
    );
}

/** Entries of one folder to put into an archive; `keep` may leave files out. */
export interface ArchivePart {
  cwd: string;
  entries: string[];
  keep?: (entryPath: string) => boolean;
}

/**
 * Writes `archive` from parts of several folders (the dump from a staging folder, uploads/ straight
 * from DATA_DIR, no copy), written aside and renamed: no half archive ever has the final name.
 */
export async function pack(archive: string, parts: ArchivePart[]): Promise<void> {
  const partial = `${archive}.partial`;
  await fs.rm(partial, { force: true });
  for (const [i, part] of parts.entries()) {
    const options = { file: partial, cwd: part.cwd, portable: true, ...(part.keep ? { filter: part.keep } : {}) };
    // An uncompressed tar can be appended to: later parts go after the first.
    await (i === 0 ? tar.create(options, part.entries) : tar.replace(options, part.entries));
  }
  await fs.rename(partial, archive);
}

/** Unpacks into `folder`; tar refuses entries that would land outside it. */
export async function unpack(archive: string, folder: string): Promise<void> {
  await tar.extract({ file: archive, cwd: folder, strict: true });
}

/** Files and bytes below a folder (0 when it does not exist). */
export async function folderSize(folder: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    files++;
    bytes += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}
