import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './lib/passwords.js';

// The project runs on the Node 24 of the `node` devDependency (docs/decisions/009), whatever Node the
// machine has: npm scripts put node_modules/.bin first on PATH. This fails if that chain breaks.
describe('runtime', () => {
  it('tests run on Node 24 LTS', () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(24);
  });

  it('the native argon2 binding loads and hashes on this Node', async () => {
    const hash = await hashPassword('Geheim123!');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'Geheim123!')).toBe(true);
  });
});
