import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { now } from '../../lib/clock.ts';

/**
 * Where failed logins are counted. In memory for one instance; Redis (REDIS_URL) when several
 * instances share the load, so an attacker cannot spread guesses across them.
 */
export interface FailureStore {
  /** Times (ms) of the failures under key inside the window ending at `at`, oldest first. */
  failures(key: string, windowMs: number, at: number): Promise<number[]>;
  record(key: string, windowMs: number, at: number): Promise<void>;
  close(): Promise<void>;
}

export class MemoryFailureStore implements FailureStore {
  private readonly entries = new Map<string, number[]>();

  async failures(key: string, windowMs: number, at: number): Promise<number[]> {
    const list = (this.entries.get(key) ?? []).filter((t) => t > at - windowMs);
    if (list.length === 0) this.entries.delete(key);
    else this.entries.set(key, list);
    return list;
  }

  async record(key: string, windowMs: number, at: number): Promise<void> {
    const list = (this.entries.get(key) ?? []).filter((t) => t > at - windowMs);
    list.push(at);
    this.entries.set(key, list);
    if (this.entries.size > 50_000) this.sweep(windowMs, at);
  }

  /** Forgets keys whose failures all left the window, so memory stays bounded. */
  private sweep(windowMs: number, at: number): void {
    for (const [key, list] of this.entries)
      if ((list[list.length - 1] ?? 0) <= at - windowMs) this.entries.delete(key);
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}

/** A sorted set per key: member per failure, scored by its time; the key expires with the window. */
export class RedisFailureStore implements FailureStore {
  private seq = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'careers:login-failures:',
  ) {}

  /** ioredis loads only on a server that shares its counts (REDIS_URL). */
  static async connect(url: string, log: FastifyBaseLogger): Promise<RedisFailureStore> {
    const { Redis } = await import('ioredis');
    const redis = new Redis(url, { maxRetriesPerRequest: 2 });
    // ioredis reconnects by itself; without a listener its errors would go to the console.
    redis.on('error', (error: unknown) => log.warn({ err: error }, 'redis connection error'));
    return new RedisFailureStore(redis);
  }

  async failures(key: string, windowMs: number, at: number): Promise<number[]> {
    const k = this.prefix + key;
    const result = await this.redis
      .multi()
      .zremrangebyscore(k, '-inf', at - windowMs)
      .zrangebyscore(k, `(${at - windowMs}`, '+inf', 'WITHSCORES')
      .exec();
    const pairs = (result?.[1]?.[1] ?? []) as string[];
    const times: number[] = [];
    for (let i = 1; i < pairs.length; i += 2) times.push(Number(pairs[i]));
    return times;
  }

  async record(key: string, windowMs: number, at: number): Promise<void> {
    const k = this.prefix + key;
    this.seq = (this.seq + 1) % 1_000_000;
    await this.redis
      .multi()
      .zadd(k, at, `${at}:${process.pid}:${this.seq}:${Math.random().toString(36).slice(2, 8)}`)
      .zremrangebyscore(k, '-inf', at - windowMs)
      .pexpire(k, windowMs)
      .exec();
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export interface LoginLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

/** 10 failures per account and 100 per address in 15 minutes: a campus shares a few addresses. */
export const defaultLoginLimits: LoginLimits = {
  perAccount: 10,
  perAddress: 100,
  windowMs: 15 * 60_000,
};

/**
 * Counts failed logins only: successful logins never count, so hundreds of students behind one
 * address can sign in during a careers fair.
 */
export class LoginLimiter {
  constructor(
    readonly store: FailureStore,
    private readonly log: FastifyBaseLogger,
    private readonly limits: LoginLimits = defaultLoginLimits,
  ) {}

  /**
   * Seconds until another attempt is allowed for these accounts (one sign-in may try several
   * accounts of one address) and this address; 0 when allowed.
   */
  async retryAfterSeconds(account: string | string[], address: string): Promise<number> {
    const at = now().getTime();
    const accounts = typeof account === 'string' ? [account] : account;
    try {
      const waits = await Promise.all([
        ...accounts.map((a) => this.wait(`account:${a}`, this.limits.perAccount, at)),
        this.wait(`address:${address}`, this.limits.perAddress, at),
      ]);
      return Math.max(...waits);
    } catch (error) {
      // The limiter's store being down must not stop every login; it is logged loudly.
      this.log.error({ err: error }, 'login limiter unavailable; allowing the attempt');
      return 0;
    }
  }

  /** One failed attempt: once for the address, and once for each account it was tried against. */
  async recordFailure(account: string | string[], address: string): Promise<void> {
    const at = now().getTime();
    const accounts = typeof account === 'string' ? [account] : account;
    try {
      await Promise.all([
        ...accounts.map((a) => this.store.record(`account:${a}`, this.limits.windowMs, at)),
        this.store.record(`address:${address}`, this.limits.windowMs, at),
      ]);
    } catch (error) {
      this.log.error({ err: error }, 'login limiter unavailable; failure not counted');
    }
  }

  private async wait(key: string, limit: number, at: number): Promise<number> {
    const times = await this.store.failures(key, this.limits.windowMs, at);
    if (times.length < limit) return 0;
    // Allowed again once enough failures have left the window to bring the count under the limit.
    const freeing = times[times.length - limit] ?? at;
    return Math.max(1, Math.ceil((freeing + this.limits.windowMs - at) / 1000));
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
