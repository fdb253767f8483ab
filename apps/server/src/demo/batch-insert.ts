import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/**
 * Bulk insert for the demo loader. Rows that all carry the same fields go in as
 * `insert … select * from unnest($1::type[], $2::type[], …)`: one array parameter per column,
 * so a statement of thousands of rows costs one parse and almost no query building (the
 * multi-row VALUES form spent more time building SQL in Drizzle than PostgreSQL spent storing
 * it). Mixed rows, where some fields fall back to column defaults, use Drizzle's VALUES form.
 */
export async function insertBatched<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  rowsPerStatement = 5000,
): Promise<void> {
  if (!rows.length) return;
  const keys = Object.keys(rows[0] as object);
  const uniform = rows.every((row) => sameKeys(row as object, keys));
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const arrayColumn = keys.some((k) => columns[k].getSQLType().endsWith(']'));
  if (!uniform || arrayColumn) {
    // PostgreSQL takes at most 65,535 parameters per statement.
    const size = Math.max(1, Math.floor(30_000 / Math.max(1, keys.length)));
    for (let i = 0; i < rows.length; i += size) await db.insert(table).values(rows.slice(i, i + size) as never);
    return;
  }
  const names = sql.join(
    keys.map((k) => sql.identifier(columns[k].name)),
    sql`, `,
  );
  const types = keys.map((k) => arrayType(columns[k]));
  for (let i = 0; i < rows.length; i += rowsPerStatement) {
    const batch = rows.slice(i, i + rowsPerStatement) as Record<string, unknown>[];
    const arrays: SQL[] = keys.map((k, c) => {
      const column = columns[k];
      const values = batch.map((row) =>
        row[k] === null || row[k] === undefined ? null : column.mapToDriverValue(row[k]),
      );
      return sql`${sql.param(values)}::${sql.raw(types[c])}`;
    });
    await db.execute(
      sql`insert into ${sql.identifier(getTableName(table))} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
}

function sameKeys(row: object, keys: string[]): boolean {
  const own = Object.keys(row);
  return own.length === keys.length && keys.every((k) => k in row);
}

const builtin =
  /^(integer|smallint|bigint|boolean|text|jsonb|json|date|real|double precision|uuid|varchar\(\d+\)|char\(\d+\)|numeric(\(\d+, ?\d+\))?|timestamp( with time zone)?)$/;

function arrayType(column: PgColumn): string {
  const type = column.getSQLType();
  if (type === 'serial') return 'integer[]';
  if (type === 'bigserial') return 'bigint[]';
  if (type === 'smallserial') return 'smallint[]';
  if (builtin.test(type)) return `${type}[]`;
  // Enums: PGlite only knows how to send arrays of built-in types, so they travel as text[].
  return `text[]::"${type.replace(/"/g, '""')}"[]`;
}
