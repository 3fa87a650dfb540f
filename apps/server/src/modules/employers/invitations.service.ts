import {
  authMessages,
  employerMessages,
  type EmployerInvitation,
  type EmployerInvitationInput,
  type EmployerInvitationList,
  employerInvitationSchema,
} from '@careers/contracts';
import { fromRow } from '../../lib/rows.ts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { hashToken, randomToken } from '../../lib/secrets.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { composeEmail } from '../email-templates/email-templates.service.ts';
import { secret } from '../mail/mailer.ts';
import { findEmployerByEmail, type EmployerOrganisationRow } from './employers.repository.ts';
import { actorOf, organisationFor, type EmployerServiceDeps } from './employers.service.ts';
import {
  insertEmployerInvitation,
  inviterName,
  listPendingEmployerInvitations,
  lockEmployerInvitation,
  revokeEmployerInvitation,
  type EmployerInvitationRow,
} from './invitations.repository.ts';

export const EMPLOYER_INVITATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60_000;

function toInvitation(row: EmployerInvitationRow): EmployerInvitation {
  return fromRow(employerInvitationSchema, row, ['createdAt', 'expiresAt']);
}

/** The organisation a viewer invites into: a contact's only once it is approved. */
async function invitingInto(
  db: Db,
  viewer: Viewer,
  organisationId: string,
): Promise<EmployerOrganisationRow> {
  const org = await organisationFor(db, viewer, organisationId);
  if (viewer.role === 'employer' && org.status !== 'approved')
    throw forbidden(employerMessages.organisationNotApproved);
  return org;
}

/** Invitations to join an organisation as a contact (single use, for one address). */
export class EmployerInvitationService {
  constructor(private readonly deps: EmployerServiceDeps) {}

  /** Invites someone to join the organisation (staff, or a contact of it once it is approved). */
  async invite(
    viewer: Viewer,
    organisationId: string,
    input: EmployerInvitationInput,
  ): Promise<EmployerInvitation> {
    const token = randomToken();
    const email = input.email.toLowerCase();
    return withTransaction(this.deps.db, async (tx) => {
      const org = await invitingInto(tx, viewer, organisationId);
      if (await findEmployerByEmail(tx, email)) throw conflict(authMessages.emailInUse, 'email');
      const at = now();
      const row = await insertEmployerInvitation(tx, {
        tokenHash: hashToken(token),
        organisationId,
        email,
        invitedByRole: viewer.role,
        invitedBy: viewer.id,
        createdAt: at,
        expiresAt: new Date(at.getTime() + EMPLOYER_INVITATION_DAYS * DAY_MS),
      });
      const inviter = viewer.name ?? (await inviterName(tx, viewer.role, viewer.id));
      await this.deps.mailer.queue(tx, {
        to: email,
        ...(await composeEmail(tx, 'employers.invitation', 'en', {
          fullName: input.fullName ?? null,
          inviterName: inviter ?? 'The careers service',
          organisationName: org.name,
          days: String(EMPLOYER_INVITATION_DAYS),
          link: `${this.deps.publicUrl}/employer/register?invitation=${secret('invitation')}`,
        })),
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
    await organisationFor(db, viewer, organisationId);
    const rows = await listPendingEmployerInvitations(db, organisationId);
    return { data: rows.map(toInvitation) };
  }

  /** Withdraws a pending invitation; 404 when it is not the organisation's or was revoked. */
  async revokeInvitation(viewer: Viewer, organisationId: string, id: string): Promise<void> {
    await withTransaction(this.deps.db, async (tx) => {
      await invitingInto(tx, viewer, organisationId);
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
}
