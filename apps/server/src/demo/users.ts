import type { Db } from '../db/client.ts';
import { addresses, users } from '../db/schema/users.ts';
import { hashPassword } from '../lib/passwords.ts';

export const demoAccounts = [
  {
    role: 'admin',
    name: 'Erika Beispiel',
    email: 'admin@wohnwerk.test',
    password: 'Admin123!',
    phone: '+49 341 0000001',
  },
  {
    role: 'staff',
    name: 'Arben Krasniqi',
    email: 'staff@wohnwerk.test',
    password: 'Staff123!',
    phone: '+355 69 000 0001',
  },
  {
    role: 'staff',
    name: 'Elira Hoxha',
    email: 'elira@wohnwerk.test',
    password: 'Staff123!',
    phone: '+355 69 000 0002',
  },
  {
    role: 'staff',
    name: 'Driton Berisha',
    email: 'driton@wohnwerk.test',
    password: 'Staff123!',
    phone: '+355 69 000 0003',
  },
  {
    role: 'customer',
    name: 'Max Mustermann',
    email: 'kunde@wohnwerk.test',
    password: 'Kunde123!',
    phone: '+49 30 1234567',
  },
  // Marketplace sellers' users (decision 169), inserted with their sellers by demo/sellers.ts.
  {
    role: 'seller',
    name: 'Nora Lindqvist',
    email: 'verkauf@moebel-nord.test',
    password: 'Verkauf123!',
    phone: '+49 431 0000001',
    seller: 'moebel-nord',
  },
  {
    role: 'seller',
    name: 'Sepp Huber',
    email: 'verkauf@holzwerk-sued.test',
    password: 'Verkauf123!',
    phone: '+49 89 0000001',
    seller: 'holzwerk-sued',
  },
] as const;

export async function seedUsers(db: Db): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const account of demoAccounts) {
    if ('seller' in account) continue;
    const [row] = await db
      .insert(users)
      .values({
        name: account.name,
        email: account.email,
        phone: account.phone,
        role: account.role,
        passwordHash: await hashPassword(account.password),
      })
      .returning({ id: users.id });
    ids[account.email] = row.id;
  }
  await db.insert(addresses).values({
    userId: ids['kunde@wohnwerk.test'],
    type: 'Shipping',
    address1: 'Musterstraße 5',
    address2: '2. OG links',
    city: 'Berlin',
    state: 'Berlin',
    country: 'Deutschland',
    zip: '10115',
    isDefault: true,
  });
  return ids;
}
