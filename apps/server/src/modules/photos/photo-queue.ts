import pLimit, { type LimitFunction } from 'p-limit';

/** Thrown by WorkQueue.run when every running and waiting place is taken. */
export class QueueFullError extends Error {
  constructor() {
    super('work queue full');
  }
}

/**
 * A bounded queue for CPU-heavy work in this process: `concurrency` jobs run at once, up to
 * `waiting` more wait for their turn, and any further job is refused at once (QueueFullError)
 * instead of piling up requests, memory and CPU behind the ones already there.
 */
class WorkQueue {
  private readonly limit: LimitFunction;
  private running = 0;
  /** The most jobs seen running at once (tests prove the bound with it). */
  peak = 0;

  constructor(
    readonly concurrency: number,
    readonly waiting: number,
  ) {
    this.limit = pLimit(concurrency);
  }

  /** Jobs running and waiting. */
  get size(): number {
    return this.limit.activeCount + this.limit.pendingCount;
  }

  get full(): boolean {
    return this.size >= this.concurrency + this.waiting;
  }

  run<T>(job: () => Promise<T>): Promise<T> {
    if (this.full) return Promise.reject(new QueueFullError());
    return this.limit(async () => {
      this.running++;
      this.peak = Math.max(this.peak, this.running);
      try {
        return await job();
      } finally {
        this.running--;
      }
    });
  }
}

/**
 * Photo processing, one upload at a time per process, two waiting (decision 151): with libvips on one
 * thread (photo-processing.ts) an upload takes at most one core of two, so the storefront keeps the
 * other however many staff upload at once. An upload processes at most 160 MP (a few seconds), so a
 * waiting one is served within seconds; a fourth answers 429.
 */
export const photoQueue = new WorkQueue(1, 2);
