import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError, messages } from './app-error.ts';

/**
 * Attempt limits and mail cooldowns (decision 011). Fixed windows counted in Redis
 * when REDIS_URL is set, so every server process and instance sees the same counts and a
 * restart does not reset them; in this process's memory otherwise.
 */
export interface LimitStore {
  /** Counts one attempt on `key` in a window of `windowMs`; answers the count so far and the ms left in the window. */
  hit(key: string, windowMs: number): Promise<{ count: number; leftMs: number }>;
  /** Takes one counted attempt back (a login that turned out right). */
  undo(key: string): Promise<void>;
  /** True once per `ttlMs` for a key: the first caller gets it, everyone else false until it expires. */
  claim(key: string, ttlMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export class MemoryLimitStore implements LimitStore {
  private readonly counts = new Map<string, { count: number; until: number }>();
  private readonly claims = new Map<string, number>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = () => Date.now()) {
    // Expired windows are dropped once a minute, so counts for passing addresses do not pile up.
    this.sweeper = setInterval(() => this.sweep(), 60_000).unref();
  }

  async hit(key: string, windowMs: number) {
    const now = this.now();
    let entry = this.counts.get(key);
    if (!entry || entry.until <= now) {
      entry = { count: 0, until: now + windowMs };
      this.counts.set(key, entry);
    }
    entry.count++;
    return { count: entry.count, leftMs: entry.until - now };
  }

  async undo(key: string) {
    const entry = this.counts.get(key);
    if (entry && entry.until > this.now() && entry.count > 0) entry.count--;
  }

  async claim(key: string, ttlMs: number) {
    const now = this.now();
    const until = this.claims.get(key);
    if (until !== undefined && until > now) return false;
    this.claims.set(key, now + ttlMs);
    return true;
  }

  sweep() {
    const now = this.now();
    for (const [key, entry] of this.counts) if (entry.until <= now) this.counts.delete(key);
    for (const [key, until] of this.claims) if (until <= now) this.claims.delete(key);
  }

  async close() {
    clearInterval(this.sweeper);
  }
}

/** INCR and the window's expiry in one step: two processes cannot both start a window. */
const HIT = `local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;
const UNDO = `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export class RedisLimitStore implements LimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'wohnwerk:limit:',
  ) {}

  async hit(key: string, windowMs: number) {
    const [count, leftMs] = (await this.redis.eval(HIT, 1, this.prefix + key, windowMs)) as [number, number];
    return { count, leftMs };
  }

  async undo(key: string) {
    await this.redis.eval(UNDO, 1, this.prefix + key);
  }

  async claim(key: string, ttlMs: number) {
    return (await this.redis.set(this.prefix + key, '1', 'PX', ttlMs, 'NX')) === 'OK';
  }

  async close() {
    // The Redis connection belongs to the app (app.ts), which closes it.
  }
}

export interface LimitRule {
  /** What is counted and on what, e.g. `login:account:anna@example.test`. */
  key: string;
  max: number;
}

/** One request's counted attempts: refund() takes them back when the attempt was legitimate. */
export interface Attempt {
  refund(): Promise<void>;
}

export class Limits {
  constructor(
    readonly store: LimitStore,
    private readonly windowMs: number,
  ) {}

  /**
   * Counts the attempt against every rule; over any of them the request ends with 429 and a
   * Retry-After of the longest remaining window. Every rule is counted either way, so a
   * client cannot probe one limit while another holds it back.
   */
  async attempt(reply: FastifyReply, rules: LimitRule[]): Promise<Attempt> {
    const { results, attempt } = await this.count(rules);
    const over = results.filter((res, i) => res.count > rules[i].max);
    if (over.length) this.refuse(reply, over);
    return attempt;
  }

  /** Counts the attempt against every rule and answers the counts; the caller decides what refuses. */
  async count(rules: LimitRule[]): Promise<{ results: { count: number; leftMs: number }[]; attempt: Attempt }> {
    const results = await Promise.all(rules.map((r) => this.store.hit(r.key, this.windowMs)));
    return {
      results,
      attempt: { refund: async () => void (await Promise.all(rules.map((r) => this.store.undo(r.key)))) },
    };
  }

  /** 429 with the spec's text and a Retry-After of the longest remaining window among `over`. */
  refuse(reply: FastifyReply, over: { leftMs: number }[]): never {
    reply.header('retry-after', String(Math.ceil(Math.max(...over.map((o) => o.leftMs)) / 1000)));
    throw new AppError('rate_limited', messages.tooMany);
  }

  /** True when a mail of this kind may go to this recipient now (decision 011: one per cooldown). */
  async mayMail(kind: string, recipient: string, cooldownSeconds: number): Promise<boolean> {
    if (cooldownSeconds <= 0) return true;
    return this.store.claim(`mail:${kind}:${recipient.trim().toLowerCase()}`, cooldownSeconds * 1000);
  }
}
