import autocannon from 'autocannon';

/**
 * Users each sending requests at a stated rate, whatever the server does: autocannon's per-
 * connection rate limit (connectionRate), one autocannon instance with one keep-alive
 * connection per user, so each user's requests are its own sequence (decision 086).
 * autocannon starts a connection's requests of each second together and waits for an answer
 * before the next request of the same connection; at one request per second per user and
 * answers far faster than a second, that is an open loop: the server's speed does not change
 * when the next request comes. A slower server would show as an achieved rate below the target
 * (reported). Latencies are autocannon's own per request (request written to answer read),
 * collected raw here: no coordinated-omission correction (autocannon's assumes an interval of
 * 1/rate milliseconds, not seconds), percentiles computed over every answer after each user's
 * first second (its connection's set-up).
 */
export interface OpenLoopOptions {
  /** Server base URL. */
  url: string;
  users: number;
  /** Requests per second per user (autocannon's connectionRate: a whole number). */
  ratePerUser: number;
  /** Seconds each user runs (at most, with `signal`). */
  duration: number;
  /** Ends every user's run early when aborted (a load kept up while some other work lasts); rates count the time run. */
  signal?: AbortSignal;
  /** 'spread': the users' seconds start evenly over one second, as independent people; 'together': all in the same instant every second. */
  phase: 'spread' | 'together';
  /** Answers per user left out of the figures: the first ones pay for the connection's set-up (default: one second's). */
  warmupPerUser?: number;
  /** The requests of user `n`, sent in turn (several make a sequence, e.g. order then charge). */
  requests: (user: number) => (autocannon.Request & { label: string })[];
}

export interface LatencyFigures {
  label: string;
  answers: number;
  perSec: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
}

export interface OpenLoopResult {
  byLabel: LatencyFigures[];
  errors: number;
  timeouts: number;
  /** Every answer, the warm-up's included (for costs per answer). */
  allAnswers: number;
  /** Requests per second asked for (users × rate) and answered. */
  targetPerSec: number;
  achievedPerSec: number;
}

/** The q-quantile of sorted values (nearest rank), in ms with one decimal. */
export function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return 0;
  const value = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  return Math.round(value * 10) / 10;
}

export async function openLoop(o: OpenLoopOptions): Promise<OpenLoopResult> {
  const samples = new Map<string, { ms: number[]; non2xx: number }>();
  let errors = 0;
  let timeouts = 0;
  let allAnswers = 0;
  const runs: Promise<unknown>[] = [];
  const began = performance.now();
  for (let user = 0; user < o.users; user++) {
    const delay = o.phase === 'spread' ? (user * 1000) / o.users : 0;
    runs.push(
      new Promise((r) => setTimeout(r, delay)).then(() => {
        // The label of the answer being read: onResponse runs just before autocannon's 'response' event.
        let label = '';
        let warmup = o.warmupPerUser ?? o.ratePerUser;
        const requests = o.requests(user).map(({ label: own, onResponse, ...request }) => ({
          ...request,
          onResponse: (status: number, body: string, context: object, headers: autocannon.Request['headers']) => {
            label = own;
            if (typeof onResponse === 'function') onResponse(status, body, context, headers);
          },
        }));
        // Without a callback autocannon answers its instance, an event emitter that is also a promise of the result.
        const instance = autocannon({
          url: o.url,
          connections: 1,
          connectionRate: o.ratePerUser,
          duration: o.duration,
          requests,
        }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
        if (o.signal?.aborted) instance.stop();
        o.signal?.addEventListener('abort', () => instance.stop(), { once: true });
        instance.on('response', ((_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
          allAnswers++;
          if (warmup-- > 0) return;
          const s = samples.get(label) ?? { ms: [], non2xx: 0 };
          samples.set(label, s);
          s.ms.push(responseTime);
          if (statusCode < 200 || statusCode > 299) s.non2xx++;
        }) as never);
        return instance.then((result) => {
          errors += result.errors;
          timeouts += result.timeouts;
        });
      }),
    );
  }
  await Promise.all(runs);
  const ran = o.signal ? Math.min(o.duration, (performance.now() - began) / 1000) : o.duration;
  const byLabel = [...samples].map(([label, s]) => {
    const sorted = [...s.ms].sort((a, b) => a - b);
    const seconds = ran - (o.warmupPerUser ?? o.ratePerUser) / o.ratePerUser;
    return {
      label,
      answers: sorted.length,
      perSec: Math.round((sorted.length / seconds) * 10) / 10,
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      max: quantile(sorted, 1),
      non2xx: s.non2xx,
    };
  });
  const answered = byLabel.reduce((n, l) => n + l.answers, 0);
  const seconds = ran - (o.warmupPerUser ?? o.ratePerUser) / o.ratePerUser;
  return {
    byLabel,
    errors,
    timeouts,
    allAnswers,
    targetPerSec: o.users * o.ratePerUser,
    achievedPerSec: Math.round((answered / seconds) * 10) / 10,
  };
}
