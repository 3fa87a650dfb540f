/** One CASL rule as the server sends it in userData.ability. */
export interface AbilityRule {
  action: string;
  subject: string | string[];
  inverted?: boolean;
  conditions?: Record<string, unknown>;
  fields?: string | string[];
}

export type UserRole = 'admin' | 'candidate' | (string & {});

/** What login answers and what the client keeps in local storage under `userData`. */
export interface UserData {
  id: string | number;
  fullName: string;
  email: string;
  role: UserRole;
  avatar?: string | null;
  ability: AbilityRule[];
  /** False for a self-registered student who has not used the confirmation link yet. */
  emailVerified?: boolean;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export interface LoginPayload extends SessionTokens {
  userData: UserData;
}
