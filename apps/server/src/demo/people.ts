import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import { hashPassword } from '../lib/passwords.ts';
import { customerNames } from './catalog-data.ts';

/** Staff with Albanian names besides the demo accounts: they fill the day-sheet history and the user selectors. */
const extraStaffNames = ['Blerta Gashi', 'Ilir Morina', 'Fatjona Shala'];

const emailOf = (name: string, domain: string) =>
  `${name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, '.')}@${domain}`;

/**
 * Customers who wrote the demo ratings, and extra staff. They share one hash of a random password
 * nobody knows: argon2 is deliberately slow, and these accounts are not meant for logging in.
 */
export async function seedPeople(db: Db): Promise<{ customerIds: number[]; staffIds: number[] }> {
  const hash = await hashPassword(randomBytes(24).toString('base64url'));
  const rows = [
    ...customerNames.map((name) => ({
      name,
      email: emailOf(name, 'beispiel.test'),
      role: 'customer' as const,
      passwordHash: hash,
    })),
    ...extraStaffNames.map((name) => ({
      name,
      email: emailOf(name, 'wohnwerk.test'),
      role: 'staff' as const,
      passwordHash: hash,
    })),
  ];
  const inserted = await db
    .insert(users)
    .values(rows)
    .returning({ id: users.id, email: users.email, role: users.role });
  // Order by email as given, not by the order RETURNING happens to use.
  const byEmail = new Map(inserted.map((u) => [u.email, u.id]));
  return {
    customerIds: rows.filter((r) => r.role === 'customer').map((r) => byEmail.get(r.email)!),
    staffIds: rows.filter((r) => r.role === 'staff').map((r) => byEmail.get(r.email)!),
  };
}
