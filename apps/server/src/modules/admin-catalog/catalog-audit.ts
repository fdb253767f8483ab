import { and, desc, eq, sql } from 'drizzle-orm';
import type { AuditEntry, CatalogChangeSource } from '@wohnwerk/contract/admin-catalog';
import { catalogAudit } from '../../db/schema/catalog-admin.ts';
import { productImports } from '../../db/schema/imports.ts';
import { orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import type { Tx } from './admin-products.queries.ts';

export type AuditEntity = 'product' | 'category' | 'shop' | 'brand' | 'series' | 'homepage_text' | 'content_page';

/** A value as the audit keeps it: text as it is, numbers and flags printed, lists and objects as JSON. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * One audit row per field whose value differs between before and after (null before: a
 * creation, every given field is recorded; null after: a deletion). Written in the caller's
 * transaction, so a change and its record commit together or not at all.
 */
export async function recordChanges(
  db: Tx,
  change: {
    entity: AuditEntity;
    entityId: number;
    userId: number;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  },
): Promise<number> {
  const fields = new Set([...Object.keys(change.before ?? {}), ...Object.keys(change.after ?? {})]);
  const entries = [...fields]
    .map((field) => ({ field, before: asText(change.before?.[field]), after: asText(change.after?.[field]) }))
    .filter((e) => e.before !== e.after);
  if (!entries.length) return 0;
  await db.insert(catalogAudit).values(
    entries.map((e) => ({
      entity: change.entity,
      entityId: change.entityId,
      userId: change.userId,
      field: e.field,
      before: e.before,
      after: e.after,
    })),
  );
  return entries.length;
}

/** Who made a change: the staff member, or for an import's rows (which name nobody) who applied the import. */
const appliedOrMade = sql<number | null>`coalesce(${catalogAudit.userId}, ${productImports.appliedBy})`;

/**
 * The latest changes of one entity, newest first, each with what made it (decision 150): staff,
 * an import (its number; user_id is who applied it) or an order's stock movement (its number).
 */
export async function auditOf(db: Tx, entity: AuditEntity, entityId: number, limit = 100): Promise<AuditEntry[]> {
  const found = await db
    .select({
      id: catalogAudit.id,
      entity: catalogAudit.entity,
      entity_id: catalogAudit.entityId,
      field: catalogAudit.field,
      before: catalogAudit.before,
      after: catalogAudit.after,
      user_id: appliedOrMade,
      user_name: users.name,
      source: catalogAudit.source,
      import_id: catalogAudit.importId,
      import_number: productImports.number,
      order_number: orders.orderNumber,
      created_at: sql<string>`to_char(${catalogAudit.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    })
    .from(catalogAudit)
    .leftJoin(productImports, eq(productImports.id, catalogAudit.importId))
    .leftJoin(users, eq(users.id, appliedOrMade))
    .leftJoin(orders, eq(orders.id, catalogAudit.orderId))
    .where(and(eq(catalogAudit.entity, entity), eq(catalogAudit.entityId, entityId)))
    .orderBy(desc(catalogAudit.id))
    .limit(limit);
  return found.map((r) => ({ ...r, id: Number(r.id), source: r.source as CatalogChangeSource }));
}
