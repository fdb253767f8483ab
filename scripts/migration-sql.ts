/**
 * What a migration's SQL takes away from the release still running beside it (decision 159,
 * expand/contract): dropped and renamed tables, columns, views and functions. The SQL is read as
 * PostgreSQL writes it (drizzle-kit's `ALTER TABLE "t" DROP COLUMN "c"` as well as hand-written
 * forms); comments, strings and function bodies are left out, so a `drop table` inside a
 * function's body is not taken for one.
 */

export interface Removal {
  what: 'table' | 'column' | 'view' | 'function';
  /** drop or rename */
  how: 'drops' | 'renames';
  /** The table (or view, function); for a column, its table. */
  name: string;
  column?: string;
  statement: string;
}

/** The marker that allows a migration to remove what the previous release uses: `-- contract-step: <reason>`. */
export function contractStepReason(sql: string): string | null {
  const reason = /^\s*--\s*contract-step:[ \t]*(\S.*?)\s*$/im.exec(sql)?.[1];
  return reason ?? null;
}

/** The SQL without comments, string literals and dollar-quoted bodies, split into statements. */
export function statements(sql: string): string[] {
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i);
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end;
    } else if (rest.startsWith('/*')) {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 2;
    } else if (rest.startsWith("'")) {
      // '' inside a string is a quote, so skipping to the next ' and going on is right.
      const end = sql.indexOf("'", i + 1);
      i = end === -1 ? sql.length : end + 1;
      out += "''";
    } else {
      const tag = /^\$[A-Za-z_]*\$/.exec(rest)?.[0];
      if (tag) {
        const end = sql.indexOf(tag, i + tag.length);
        i = end === -1 ? sql.length : end + tag.length;
        out += '$$';
      } else {
        out += sql[i];
        i++;
      }
    }
  }
  return out
    .split(';')
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const ident = String.raw`(?:"[^"]+"|[A-Za-z_][\w$]*)`;
/** A possibly schema-qualified name: "public"."orders" → orders. */
const qualified = String.raw`(${ident}(?:\s*\.\s*${ident})?)`;
const bare = (name: string) => {
  const last = name.split('.').pop()!.trim();
  return last.startsWith('"') ? last.slice(1, -1) : last.toLowerCase();
};

/** Splits on commas outside parentheses (the actions of one ALTER TABLE, the names of one DROP). */
function topLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const c of text) {
    if (c === '(') depth++;
    if (c === ')') depth--;
    if (c === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += c;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

export function removals(sql: string): Removal[] {
  const found: Removal[] = [];
  for (const statement of statements(sql)) {
    const drop = /^DROP (TABLE|VIEW|MATERIALIZED VIEW|FUNCTION) (?:IF EXISTS )?(.+?)(?: (?:CASCADE|RESTRICT))?$/i.exec(
      statement,
    );
    if (drop) {
      const kind = drop[1].toLowerCase();
      const what = kind === 'table' ? 'table' : kind === 'function' ? 'function' : 'view';
      for (const target of topLevel(drop[2])) {
        // A function is named with its argument types: drop_me(integer, text).
        const name = new RegExp(`^${qualified}`).exec(target)?.[1];
        if (name) found.push({ what, how: 'drops', name: bare(name), statement });
      }
      continue;
    }
    const renameObject = new RegExp(
      String.raw`^ALTER (VIEW|MATERIALIZED VIEW|FUNCTION) (?:IF EXISTS )?${qualified}(?:\s*\([^)]*\))? RENAME TO `,
      'i',
    ).exec(statement);
    if (renameObject) {
      const kind = renameObject[1].toLowerCase();
      found.push({
        what: kind === 'function' ? 'function' : 'view',
        how: 'renames',
        name: bare(renameObject[2]),
        statement,
      });
      continue;
    }
    const alter = new RegExp(String.raw`^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?${qualified}\s+(.*)$`, 'i').exec(
      statement,
    );
    if (!alter) continue;
    const table = bare(alter[1]);
    for (const action of topLevel(alter[2])) {
      if (/^RENAME TO /i.test(action)) {
        found.push({ what: 'table', how: 'renames', name: table, statement });
        continue;
      }
      const renamed = new RegExp(`^RENAME (?:COLUMN )?(${ident}) TO `, 'i').exec(action);
      if (renamed && !/^RENAME CONSTRAINT /i.test(action)) {
        found.push({ what: 'column', how: 'renames', name: table, column: bare(renamed[1]), statement });
        continue;
      }
      const dropped = new RegExp(`^DROP (?:COLUMN )?(?:IF EXISTS )?(${ident})`, 'i').exec(action);
      if (dropped && !/^DROP (CONSTRAINT|CONSTRAINT IF EXISTS) /i.test(action))
        found.push({ what: 'column', how: 'drops', name: table, column: bare(dropped[1]), statement });
    }
  }
  return found;
}
