import { Redis } from 'ioredis';

/** The Redis the tests of shared login limits use, when one answers on this machine. */
export const testRedisUrl = 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(testRedisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 1000,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** Whether that Redis answered: suites that need it skip themselves without it. */
export const hasRedis = await redisAnswers();
