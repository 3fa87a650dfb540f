import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../core/store/root-reducer.ts';

export const ACCESS_TYPES = ['full', 'read', 'write'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

export interface ApiKey {
  id: string;
  name: string;
  access: AccessType;
  key: string;
  createdAt: string;
}

export interface ApiKeyState {
  keys: ApiKey[];
}

const initialState: ApiKeyState = { keys: [] };

export const apiKeySlice = createSlice({
  name: 'apiKeys',
  initialState,
  reducers: {
    apiKeyCreated(state, action: PayloadAction<ApiKey>) {
      state.keys.unshift(action.payload);
    },
    apiKeyDeleted(state, action: PayloadAction<string>) {
      state.keys = state.keys.filter((k) => k.id !== action.payload);
    },
  },
  selectors: {
    selectApiKeys: (state) => state.keys,
  },
});

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof apiKeySlice> {}
}

export const injectedApiKeys = apiKeySlice.injectInto(rootReducer);
export const { apiKeyCreated, apiKeyDeleted } = apiKeySlice.actions;
export const { selectApiKeys } = injectedApiKeys.selectors;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random key from crypto.getRandomValues: a prefix and 32 characters (no modulo bias). */
export function generateApiKey(prefix = 'ck_live_'): string {
  let out = '';
  const bytes = new Uint8Array(64);
  while (out.length < 32) {
    crypto.getRandomValues(bytes);
    for (const b of bytes) {
      // 248 = 4 * 62: bytes above it would favour the first letters.
      if (b < 248 && out.length < 32) out += ALPHABET[b % 62];
    }
  }
  return prefix + out;
}

/** The key as shown in the list: its start and end only. */
export function maskKey(key: string): string {
  return `${key.slice(0, 12)}••••••••${key.slice(-4)}`;
}
