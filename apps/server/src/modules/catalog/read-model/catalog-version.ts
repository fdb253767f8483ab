/**
 * Catalogue versions (docs/decisions/016-catalog-version.md): a PostgreSQL snapshot
 * (pg_current_snapshot(): xmin, xmax and the transactions in progress) says which
 * transactions' writes it sees. A read model's view is the state of the snapshot its last
 * look read in; a write answers the snapshot taken after it committed. A view "covers" a
 * version when it sees every transaction the version sees: then it shows that write, on
 * whichever instance it is. Exact and comparable without asking the database.
 */

export interface DbSnapshot {
  xmin: number;
  xmax: number;
  /** In progress at the snapshot (xmin <= id < xmax): not seen. */
  xip: ReadonlySet<number>;
}

/** Whether the snapshot sees the writes of transaction xid. */
function sees(s: DbSnapshot, xid: number): boolean {
  return xid < s.xmin || (xid < s.xmax && !s.xip.has(xid));
}

/** At most this many transaction ids are walked when the view's xmax lies below the version's. */
const MAX_WALK = 10_000;

/** Whether every transaction `version` sees is seen by `view` as well. */
export function covers(view: DbSnapshot, version: DbSnapshot): boolean {
  // Transactions the version knows as finished and the view had not started yet.
  if (view.xmax < version.xmax) {
    if (version.xmax - view.xmax > MAX_WALK) return false;
    for (let x = view.xmax; x < version.xmax; x++) if (sees(version, x)) return false;
  }
  // Transactions in progress for the view that the version saw finished.
  for (const x of view.xip) if (sees(version, x)) return false;
  return true;
}

/** pg_snapshot text ("xmin:xmax:xip,xip") as a snapshot; null for anything else. */
export function parseDbSnapshot(text: string): DbSnapshot | null {
  const m = /^(\d{1,15}):(\d{1,15}):((?:\d{1,15}(?:,\d{1,15})*)?)$/.exec(text);
  if (!m) return null;
  const xmin = Number(m[1]);
  const xmax = Number(m[2]);
  const xip = m[3] ? m[3].split(',').map(Number) : [];
  if (xmax < xmin || xip.length > 1000 || xip.some((x) => x < xmin || x >= xmax)) return null;
  return { xmin, xmax, xip: new Set(xip) };
}

/**
 * The version as a header and cookie value: the snapshot text with "." for ","
 * (a cookie value may not hold a comma). Clients pass it back as they got it.
 */
export const versionToken = (snapshotText: string) => snapshotText.replaceAll(',', '.');

export function parseVersionToken(token: string): DbSnapshot | null {
  return token.length > 2000 ? null : parseDbSnapshot(token.replaceAll('.', ','));
}

/** The header a write answers its catalogue version in, and a read may send it back in. */
export const VERSION_HEADER = 'x-catalog-version';
/** The same for browsers, which send it with every read of the site without any script. */
export const VERSION_COOKIE = 'catalog_version';

/** The version a request asks for: its header, else its cookie; null for none or an unreadable one. */
export function requestedVersion(headers: Record<string, string | string[] | undefined>): string | null {
  const header = headers[VERSION_HEADER];
  if (typeof header === 'string') return header;
  const cookie = headers.cookie;
  if (typeof cookie !== 'string') return null;
  const at = cookie.indexOf(`${VERSION_COOKIE}=`);
  if (at < 0 || (at > 0 && cookie[at - 1] !== ' ' && cookie[at - 1] !== ';')) return null;
  const start = at + VERSION_COOKIE.length + 1;
  const end = cookie.indexOf(';', start);
  return cookie.slice(start, end < 0 ? undefined : end).trim();
}
