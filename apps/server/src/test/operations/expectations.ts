import type { Account } from '../world.ts';

/** Who may call an operation: the status each kind of account gets. */
export const all = (code: number): Record<Account, number> => ({
  anonymous: code,
  owner: code,
  other: code,
  admin: code,
  disabledAdmin: code,
  employer: code,
});
/** Any signed-in account whose session is live. */
export const signedIn = (code: number): Record<Account, number> => ({
  anonymous: 401,
  owner: code,
  other: code,
  admin: code,
  disabledAdmin: 401,
  employer: code,
});
export const staffOnly = (code: number): Record<Account, number> => ({
  anonymous: 401,
  owner: 403,
  other: 403,
  admin: code,
  disabledAdmin: 401,
  employer: 403,
});
/** The owner's record: another candidate is told it does not exist. */
export const ownerAndStaff = (code: number, staff = code): Record<Account, number> => ({
  anonymous: 401,
  owner: code,
  other: 404,
  admin: staff,
  disabledAdmin: 401,
  employer: 403,
});
export const candidatesOnly = (code: number): Record<Account, number> => ({
  anonymous: 401,
  owner: code,
  other: code,
  admin: 403,
  disabledAdmin: 401,
  employer: 403,
});
/** Only an employer contact: staff and students have no employer portal. */
export const employerOnly = (code: number): Record<Account, number> => ({
  anonymous: 401,
  owner: 403,
  other: 403,
  admin: 403,
  disabledAdmin: 401,
  employer: code,
});
