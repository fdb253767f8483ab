/**
 * Rows numbered 1, 2, 3 … in the order the server sent them: the NR / Nr / NUMRI column of the
 * back-office lists is a running number (as on the day sheet), not a database id.
 */
export function numbered<T extends object>(rows: readonly T[] | undefined): (T & { nr: number })[] {
  return (rows ?? []).map((row, i) => ({ ...row, nr: i + 1 }));
}
