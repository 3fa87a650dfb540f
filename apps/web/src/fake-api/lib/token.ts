/**
 * Sample tokens: unsecured JWTs (alg "none") carrying the user id, the token's use and its expiry.
 * They only stand in for the template's demo login; the careers API signs real ones.
 */
export const SAMPLE_TOKEN_LIFETIME_SECONDS = 10 * 60;

export type TokenUse = 'access' | 'refresh';

export interface SampleTokenClaims {
  sub: number;
  use: TokenUse;
  iat: number;
  exp: number;
  jti: string;
}

function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

let counter = 0;

export function signSampleToken(userId: number, use: TokenUse, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  counter += 1;
  const claims: SampleTokenClaims = {
    sub: userId,
    use,
    iat,
    exp: iat + SAMPLE_TOKEN_LIFETIME_SECONDS,
    jti: `${iat.toString(36)}-${counter.toString(36)}`,
  };
  const header = base64UrlEncode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  return `${header}.${base64UrlEncode(JSON.stringify(claims))}.`;
}

function isClaims(value: unknown): value is SampleTokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'number' &&
    (claims.use === 'access' || claims.use === 'refresh') &&
    typeof claims.exp === 'number' &&
    typeof claims.iat === 'number'
  );
}

/** The claims of a well-formed, unexpired token of the given use; null otherwise. */
export function verifySampleToken(
  token: unknown,
  use: TokenUse,
  now: Date,
): SampleTokenClaims | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[2] !== '') return null;
  try {
    const header: unknown = JSON.parse(base64UrlDecode(parts[0] ?? ''));
    if (
      typeof header !== 'object' ||
      header === null ||
      (header as { alg?: unknown }).alg !== 'none'
    )
      return null;
    const claims: unknown = JSON.parse(base64UrlDecode(parts[1] ?? ''));
    if (!isClaims(claims) || claims.use !== use) return null;
    return claims.exp * 1000 > now.getTime() ? claims : null;
  } catch {
    return null;
  }
}
