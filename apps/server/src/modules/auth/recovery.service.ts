import { z } from 'zod';
import { authMessages, type Role } from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { badRequest } from '../../lib/errors.ts';
import { hashPassword, hashToken, randomToken } from '../../lib/secrets.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { composeEmail, languageOf } from '../email-templates/email-templates.service.ts';
import type { JobRow } from '../jobs/jobs.repository.ts';
import { enqueue, jobDetails, PRIORITY, systemActor, type JobHandler } from '../jobs/worker.ts';
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
export const FORGOT_PASSWORD_JOB = 'auth.forgot_password';

const forgotPayloadSchema = z.object({
  role: z.enum(['admin', 'candidate', 'employer']),
  email: z.string(),
});

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
   * Queues one job for any address and returns: a registered and an unknown address take the
   * same path, and the request itself does no lookup, no hashing and no mail.
   */
  async forgotPassword(role: Role, email: string): Promise<void> {
    await enqueue(this.deps.db, {
      kind: FORGOT_PASSWORD_JOB,
      payload: { role, email },
      priority: PRIORITY.transactional,
    });
  }

  /** The job behind forgotPassword: everything happens in the transaction that marks it done. */
  resetLinkJob(): JobHandler {
    return {
      commit: async (tx, { job, now: at }) => {
        const { role, email } = forgotPayloadSchema.parse(job.payload);
        await this.issueResetLink(tx, role, email, at, job);
      },
    };
  }

  /** Issues a link and writes its email when the address is registered and under the cap. */
  private async issueResetLink(
    tx: Db,
    role: Role,
    email: string,
    at: Date,
    job: JobRow,
  ): Promise<void> {
    const account = await findAccountByEmail(tx, role, email);
    if (!account || account.status === 'disabled') return;
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
      ...(await composeEmail(tx, 'auth.reset', await languageOf(tx, role, account.id), {
        fullName: account.fullName,
        role,
        minutes: String(RESET_MINUTES),
        link: `${this.deps.publicUrl}/reset-password?token=${secret('reset')}`,
      })),
      secrets: { reset: token },
    });
    await writeAudit(tx, {
      actor: systemActor(),
      action: 'password_reset.issued',
      entity: role,
      entityId: account.id,
      details: jobDetails(job),
    });
  }

  /**
   * Spends the token first (one UPDATE) and only then hashes the new password, so an invalid
   * token costs no hashing; then sets the password and signs the user out everywhere.
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const at = now();
    const owner = await usePasswordReset(this.deps.db, hashToken(token), at);
    if (!owner) throw badRequest(authMessages.invalidResetToken, 'token');
    const passwordHash = await hashPassword(password);
    await withTransaction(this.deps.db, async (tx) => {
      await updatePasswordHash(tx, owner.role, owner.userId, passwordHash, at);
      await spendUserResets(tx, owner.role, owner.userId, at);
    });
    await this.deps.sessions.revokeAll({ id: owner.userId, role: owner.role });
  }
}
