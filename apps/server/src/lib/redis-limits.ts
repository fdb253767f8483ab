import { once } from 'node:events';
import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { type LimitStore, MemoryLimitStore, RedisLimitStore } from './limits.ts';

/**
 * Limits shared through Redis that keep working when Redis does not (decision 160): while Redis is
 * unreachable every count goes to this process's memory — no request waits for Redis or fails
 * with a 500 — and one warning says so; when Redis answers again, one line says that too and the
 * counts are shared again. Meanwhile each instance counts on its own: an attacker gets up to
 * (instances × limit) tries, for as long as the outage lasts.
 */

type RateLimitCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface RateStore extends FastifyRateLimitStore {
  read?(key: string, cb: RateLimitCallback, timeWindow: number, max: number): void;
}
/** @fastify/rate-limit's own stores (CommonJS, no types of their own). */
const require = createRequire(import.meta.url);
type RedisStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis) => RateStore;
type LocalStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean) => RateStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as RedisStoreCtor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as LocalStoreCtor;

/** Whether Redis answers now; logs the moment it stops (once) and the moment it is back. */
class RedisAvailability {
  private away = false;
  private closing = false;

  constructor(
    private readonly redis: Redis,
    private readonly log: FastifyBaseLogger,
  ) {
    // Without a listener ioredis would print every failed reconnect to the console.
    redis.on('error', (err: Error) => this.lost(err));
    redis.on('close', () => this.lost());
    redis.on('ready', () => {
      if (!this.away) return;
      this.away = false;
      this.log.info('Redis reachable again: attempt and rate limits are shared by every instance again');
    });
  }

  get up(): boolean {
    return this.redis.status === 'ready';
  }

  lost(err?: Error) {
    if (this.away || this.closing) return;
    this.away = true;
    this.log.warn(
      { err },
      "Redis unreachable: attempt and rate limits count in this process's memory until it answers again",
    );
  }

  close() {
    this.closing = true;
  }
}

/** lib/limits.ts's store: Redis while it answers, this process's memory otherwise. */
class FallbackLimitStore implements LimitStore {
  constructor(
    private readonly shared: LimitStore,
    private readonly local: LimitStore,
    private readonly redis: RedisAvailability,
  ) {}

  private async either<T>(use: (store: LimitStore) => Promise<T>): Promise<T> {
    if (!this.redis.up) return use(this.local);
    try {
      return await use(this.shared);
    } catch (err) {
      this.redis.lost(err as Error);
      return use(this.local);
    }
  }

  hit(key: string, windowMs: number) {
    return this.either((s) => s.hit(key, windowMs));
  }

  undo(key: string) {
    return this.either((s) => s.undo(key));
  }

  claim(key: string, ttlMs: number) {
    return this.either((s) => s.claim(key, ttlMs));
  }

  async close() {
    await this.local.close();
  }
}

/** @fastify/rate-limit's store: its Redis store while Redis answers, its memory store otherwise. */
class FallbackRateStore implements RateStore {
  constructor(
    private readonly shared: RateStore,
    private readonly local: RateStore,
    private readonly redis: RedisAvailability,
  ) {}

  private either(method: 'incr' | 'read', key: string, cb: RateLimitCallback, timeWindow: number, max: number) {
    const local = () => this.local[method]!(key, cb, timeWindow, max);
    if (!this.redis.up) return local();
    this.shared[method]!(
      key,
      (err, result) => {
        if (!err) return cb(null, result);
        this.redis.lost(err);
        local();
      },
      timeWindow,
      max,
    );
  }

  incr(key: string, cb: RateLimitCallback, timeWindow: number, max: number) {
    this.either('incr', key, cb, timeWindow, max);
  }

  read(key: string, cb: RateLimitCallback, timeWindow: number, max: number) {
    this.either('read', key, cb, timeWindow, max);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new FallbackRateStore(
      this.shared.child(routeOptions) as RateStore,
      this.local.child(routeOptions) as RateStore,
      this.redis,
    );
  }
}

export interface LimitStores {
  store: LimitStore;
  /** Options for @fastify/rate-limit: its store (none: its own memory store). */
  rateLimit: { store?: FastifyRateLimitStoreCtor };
  close(): Promise<void>;
}

/** How long a start waits for Redis before it counts in memory (and says so). */
const CONNECT_WAIT_MS = 2000;

/** The limit stores: in Redis when REDIS_URL is set, falling back to memory; in memory otherwise. */
export async function createLimitStores(redisUrl: string | undefined, log: FastifyBaseLogger): Promise<LimitStores> {
  if (!redisUrl) return { store: new MemoryLimitStore(), rateLimit: {}, close: async () => undefined };
  const { Redis } = await import('ioredis');
  // Commands fail at once while disconnected (no queue that would hold logins until Redis is back),
  // and a Redis that hangs cannot hold a request longer than a second.
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1000 });
  const availability = new RedisAvailability(redis, log);
  // `once` rejects on an 'error' event: a Redis that refuses at start is a start in memory.
  const connected = once(redis, 'ready').then(
    () => true,
    () => false,
  );
  const waited = await Promise.race([
    connected,
    new Promise<false>((r) => setTimeout(() => r(false), CONNECT_WAIT_MS)),
  ]);
  if (!waited) availability.lost();
  // @fastify/rate-limit constructs its store itself, with its global options.
  class RateStore extends FallbackRateStore {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      super(
        new RedisStore(params.continueExceeding ?? false, params.exponentialBackoff ?? false, redis),
        new LocalStore(params.continueExceeding ?? false, params.exponentialBackoff ?? false),
        availability,
      );
    }
  }
  return {
    store: new FallbackLimitStore(new RedisLimitStore(redis), new MemoryLimitStore(), availability),
    rateLimit: { store: RateStore },
    async close() {
      availability.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
