import { authMessages, type Role } from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { badRequest } from '../../lib/errors.ts';
import { hashPassword, hashToken, randomToken } from '../../lib/secrets.ts';
import { secret, type Mailer } from '../mail/mailer.ts';
import { findAccountByEmail, updatePasswordHash } from './accounts.repository.ts';
import {
  countRecentResets,
  insertPasswordReset,
  spendUserResets,
  usePasswordReset,
} from './links.repository.ts';
import type { SessionService } from './sessions.service.ts';

export const RESET_MINUTES = 30;
/** At most this many reset emails per account per hour, so nobody can flood an inbox. */
export const RESETS_PER_HOUR = 5;

/** Forgot / reset password for both roles: a single-use link valid 30 minutes, by email. */
export class RecoveryService {
  constructor(
    private readonly deps: {
      db: Db;
      sessions: SessionService;
      mailer: Mailer;
      publicUrl: string;
    },
  ) {}

  /**
   * Sends a link when the address is registered; the caller answers the same either way. The
   * link and its email are written in one transaction; the job worker delivers the email.
   */
  async forgotPassword(role: Role, email: string): Promise<void> {
    await this.deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const account = await findAccountByEmail(tx, role, email);
      if (!account || account.status === 'disabled') return;
      const at = now();
      const hourAgo = new Date(at.getTime() - 60 * 60_000);
      if ((await countRecentResets(tx, role, account.id, hourAgo)) >= RESETS_PER_HOUR) return;
      const token = randomToken();
      await insertPasswordReset(tx, {
        tokenHash: hashToken(token),
        userId: account.id,
        role,
        createdAt: at,
        expiresAt: new Date(at.getTime() + RESET_MINUTES * 60_000),
      });
      await this.deps.mailer.queue(tx, {
        to: account.email,
        subject: 'Reset your Careers Service password',
        text: [
          `Hello ${account.fullName},`,
          '',
          `Someone (we hope you) asked to reset the password of your ${role} account.`,
          `Choose a new password within ${RESET_MINUTES} minutes: ${this.deps.publicUrl}/reset-password?token=${secret('reset')}`,
          '',
          'The link works once. If you did not ask for it, ignore this email: nothing changes.',
        ].join('\n'),
        secrets: { reset: token },
      });
    });
  }

  /** Spends the token, sets the password and signs the user out everywhere. */
  async resetPassword(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    const at = now();
    const owner = await usePasswordReset(this.deps.db, hashToken(token), at);
    if (!owner) throw badRequest(authMessages.invalidResetToken, 'token');
    await updatePasswordHash(this.deps.db, owner.role, owner.userId, passwordHash, at);
    await spendUserResets(this.deps.db, owner.role, owner.userId, at);
    await this.deps.sessions.revokeAll({ id: owner.userId, role: owner.role });
  }
}
