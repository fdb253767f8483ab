import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CurrentUser } from '@wohnwerk/contract/auth';
import { describe, expect, it } from 'vitest';
import { adminAreas, areasFor } from './admin-areas.ts';

const user = (role: CurrentUser['role'], is_admin = false) => ({ id: 7, role, is_admin }) as CurrentUser;
const src = path.resolve(import.meta.dirname, '..', '..');
const catalogue = (language: string) =>
  JSON.parse(readFileSync(path.join(src, 'locales', language, 'admin.json'), 'utf8')) as Record<string, unknown>;
const lookup = (tree: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('staff areas', () => {
  it('a guest and a customer get none, so the screens offer them no way in', () => {
    expect(areasFor(null)).toEqual([]);
    expect(areasFor(user('customer'))).toEqual([]);
  });

  it("staff get every back-office, warehouse and pricing area but the admins' gift codes", () => {
    const paths = areasFor(user('staff')).map((area) => area.path);
    expect(paths).not.toContain('/gift_code');
    expect(areasFor(user('admin')).map((area) => area.path)).toContain('/gift_code');
    expect(paths).toEqual(expect.arrayContaining(['/excel', '/fast-tasks', '/weekly-tasks', '/finished-tasks']));
    expect(paths).toEqual(expect.arrayContaining(['/monthly-ratings', '/screen-tasks', '/scan-aw']));
    expect(paths.length).toBe(adminAreas.length - 1);
    expect(paths).toEqual(expect.arrayContaining(['/calculator', '/shipping', '/fd-imm', '/fd-imm-table']));
    expect(areasFor(user('admin')).length).toBe(adminAreas.length);
    expect(areasFor(user('staff', true)).length).toBe(adminAreas.length);
  });

  it('an admin-only area is hidden from staff', () => {
    const adminOnly = { ...adminAreas[0], key: 'refunds', roles: ['admin'] as const };
    const list = [adminOnly, adminAreas[1]];
    expect(areasFor(user('staff'), list)).toEqual([adminAreas[1]]);
    expect(areasFor(user('admin'), list)).toEqual(list);
    expect(areasFor(user('staff', true), list)).toEqual(list);
    expect(areasFor(user('customer'), list)).toEqual([]);
  });

  it('every area has a label and a description in German, English and Albanian, and a route', () => {
    const router = readFileSync(path.join(src, 'app', 'router.tsx'), 'utf8');
    let checked = 0;
    for (const area of adminAreas) {
      for (const language of ['de', 'en', 'sq']) {
        const tree = catalogue(language);
        expect(typeof lookup(tree, area.label), `${language}: ${area.label}`).toBe('string');
        expect(typeof lookup(tree, area.description), `${language}: ${area.description}`).toBe('string');
        checked += 1;
      }
      // A screen of its own area (`screen(…)`) or a staff screen (`staffScreen(…)`, routes/staff-screens.ts).
      expect(router, area.path).toMatch(new RegExp(`\\b(screen|staffScreen)\\('${area.path.slice(1)}'`));
    }
    expect(checked).toBe(adminAreas.length * 3);
    expect(new Set(adminAreas.map((a) => a.key)).size).toBe(adminAreas.length);
  });
});
