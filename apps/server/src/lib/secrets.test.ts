import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  hashToken,
  randomToken,
  setPasswordHashCost,
  verifyPassword,
} from './secrets.ts';

describe('passwords', () => {
  it('hash with argon2id at the library defaults (19 MiB, 2 passes) unless tests lower it', async () => {
    const hash = await hashPassword('Tangerine-Orbit-42');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Tangerine-Orbit-42')).toBe(true);
    expect(await verifyPassword(hash, 'tangerine-orbit-42')).toBe(false);

    setPasswordHashCost({ memoryCost: 1024, timeCost: 1 });
    const cheap = await hashPassword('Tangerine-Orbit-42');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    // Hashes carry their own parameters: older ones still verify.
    expect(await verifyPassword(hash, 'Tangerine-Orbit-42')).toBe(true);
  });

  it('treats a malformed stored hash as a wrong password, not an error', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});

describe('tokens', () => {
  it('are 32 random bytes in base64url, stored as a sha256 hex digest', () => {
    const a = randomToken();
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(randomToken()).not.toBe(a);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).toBe(hashToken(a));
  });
});
