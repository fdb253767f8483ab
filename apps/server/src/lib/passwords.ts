import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum (19 MiB, 2 passes): slow enough for guessing, fast enough for login (decision 011).
const options = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

/** A hash of nothing in particular, verified when no user matches so timing does not reveal which addresses exist. */
let decoy: Promise<string> | null = null;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashPassword('decoy-password-never-valid');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** Passwords published in the README for the demo accounts: refused when NODE_ENV=production. */
export const demoPasswords = ['Admin123!', 'Staff123!', 'Kunde123!', 'Verkauf123!'];
