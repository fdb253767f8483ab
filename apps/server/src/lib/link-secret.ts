import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

/**
 * The key of signed report and PDF links (decision 102): LINK_SECRET, or for a machine that does
 * not name one (the embedded default) a random key made once into DATA_DIR/link-secret, so links
 * survive restarts. Never derived from database contents: a backup must not be enough to forge links.
 */
export function linkSecretOf(config: Pick<Config, 'LINK_SECRET' | 'dataDir'>): string {
  if (config.LINK_SECRET) return config.LINK_SECRET;
  const file = path.join(config.dataDir, 'link-secret');
  const existing = readSecret(file);
  if (existing) return existing;
  fs.mkdirSync(config.dataDir, { recursive: true });
  // Written whole under another name and linked into place: a process starting at the same time
  // (cluster workers) either wins the link or reads the complete key of the one that did.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  const secret = readSecret(file);
  if (!secret) throw new Error(`${file} holds no key; remove it or set LINK_SECRET`);
  return secret;
}

function readSecret(file: string): string | null {
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    return text.length >= 32 ? text : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
