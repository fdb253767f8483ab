import { and, desc, eq, sql } from 'drizzle-orm';
import type { AuditEntry, CatalogChangeSource } from '@wohnwerk/contract/admin-catalog';
import { catalogAudit } from '../../db/schema/catalog-admin.ts';
import { productImports } from '../../db/schema/imports.ts';
import { orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import type { Tx } from '../../db/client.ts';

/** The statements of the catalogue's change history (catalog-audit.ts decides what is recorded). */

export type AuditEntity = 'product' | 'category' | 'shop' | 'brand' | 'series' | 'homepage_text' | 'content_page';

/** Audit rows, in the caller's transaction. */
export async function insertAuditRows(db: Tx, rows: (typeof catalogAudit.$inferInsert)[]): Promise<void> {
  await db.insert(catalogAudit).values(rows);
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
