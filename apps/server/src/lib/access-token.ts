import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { roleSchema, type Role } from '@careers/contracts';
import { now } from './clock.ts';
import { unauthorized } from './errors.ts';

export interface AccessClaims {
  /** The user's id. */
  sub: string;
  role: Role;
  /** The session (refresh-token family) the token was issued for. */
  sid: string;
}

// One imported HMAC key per secret: importing it on every verification cost more than verifying.
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
function keyFor(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

/** A signed HS256 JWT valid for `seconds` (ACCESS_TOKEN_TTL, 10 minutes unless configured). */
export async function signAccessToken(
  secret: string,
  claims: AccessClaims,
  seconds: number,
): Promise<string> {
  const issuedAt = Math.floor(now().getTime() / 1000);
  return new SignJWT({ role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + seconds)
    .sign(await keyFor(secret));
}

/** The claims of a valid token; 401 'Session expired' or 'Authentication required' otherwise. */
export async function verifyAccessToken(secret: string, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, await keyFor(secret), {
      algorithms: ['HS256'],
      currentDate: now(),
    });
    const { sub, role, sid } = payload;
    if (typeof sub !== 'string' || !roleSchema.safeParse(role).success || typeof sid !== 'string')
      throw unauthorized();
    return { sub, role: role as Role, sid };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw unauthorized('Session expired');
    throw unauthorized();
  }
}
