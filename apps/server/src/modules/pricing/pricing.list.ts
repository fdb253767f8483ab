/** Server-side sorting and paging of the calculators' rows (the tables page on the server at catalogue size). */

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** Sorts by one key ("db2p" ascending, "-db2p" descending); empty values last either way; ties by the id key. */
export function sortBy<T extends Record<string, unknown>>(
  rows: T[],
  sort: string | undefined,
  idKey: keyof T & string,
): T[] {
  if (!sort) return rows;
  const desc = sort.startsWith('-');
  const key = desc ? sort.slice(1) : sort;
  const dir = desc ? -1 : 1;
  const isText =
    rows.length > 0 && typeof rows.find((r) => r[key] !== null && r[key] !== undefined)?.[key] === 'string';
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    const xEmpty = x === null || x === undefined;
    const yEmpty = y === null || y === undefined;
    if (xEmpty || yEmpty) {
      if (xEmpty && yEmpty) return (a[idKey] as number) - (b[idKey] as number);
      return xEmpty ? 1 : -1;
    }
    const c = isText ? collator.compare(String(x), String(y)) : (x as number) - (y as number);
    return c !== 0 ? c * dir : (a[idKey] as number) - (b[idKey] as number);
  });
}

export function pageOf<T>(rows: T[], page: number, perPage: number): T[] {
  return rows.slice((page - 1) * perPage, page * perPage);
}
