import { type AuditEntity, insertAuditRows } from './catalog-audit.queries.ts';
import type { Tx } from '../../db/client.ts';

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
  await insertAuditRows(
    db,
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
