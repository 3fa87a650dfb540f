import { createHash, randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is an ambient const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** An opaque token for links and sessions: 32 random bytes, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as sha256 hashes, so a database leak does not hand out sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

let cost: { memoryCost: number; timeCost: number } | undefined;
let dummy: Promise<string> | undefined;

/** Tests only (config.passwordHashCost): a cheaper cost for hashes made from now on. */
export function setPasswordHashCost(next: { memoryCost: number; timeCost: number }): void {
  cost = next;
  dummy = undefined;
}

/** argon2id with the library's defaults (19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...cost });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verifies against a throwaway hash so a login for an unknown email costs as much as one for a
 * known email, and timing does not tell which addresses are registered.
 */
export async function verifyDummyPassword(password: string): Promise<void> {
  dummy ??= hashPassword(randomToken());
  await verifyPassword(await dummy, password);
}
