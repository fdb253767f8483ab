import autocannon from 'autocannon';

/** What a scenario's load measured (bench/loadgen.c prints the same fields as JSON). */
export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  bytes: number;
}

async function once(base: string, paths: string[], seconds: number, connections: number) {
  let next = 0;
  return autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => {
          next = (next + 1) % paths.length;
          return { ...req, method: 'GET', path: paths[next] };
        },
      },
    ],
  });
}

/**
 * The storefront scenarios' load from autocannon instead of bench/loadgen.c (`npm run bench -- --generator autocannon`):
 * issue 36 measured the storefront with autocannon, and its budgets hold with either generator. autocannon is
 * JavaScript and spends a core of its own on this machine (docs/decisions/007-bench-load-generator.md), so its figures
 * measure the server on what is left. The requests of all connections take the scenario's paths in turn; `warmup`
 * seconds of the same load come first and are not counted.
 */
export async function autocannonLoad(
  base: string,
  paths: string[],
  { seconds, warmup, connections }: { seconds: number; warmup: number; connections: number },
): Promise<LoadFigures> {
  await once(base, paths, warmup, connections);
  const r = await once(base, paths, seconds, connections);
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    bytes: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
  };
}
