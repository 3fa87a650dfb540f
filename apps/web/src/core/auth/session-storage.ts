import type { LoginPayload, SessionTokens, UserData } from './types.ts';

// The storage keys are part of the contract with the server docs (DESIGN.md §4): do not rename.
export const STORAGE_KEYS = {
  userData: 'userData',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
} as const;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isUserData(value: unknown): value is UserData {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.fullName === 'string' && typeof v.role === 'string';
}

export function readStoredUser(): UserData | null {
  const raw = storage()?.getItem(STORAGE_KEYS.userData);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isUserData(parsed)) return null;
    return { ...parsed, ability: Array.isArray(parsed.ability) ? parsed.ability : [] };
  } catch {
    return null;
  }
}

export function readStoredTokens(): Partial<SessionTokens> {
  const s = storage();
  return {
    accessToken: s?.getItem(STORAGE_KEYS.accessToken) ?? undefined,
    refreshToken: s?.getItem(STORAGE_KEYS.refreshToken) ?? undefined,
  };
}

export function writeSession(payload: LoginPayload): void {
  const s = storage();
  s?.setItem(STORAGE_KEYS.userData, JSON.stringify(payload.userData));
  s?.setItem(STORAGE_KEYS.accessToken, payload.accessToken);
  s?.setItem(STORAGE_KEYS.refreshToken, payload.refreshToken);
}

export function writeTokens(tokens: SessionTokens): void {
  const s = storage();
  s?.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
  s?.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
}

export function clearSession(): void {
  const s = storage();
  s?.removeItem(STORAGE_KEYS.userData);
  s?.removeItem(STORAGE_KEYS.accessToken);
  s?.removeItem(STORAGE_KEYS.refreshToken);
}
