import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../lib/clock.ts';
import { hasRedis, testRedisUrl } from '../../test/redis.ts';
import {
  LoginLimiter,
  MemoryFailureStore,
  RedisFailureStore,
  type FailureStore,
} from './login-limiter.ts';

const log = pino({ level: 'silent' });
const limits = { perAccount: 3, perAddress: 5, windowMs: 60_000 };

const stores: [string, boolean, () => FailureStore][] = [
  ['memory', true, () => new MemoryFailureStore()],
  [
    'redis',
    hasRedis,
    () =>
      new RedisFailureStore(
        new Redis(testRedisUrl),
        `careers-test:${randomBytes(4).toString('hex')}:`,
      ),
  ],
];

describe.each(stores)('LoginLimiter on the %s store', (_name, available, makeStore) => {
  let limiter: LoginLimiter;
  beforeAll(() => {
    if (available) limiter = new LoginLimiter(makeStore(), log, limits);
  });
  afterAll(() => limiter?.close());
  afterEach(() => resetClock());

  it.skipIf(!available)(
    'allows attempts until the account limit, then tells how long to wait',
    async () => {
      expect(await limiter.retryAfterSeconds('acct-a', 'addr-a')).toBe(0);
      for (let i = 0; i < 3; i++) await limiter.recordFailure('acct-a', `addr-${i}`);
      const wait = await limiter.retryAfterSeconds('acct-a', 'addr-z');
      expect(wait).toBeGreaterThan(55);
      expect(wait).toBeLessThanOrEqual(60);
      // Another account from the same addresses is not blocked by acct-a's limit.
      expect(await limiter.retryAfterSeconds('acct-b', 'addr-0')).toBe(0);
    },
  );

  it.skipIf(!available)('forgets failures once they leave the window', async () => {
    for (let i = 0; i < 3; i++) await limiter.recordFailure('acct-c', 'addr-c');
    expect(await limiter.retryAfterSeconds('acct-c', 'addr-c')).toBeGreaterThan(0);
    advanceClock(60_001);
    expect(await limiter.retryAfterSeconds('acct-c', 'addr-c')).toBe(0);
  });

  it.skipIf(!available)('waits only until the oldest failures leave (sliding window)', async () => {
    await limiter.recordFailure('acct-d', 'addr-d');
    advanceClock(30_000);
    await limiter.recordFailure('acct-d', 'addr-d');
    await limiter.recordFailure('acct-d', 'addr-d');
    const wait = await limiter.retryAfterSeconds('acct-d', 'addr-d');
    expect(wait).toBeGreaterThan(25);
    expect(wait).toBeLessThanOrEqual(30);
  });

  it.skipIf(!available)('limits an address across accounts', async () => {
    for (let i = 0; i < 5; i++) await limiter.recordFailure(`acct-e${i}`, 'addr-e');
    expect(await limiter.retryAfterSeconds('acct-new', 'addr-e')).toBeGreaterThan(0);
    expect(await limiter.retryAfterSeconds('acct-new', 'addr-other')).toBe(0);
  });
});

describe('LoginLimiter when its store fails', () => {
  it('lets the attempt through (and logs) rather than refusing every login', async () => {
    const broken: FailureStore = {
      failures: () => Promise.reject(new Error('store down')),
      record: () => Promise.reject(new Error('store down')),
      close: () => Promise.resolve(),
    };
    const limiter = new LoginLimiter(broken, log, limits);
    expect(await limiter.retryAfterSeconds('a', 'b')).toBe(0);
    await expect(limiter.recordFailure('a', 'b')).resolves.toBeUndefined();
  });
});

describe.skipIf(!hasRedis)('RedisFailureStore keys', () => {
  it('expire with the window, so Redis does not fill up', async () => {
    const prefix = `careers-test:${randomBytes(4).toString('hex')}:`;
    const redis = new Redis(testRedisUrl);
    const store = new RedisFailureStore(redis, prefix);
    await store.record('k', 60_000, Date.now());
    const ttl = await redis.pttl(`${prefix}k`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await redis.del(`${prefix}k`);
    await store.close();
  });
});
