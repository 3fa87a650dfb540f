import { z } from 'zod';
import { notifyApprovalWaiting } from '../approvals/approvals.service.ts';
import {
  authMessages,
  employerMessages,
  organisationNameKey,
  websiteHostKey,
  type AuthResponse,
  type EmployerRegisterInput,
  type EmployerRegisterResponse,
} from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, isUniqueViolation } from '../../lib/errors.ts';
import { hashPassword, hashToken } from '../../lib/secrets.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { findAccountById } from '../auth/accounts.repository.ts';
import { useInvitation } from '../auth/links.repository.ts';
import {
  addressLinksSince,
  insertAddressLink,
  useAddressLink,
} from '../auth/address-links.repository.ts';
import { toUserData } from '../auth/auth.service.ts';
import { issueVerificationLink } from '../auth/verification.service.ts';
import { enqueue, jobDetails, PRIORITY, systemActor, type JobHandler } from '../jobs/worker.ts';
import {
  findEmployerByEmail,
  insertEmployerAccount,
  insertPendingOrganisation,
  linkOrAddContact,
} from './employers.repository.ts';
import type { EmployerServiceDeps } from './employers.service.ts';
import {
  findEmployerInvitationByHash,
  type EmployerInvitationRow,
} from './invitations.repository.ts';
import { markEmployerVerified } from './verifications.repository.ts';

export const EMPLOYER_VERIFY_HOURS = 48;
/** At most this many confirmation emails (registration's included) per contact per hour. */
export const EMPLOYER_VERIFICATIONS_PER_HOUR = 5;
export const EMPLOYER_RESEND_JOB = 'employers.resend_verification';
const HOUR_MS = 60 * 60_000;

const verificationMail = {
  kind: 'employers.verify' as const,
  page: '/employer/verify-email',
  hours: EMPLOYER_VERIFY_HOURS,
};

const resendPayloadSchema = z.object({ email: z.string() });

/**
 * Registering an employer contact (a new pending organisation, or joining one by invitation)
 * and confirming the address before the first sign-in.
 */
export class EmployerRegistrationService {
  constructor(private readonly deps: EmployerServiceDeps) {}

  /**
   * A new organisation: created pending, the registrant its first contact, the address to be
   * confirmed before the first sign-in (the link is queued in the same transaction). Joining by
   * invitation: the invited address counts as confirmed, so the answer is a session.
   */
  async register(input: EmployerRegisterInput): Promise<EmployerRegisterResponse> {
    const passwordHash = await hashPassword(input.password);
    const at = now();
    const email = input.email.toLowerCase();
    const result = await withTransaction(this.deps.db, async (tx) => {
      if (await findEmployerByEmail(tx, email)) throw conflict(authMessages.emailInUse, 'email');
      let organisationId: string;
      let invitation: EmployerInvitationRow | undefined;
      if (input.invitationToken) {
        invitation = await findEmployerInvitationByHash(tx, hashToken(input.invitationToken));
        if (!invitation || invitation.usedAt || invitation.revokedAt || invitation.expiresAt <= at)
          throw forbidden(authMessages.invitationInvalid);
        if (invitation.email.toLowerCase() !== email)
          throw forbidden(authMessages.invitationEmailMismatch);
        organisationId = invitation.organisationId;
      } else {
        const org = input.organisation;
        if (!org) throw badRequest('Enter your organisation', 'organisation');
        const created = await insertPendingOrganisation(tx, {
          name: org.name,
          nameKey: organisationNameKey(org.name),
          website: org.website || null,
          websiteHost: websiteHostKey(org.website),
          sector: org.sector || null,
          size: org.size ?? null,
          at,
        });
        organisationId = created.id;
        // Staff see the newcomer in the Approvals queue and in their bell.
        await notifyApprovalWaiting(tx, this.deps, {
          kind: 'organisation',
          id: created.id,
          name: org.name,
        });
      }
      const account = await insertEmployerAccount(tx, {
        email,
        fullName: input.fullName,
        passwordHash,
        organisationId,
        emailVerifiedAt: invitation ? at : null,
        at,
      });
      if (invitation && !(await useInvitation(tx, 'employer', invitation.id, account.id, at)))
        throw forbidden(authMessages.invitationInvalid);
      await linkOrAddContact(tx, {
        organisationId,
        employerId: account.id,
        fullName: input.fullName,
        email,
        at,
      });
      const actor = { id: account.id, role: 'employer', name: input.fullName };
      await writeAudit(tx, {
        actor,
        action: invitation ? 'employer.join' : 'employer.register',
        entity: 'organisation',
        entityId: organisationId,
        details: { email, ...(invitation ? { invitationId: invitation.id } : {}) },
      });
      if (!invitation)
        await this.issueVerification(tx, { id: account.id, email, fullName: input.fullName }, at);
      return { id: account.id, joined: Boolean(invitation) };
    }).catch((error: unknown) => {
      // Two registrations for one address at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(authMessages.emailInUse, 'email');
      throw error;
    });
    if (!result.joined) return { message: employerMessages.verificationSent, email };
    return this.startSession(result.id);
  }

  /** Spends the token and confirms the address; 400 `field: 'token'` when not live. */
  async verify(token: string): Promise<{ email: string }> {
    const at = now();
    return withTransaction(this.deps.db, async (tx) => {
      const employerId = await useAddressLink(tx, 'employer', hashToken(token), at);
      if (!employerId) throw badRequest(authMessages.invalidVerificationToken, 'token');
      const email = await markEmployerVerified(tx, employerId, at);
      return { email: email ?? '' };
    });
  }

  /**
   * Queues one job for any address and returns, so the answer and its timing never tell whether
   * an unconfirmed account exists; the job mails a new link within the hourly cap.
   */
  async resendVerification(email: string): Promise<void> {
    await enqueue(this.deps.db, {
      kind: EMPLOYER_RESEND_JOB,
      payload: { email },
      priority: PRIORITY.transactional,
    });
  }

  resendVerificationJob(): JobHandler {
    return {
      commit: async (tx, { job, now: at }) => {
        const { email } = resendPayloadSchema.parse(job.payload);
        const account = await findEmployerByEmail(tx, email);
        if (!account || account.emailVerifiedAt || account.status === 'disabled') return;
        const since = new Date(at.getTime() - HOUR_MS);
        const recent = (await addressLinksSince(tx, 'employer', account.id, since)).length;
        if (recent >= EMPLOYER_VERIFICATIONS_PER_HOUR) return;
        await this.issueVerification(tx, account, at);
        await writeAudit(tx, {
          actor: systemActor(),
          action: 'employer.verification_resent',
          entity: 'employer',
          entityId: account.id,
          details: jobDetails(job),
        });
      },
    };
  }

  private async issueVerification(
    tx: Db,
    account: { id: string; email: string; fullName: string },
    at: Date,
  ): Promise<void> {
    await issueVerificationLink(tx, this.deps, account, at, verificationMail, (link) =>
      insertAddressLink(tx, 'employer', account.id, link),
    );
  }

  private async startSession(id: string): Promise<AuthResponse> {
    const account = await findAccountById(this.deps.db, 'employer', id);
    if (!account) throw new Error('employer account vanished after registering');
    const tokens = await this.deps.sessions.start(account);
    return { userData: toUserData(account), ...tokens };
  }
}
