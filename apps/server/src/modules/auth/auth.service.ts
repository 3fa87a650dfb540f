import {
  abilityRulesFor,
  authCodes,
  authMessages,
  type AdminRegisterInput,
  type AuthResponse,
  type CandidateRegisterInput,
  type ChangePasswordInput,
  type LoginInput,
  type Role,
  type SignInInput,
  type SignInResponse,
  type UserData,
} from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  isUniqueViolation,
  tooManyRequests,
  unauthorized,
} from '../../lib/errors.ts';
import { hashPassword, hashToken, verifyDummyPassword, verifyPassword } from '../../lib/secrets.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  countAdmins,
  findAccountByEmail,
  lockAdminRegistrations,
  findAccountById,
  insertAccount,
  touchLastLogin,
  updatePasswordHash,
  type Account,
} from './accounts.repository.ts';
import { findInvitation, useInvitation } from './links.repository.ts';
import type { LoginLimiter } from './login-limiter.ts';
import type { SessionService } from './sessions.service.ts';
import type { VerificationService } from './verification.service.ts';

export function toUserData(account: Account): UserData {
  return {
    id: account.id,
    fullName: account.fullName,
    email: account.email,
    role: account.role,
    avatar: account.avatar,
    ability: abilityRulesFor(account),
    emailVerified: account.emailVerified,
  };
}

/** 403 `email_unverified`: an employer contact signs in only once the address is confirmed. */
const employerUnverified = () =>
  new AppError(403, authMessages.employerEmailUnverified, undefined, {
    code: authCodes.emailUnverified,
  });
const awaitsVerification = (account: Account) =>
  account.role === 'employer' && !account.emailVerified;

/**
 * The account when the password is its own. Without an account a dummy hash is checked, so the
 * time taken does not tell which addresses are registered.
 */
async function withPassword(
  account: Account | undefined,
  password: string,
): Promise<Account | undefined> {
  const valid = account
    ? await verifyPassword(account.passwordHash, password)
    : await verifyDummyPassword(password).then(() => false);
  return valid ? account : undefined;
}

export interface AuthServiceDeps {
  db: Db;
  sessions: SessionService;
  limiter: LoginLimiter;
  verification: VerificationService;
}

export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  /** Creates the account unverified and mails its confirmation link in the same transaction. */
  async registerCandidate(input: CandidateRegisterInput): Promise<AuthResponse> {
    const passwordHash = await hashPassword(input.password);
    const account = await withTransaction(this.deps.db, async (tx) => {
      const created = await this.insertUnique(tx, 'candidate', input, passwordHash);
      await this.deps.verification.issue(tx, created, now());
      return created;
    });
    return this.startSession(account);
  }

  /** Needs a live invitation for this email, except for the first admin of an empty system. */
  async registerAdmin(input: AdminRegisterInput): Promise<AuthResponse> {
    const passwordHash = await hashPassword(input.password);
    const account = await withTransaction(this.deps.db, async (db) => {
      await lockAdminRegistrations(db);
      const at = now();
      let invitationId: string | undefined;
      if (input.invitationToken) {
        const invitation = await findInvitation(db, hashToken(input.invitationToken));
        if (!invitation || invitation.usedAt || invitation.revokedAt || invitation.expiresAt <= at)
          throw forbidden(authMessages.invitationInvalid);
        if (invitation.email !== input.email) throw forbidden(authMessages.invitationEmailMismatch);
        invitationId = invitation.id;
      } else if ((await countAdmins(db)) > 0) {
        throw forbidden(authMessages.invitationRequired);
      }
      const created = await this.insertUnique(db, 'admin', input, passwordHash);
      if (invitationId && !(await useInvitation(db, 'admin', invitationId, created.id, at)))
        throw forbidden(authMessages.invitationInvalid);
      return created;
    });
    return this.startSession(account);
  }

  /**
   * 401 with one message for any wrong email or password, so the answer does not tell which
   * addresses are registered; only failures count towards the limits.
   */
  async login(role: Role, input: LoginInput, address: string): Promise<AuthResponse> {
    const { limiter } = this.deps;
    const accountKey = `${role}:${input.email}`;
    const wait = await limiter.retryAfterSeconds(accountKey, address);
    if (wait > 0) throw tooManyRequests(authMessages.tooManyAttempts, wait);

    const account = await withPassword(
      await findAccountByEmail(this.deps.db, role, input.email),
      input.password,
    );
    if (!account) {
      await limiter.recordFailure(accountKey, address);
      throw unauthorized(authMessages.invalidCredentials);
    }
    if (account.status === 'disabled') throw unauthorized(authMessages.accountDisabled);
    if (awaitsVerification(account)) throw employerUnverified();
    await touchLastLogin(this.deps.db, role, account.id, now());
    return this.startSession(account);
  }

  /**
   * One sign-in for every kind of account (POST /login): the password is checked against each
   * account of the address (or the one `role` names). Exactly one match signs in; several ask
   * which to use, without tokens. Only an attempt that matches no account counts as a failure,
   * once for the address. Every kind is always hashed (a dummy when absent), so the time taken
   * does not tell which accounts exist. An employer contact must have confirmed the address.
   */
  async signIn(input: SignInInput, address: string): Promise<SignInResponse> {
    const { limiter, db } = this.deps;
    const roles: Role[] = input.role ? [input.role] : ['admin', 'candidate', 'employer'];
    const accountKeys = roles.map((role) => `${role}:${input.email}`);
    const wait = await limiter.retryAfterSeconds(accountKeys, address);
    if (wait > 0) throw tooManyRequests(authMessages.tooManyAttempts, wait);

    const matched: Account[] = [];
    for (const role of roles) {
      const account = await withPassword(
        await findAccountByEmail(db, role, input.email),
        input.password,
      );
      if (account) matched.push(account);
    }
    if (matched.length === 0) {
      await limiter.recordFailure(accountKeys, address);
      throw unauthorized(authMessages.invalidCredentials);
    }
    const enabled = matched.filter((a) => a.status !== 'disabled');
    if (enabled.length === 0) throw unauthorized(authMessages.accountDisabled);
    // An employer account whose address is not confirmed yet cannot be chosen.
    const usable = enabled.filter((a) => !awaitsVerification(a));
    if (usable.length === 0) throw employerUnverified();
    if (usable.length > 1) {
      return { choose: usable.map((a) => ({ role: a.role, fullName: a.fullName })) };
    }
    const [account] = usable as [Account];
    await touchLastLogin(db, account.role, account.id, now());
    return this.startSession(account);
  }

  async me(user: AuthUser): Promise<UserData> {
    const account = await findAccountById(this.deps.db, user.role, user.id);
    if (!account || account.status === 'disabled') throw unauthorized();
    return toUserData(account);
  }

  /** Changes the password and signs out every other session of the user. */
  async changePassword(user: AuthUser, input: ChangePasswordInput): Promise<void> {
    const account = await findAccountById(this.deps.db, user.role, user.id);
    if (!account) throw unauthorized();
    if (!(await verifyPassword(account.passwordHash, input.currentPassword)))
      throw badRequest(authMessages.wrongCurrentPassword, 'currentPassword');
    await updatePasswordHash(
      this.deps.db,
      account.role,
      account.id,
      await hashPassword(input.newPassword),
      now(),
    );
    await this.deps.sessions.revokeAll(account, user.sessionId);
  }

  private async startSession(account: Account): Promise<AuthResponse> {
    const tokens = await this.deps.sessions.start(account);
    return { userData: toUserData(account), ...tokens };
  }

  private async insertUnique(
    db: Db,
    role: Role,
    input: { email: string; fullName: string },
    passwordHash: string,
  ): Promise<Account> {
    if (await findAccountByEmail(db, role, input.email))
      throw conflict(authMessages.emailInUse, 'email');
    try {
      return await insertAccount(db, role, {
        email: input.email,
        fullName: input.fullName,
        passwordHash,
        createdAt: now(),
      });
    } catch (error) {
      // Two registrations for one address at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(authMessages.emailInUse, 'email');
      throw error;
    }
  }
}
