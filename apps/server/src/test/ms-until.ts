/** How long until `seen` holds (polled every 10 ms, up to 3 s); throws when it never does. */
export async function msUntil(seen: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  let polls = 0;
  while (performance.now() - start < 3000) {
    polls++;
    if (await seen()) return performance.now() - start;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`not seen within 3 s (${polls} polls)`);
}
