// Sample-data API shapes: sample auth. Re-exported by ../types.ts.

export interface Ability {
  action: string;
  subject: string;
}

export type SampleRole = 'admin' | 'client';

/** userData of the sample login: never carries the password. */
export interface User {
  id: number;
  fullName: string;
  username: string;
  avatar: string | null;
  email: string;
  role: SampleRole;
  ability: Ability[];
  extras: { eCommerceCartItemsCount: number };
}

export interface LoginRequest {
  email: string;
  password: string;
}
export interface LoginResponse {
  userData: User;
  accessToken: string;
  refreshToken: string;
}
export interface LoginError {
  error: { email: string[] };
}
export interface RegisterRequest {
  email: string;
  password: string;
  username: string;
}
export interface RegisterResponse {
  user: User;
  accessToken: string;
  refreshToken: string;
}
/** Status 200: only the keys that are in use are present. */
export interface RegisterError {
  error: { email?: string; username?: string };
}
export type RefreshResponse = LoginResponse;
export interface RefreshError {
  error: string;
}
