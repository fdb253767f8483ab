import { fromPglite, type Job, PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';

export interface JobDefinition<T extends object> {
  name: string;
  /**
   * Runs one job. A throw retries it (up to retryLimit); `lastTry` tells the handler that no
   * retry follows, so it can record the failure where people see it.
   */
  run(data: T, attempt: { lastTry: boolean; signal: AbortSignal }): Promise<void>;
  /** A worker that stops sending heartbeats (a crashed or stopped server) loses the job after this many seconds. */
  heartbeatSeconds?: number;
  retryLimit?: number;
}

/**
 * Durable background jobs in PostgreSQL through pg-boss (docs/decisions/135): every instance
 * sends to and works from the same queue tables, a job survives restarts, and one whose worker
 * died is taken over by another instance after its heartbeat lapses. On the embedded PGlite
 * pg-boss runs over the same single connection in this process (its own PGlite adapter).
 */
export class JobQueue {
  private boss: PgBoss | null = null;
  private starting: Promise<PgBoss> | null = null;
  private readonly definitions = new Map<string, JobDefinition<object>>();
  /** Aborted by stop(): handlers that check their signal end their work in hand at once rather than after the grace period. */
  private stopping = new AbortController();

  constructor(
    private readonly database: Database,
    private readonly options: { superviseSeconds?: number; onError?: (err: Error) => void } = {},
  ) {}

  define<T extends object>(definition: JobDefinition<T>) {
    this.definitions.set(definition.name, definition as JobDefinition<object>);
  }

  private create(): PgBoss {
    const common = {
      schedule: false,
      superviseIntervalSeconds: this.options.superviseSeconds ?? 10,
      maintenanceIntervalSeconds: 300,
    };
    if (this.database.pglite) return new PgBoss({ ...common, db: fromPglite(this.database.pglite), backend: 'pglite' });
    return new PgBoss({ ...common, connectionString: this.database.url, max: 3 });
  }

  /** Starts pg-boss (creating or migrating its schema) and this instance's workers for every defined job. */
  start(): Promise<PgBoss> {
    this.starting ??= (async () => {
      const boss = this.create();
      boss.on('error', (err) => this.options.onError?.(err));
      await boss.start();
      for (const d of this.definitions.values()) {
        await boss.createQueue(d.name, {
          heartbeatSeconds: d.heartbeatSeconds ?? 10,
          retryLimit: d.retryLimit ?? 3,
          expireInSeconds: 3600,
        });
        await boss.work<object>(
          d.name,
          { pollingIntervalSeconds: 0.5, includeMetadata: true },
          async ([job]: Job<object>[] & { retryLimit?: number }[]) => {
            const meta = job as Job<object> & { retryLimit: number };
            const signal = AbortSignal.any([job.signal, this.stopping.signal]);
            await d.run(job.data, { lastTry: job.retryCount >= meta.retryLimit, signal });
          },
        );
      }
      this.boss = boss;
      return boss;
    })();
    return this.starting;
  }

  /** Queues a job for any instance's worker; the queue tables are created on first use. */
  async send(name: string, data: object): Promise<void> {
    const boss = this.boss ?? (await this.start());
    await boss.send(name, data);
  }

  /**
   * Jobs per queue for /metrics: waiting (queued, deferred included), running, and failed ones still
   * kept (pg-boss's retention bounds it: a rolling count of recent failures). Empty until started.
   */
  async stats(): Promise<{ name: string; queued: number; active: number; failed: number }[]> {
    if (!this.boss || this.definitions.size === 0) return [];
    const queues = await this.boss.getQueues([...this.definitions.keys()]);
    return queues.map((q) => ({ name: q.name, queued: q.queuedCount, active: q.activeCount, failed: q.failedCount }));
  }

  async stop() {
    const boss = this.boss ?? (this.starting ? await this.starting.catch(() => null) : null);
    this.boss = null;
    this.starting = null;
    this.stopping.abort();
    this.stopping = new AbortController();
    // Not graceful beyond a short wait: a job cut off here is resumed by its heartbeat lapsing.
    await boss?.stop({ graceful: true, timeout: 2000, close: true });
  }
}
