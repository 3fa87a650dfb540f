import { z } from 'zod';
import { notifyApprovalWaiting } from '../approvals/approvals.service.ts';
import {
  authMessages,
  employerMessages,
  organisationNameKey,
  websiteHostKey,
  type AuthResponse,
  type EmployerAccountInput,
  type EmployerInvitation,
  type EmployerInvitationInput,
  type EmployerInvitationList,
  type EmployerOrganisation,
  type EmployerRegisterInput,
  type EmployerRegisterResponse,
  type UpdateOrganisationInput,
  type UserData,
} from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { hashPassword, hashToken, randomToken } from '../../lib/secrets.ts';
import { assertCurrentVersion } from '../../lib/version.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { writeAudit, type AuditActor } from '../audit/audit.repository.ts';
import { findAccountById } from '../auth/accounts.repository.ts';
import { toUserData } from '../auth/auth.service.ts';
import type { SessionService } from '../auth/sessions.service.ts';
import { enqueue, jobDetails, PRIORITY, systemActor, type JobHandler } from '../jobs/worker.ts';
import { secret, type Mailer } from '../mail/mailer.ts';
import {
  copyOrganisationToVacancies,
  countRecentEmployerVerifications,
  findEmployerByEmail,
  findEmployerInvitationByHash,
  findEmployerOrganisation,
  insertEmployerAccount,
  insertEmployerInvitation,
  insertEmployerVerification,
  insertPendingOrganisation,
  inviterName,
  linkOrAddContact,
  listContacts,
  listPendingEmployerInvitations,
  lockEmployerInvitation,
  markEmployerVerified,
  renameEmployer,
  revokeEmployerInvitation,
  updateEmployerOrganisation,
  useEmployerInvitation,
  useEmployerVerification,
  type EmployerInvitationRow,
  type EmployerOrganisationRow,
} from './employers.repository.ts';

export const EMPLOYER_VERIFY_HOURS = 48;
/** At most this many confirmation emails (registration's included) per contact per hour. */
export const EMPLOYER_VERIFICATIONS_PER_HOUR = 5;
export const EMPLOYER_INVITATION_DAYS = 7;
export const EMPLOYER_RESEND_JOB = 'employers.resend_verification';
const HOUR_MS = 60 * 60_000;

const resendPayloadSchema = z.object({ email: z.string() });

const actorOf = (viewer: Viewer): AuditActor => ({
  id: viewer.id,
  role: viewer.role,
  name: viewer.name ?? null,
});

function toInvitation(row: EmployerInvitationRow): EmployerInvitation {
  return {
    id: row.id,
    organisationId: row.organisationId,
    email: row.email,
    invitedByRole: row.invitedByRole,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export interface EmployerServiceDeps {
  db: Db;
  sessions: SessionService;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Employer contact accounts: registering (a new pending organisation, or joining one by
 * invitation), confirming the address, invitations to join, and the contact's own organisation.
 */
export class EmployerService {
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
      if (invitation && !(await useEmployerInvitation(tx, invitation.id, account.id, at)))
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
      const employerId = await useEmployerVerification(tx, hashToken(token), at);
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
        const recent = await countRecentEmployerVerifications(tx, account.id, since);
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

  /** Invites someone to join the organisation (staff, or a contact of it once it is approved). */
  async invite(
    viewer: Viewer,
    organisationId: string,
    input: EmployerInvitationInput,
  ): Promise<EmployerInvitation> {
    const token = randomToken();
    const email = input.email.toLowerCase();
    return withTransaction(this.deps.db, async (tx) => {
      const org = await this.organisationFor(tx, viewer, organisationId);
      if (viewer.role === 'employer' && org.status !== 'approved')
        throw forbidden(employerMessages.organisationNotApproved);
      if (await findEmployerByEmail(tx, email)) throw conflict(authMessages.emailInUse, 'email');
      const at = now();
      const row = await insertEmployerInvitation(tx, {
        tokenHash: hashToken(token),
        organisationId,
        email,
        invitedByRole: viewer.role,
        invitedBy: viewer.id,
        createdAt: at,
        expiresAt: new Date(at.getTime() + EMPLOYER_INVITATION_DAYS * 24 * HOUR_MS),
      });
      const inviter = viewer.name ?? (await inviterName(tx, viewer.role, viewer.id));
      await this.deps.mailer.queue(tx, {
        to: email,
        subject: `Join ${org.name} on the Careers Service`,
        text: [
          `Hello${input.fullName ? ` ${input.fullName}` : ''},`,
          '',
          `${inviter ?? 'The careers service'} has invited you to join ${org.name} as an employer contact on the Careers Service.`,
          `Create your account within ${EMPLOYER_INVITATION_DAYS} days: ${this.deps.publicUrl}/employer/register?invitation=${secret('invitation')}`,
          '',
          'The link works once, for this email address only.',
        ].join('\n'),
        secrets: { invitation: token },
      });
      await writeAudit(tx, {
        actor: actorOf(viewer),
        action: 'employer_invitation.create',
        entity: 'organisation',
        entityId: organisationId,
        details: { invitationId: row.id, email },
      });
      return toInvitation(row);
    });
  }

  async pendingInvitations(
    viewer: Viewer,
    organisationId: string,
  ): Promise<EmployerInvitationList> {
    const { db } = this.deps;
    await this.organisationFor(db, viewer, organisationId);
    const rows = await listPendingEmployerInvitations(db, organisationId);
    return { data: rows.map(toInvitation) };
  }

  /** Withdraws a pending invitation; 404 when it is not the organisation's or was revoked. */
  async revokeInvitation(viewer: Viewer, organisationId: string, id: string): Promise<void> {
    await withTransaction(this.deps.db, async (tx) => {
      const org = await this.organisationFor(tx, viewer, organisationId);
      if (viewer.role === 'employer' && org.status !== 'approved')
        throw forbidden(employerMessages.organisationNotApproved);
      const invitation = await lockEmployerInvitation(tx, id);
      if (!invitation || invitation.organisationId !== organisationId || invitation.revokedAt)
        throw notFound(authMessages.invitationNotFound);
      if (invitation.usedAt) throw conflict(authMessages.invitationUsed);
      await revokeEmployerInvitation(tx, id, now());
      await writeAudit(tx, {
        actor: actorOf(viewer),
        action: 'employer_invitation.revoke',
        entity: 'organisation',
        entityId: organisationId,
        details: { invitationId: id, email: invitation.email },
      });
    });
  }

  /** The contact renames themselves; answers the account as the client keeps it. */
  async updateAccount(viewer: Viewer, input: EmployerAccountInput): Promise<UserData> {
    if (viewer.role !== 'employer') throw forbidden();
    return withTransaction(this.deps.db, async (tx) => {
      await renameEmployer(tx, viewer.id, input.fullName, now());
      await writeAudit(tx, {
        actor: actorOf(viewer),
        action: 'employer.update',
        entity: 'employer',
        entityId: viewer.id,
        details: { fields: ['fullName'] },
      });
      const account = await findAccountById(tx, 'employer', viewer.id);
      if (!account) throw notFound();
      return toUserData(account);
    });
  }

  /** The contact's own organisation, with its contacts. */
  async ownOrganisation(viewer: Viewer): Promise<EmployerOrganisation> {
    const { db } = this.deps;
    const row = await this.organisationFor(db, viewer, viewer.organisationId ?? '');
    return this.toEmployerOrganisation(db, row);
  }

  /** A contact edits their organisation's profile (stale edits refused like vacancies'). */
  async updateOwnOrganisation(
    viewer: Viewer,
    input: UpdateOrganisationInput,
  ): Promise<EmployerOrganisation> {
    return withTransaction(this.deps.db, async (tx) => {
      const id = viewer.organisationId ?? '';
      const existing = await findEmployerOrganisation(tx, id, true);
      if (!existing || viewer.role !== 'employer')
        throw notFound(employerMessages.organisationNotFound);
      assertCurrentVersion(existing.updatedAt, input.expectedUpdatedAt);
      const changes: Parameters<typeof updateEmployerOrganisation>[2] = { updatedAt: now() };
      if (input.name !== undefined) {
        changes.name = input.name;
        changes.nameKey = organisationNameKey(input.name);
      }
      if (input.website !== undefined) {
        changes.website = input.website || null;
        changes.websiteHost = websiteHostKey(input.website);
      }
      if (input.sector !== undefined) changes.sector = input.sector || null;
      if (input.size !== undefined) changes.size = input.size;
      if (input.address !== undefined) changes.address = input.address || null;
      if (input.description !== undefined) changes.description = input.description || null;
      const row = await updateEmployerOrganisation(tx, id, changes);
      if (!row) throw notFound(employerMessages.organisationNotFound);
      if (row.name !== existing.name || row.website !== existing.website)
        await copyOrganisationToVacancies(tx, id, { name: row.name, website: row.website });
      await writeAudit(tx, {
        actor: actorOf(viewer),
        action: 'organisation.update',
        entity: 'organisation',
        entityId: id,
        details: {
          fields: Object.keys(changes).filter(
            (k) => k !== 'updatedAt' && !k.endsWith('Key') && k !== 'websiteHost',
          ),
        },
      });
      return this.toEmployerOrganisation(tx, row);
    });
  }

  /**
   * The organisation a viewer acts on: staff any, a contact only their own (another one answers
   * 404, as if it did not exist), a student none.
   */
  private async organisationFor(
    db: Db,
    viewer: Viewer,
    id: string,
  ): Promise<EmployerOrganisationRow> {
    if (viewer.role === 'candidate') throw forbidden();
    if (viewer.role === 'employer' && viewer.organisationId !== id)
      throw notFound(employerMessages.organisationNotFound);
    const row = await findEmployerOrganisation(db, id);
    if (!row) throw notFound(employerMessages.organisationNotFound);
    return row;
  }

  private async toEmployerOrganisation(
    db: Db,
    row: EmployerOrganisationRow,
  ): Promise<EmployerOrganisation> {
    const contacts = await listContacts(db, row.id);
    return {
      id: row.id,
      name: row.name,
      website: row.website,
      sector: row.sector,
      size: row.size,
      address: row.address,
      description: row.description,
      logoUrl: row.logo ? `/api/v1/organisations/${row.id}/logo` : null,
      status: row.status,
      statusReason: row.statusReason,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      contacts: contacts.map((c) => ({
        id: c.id,
        organisationId: c.organisationId,
        fullName: c.fullName,
        email: c.email,
        phone: c.phone,
        jobTitle: c.jobTitle,
        accountId: c.employerId,
        createdAt: c.createdAt.toISOString(),
      })),
    };
  }

  private async issueVerification(
    tx: Db,
    account: { id: string; email: string; fullName: string },
    at: Date,
  ): Promise<void> {
    const token = randomToken();
    await insertEmployerVerification(tx, {
      tokenHash: hashToken(token),
      employerId: account.id,
      createdAt: at,
      expiresAt: new Date(at.getTime() + EMPLOYER_VERIFY_HOURS * HOUR_MS),
    });
    await this.deps.mailer.queue(tx, {
      to: account.email,
      subject: 'Confirm your email address for the Careers Service',
      text: [
        `Hello ${account.fullName},`,
        '',
        'Confirm your email address to sign in to the Careers Service employer portal:',
        `${this.deps.publicUrl}/employer/verify-email?token=${secret('verify')}`,
        '',
        `The link works once, for ${EMPLOYER_VERIFY_HOURS} hours. If you did not register, ignore this email.`,
      ].join('\n'),
      secrets: { verify: token },
    });
  }

  private async startSession(id: string): Promise<AuthResponse> {
    const account = await findAccountById(this.deps.db, 'employer', id);
    if (!account) throw new Error('employer account vanished after registering');
    const tokens = await this.deps.sessions.start(account);
    return { userData: toUserData(account), ...tokens };
  }
}
