import {
  authMessages,
  type InvitationResponse,
  type PendingInvitationList,
  type ResendInvitationResponse,
} from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { hashToken, randomToken } from '../../lib/secrets.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { lockActorAndTarget } from '../admins/admins.service.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { composeEmail } from '../email-templates/email-templates.service.ts';
import { secret, type Mailer } from '../mail/mailer.ts';
import { findAccountByEmail } from './accounts.repository.ts';
import {
  insertInvitation,
  listPendingInvitations,
  lockInvitation,
  reissueInvitation,
  revokeInvitation,
} from './links.repository.ts';

export const INVITATION_DAYS = 7;
const invitationExpiry = (at: Date) => new Date(at.getTime() + INVITATION_DAYS * 24 * 60 * 60_000);

export interface InvitationServiceDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/** Admins invite admins: the links, mailed through the outbox, and their resending or withdrawal. */
export class InvitationService {
  constructor(private readonly deps: InvitationServiceDeps) {}

  async invite(inviter: AuthUser, email: string): Promise<InvitationResponse> {
    const token = randomToken();
    await withTransaction(this.deps.db, async (tx) => {
      // Inviting is admin management: an actor disabled a moment ago cannot invite.
      const { actor } = await lockActorAndTarget(tx, inviter.id);
      if (await findAccountByEmail(tx, 'admin', email))
        throw conflict(authMessages.emailInUse, 'email');
      const at = now();
      await insertInvitation(tx, {
        tokenHash: hashToken(token),
        email,
        invitedBy: inviter.id,
        createdAt: at,
        sentAt: at,
        expiresAt: invitationExpiry(at),
      });
      await this.mailInvitation(tx, email, actor.fullName, token);
    });
    return { token, url: this.invitationUrl(token) };
  }

  /** Invitations neither used nor revoked, with when each expires (or expired). */
  async pendingInvitations(): Promise<PendingInvitationList> {
    const rows = await listPendingInvitations(this.deps.db);
    return {
      data: rows.map((r) => ({
        id: r.id,
        email: r.email,
        invitedBy: r.invitedBy,
        createdAt: r.createdAt.toISOString(),
        sentAt: (r.sentAt ?? r.createdAt).toISOString(),
        expiresAt: r.expiresAt.toISOString(),
      })),
    };
  }

  /** A new link (the old one stops working) valid another 7 days, mailed through the outbox. */
  async resendInvitation(actorUser: AuthUser, id: string): Promise<ResendInvitationResponse> {
    const token = randomToken();
    const at = now();
    const expiresAt = invitationExpiry(at);
    await this.changePending(actorUser, id, 'invitation.resend', async (tx, actor, email) => {
      await reissueInvitation(tx, id, { tokenHash: hashToken(token), sentAt: at, expiresAt });
      await this.mailInvitation(tx, email, actor.fullName, token);
    });
    return { token, url: this.invitationUrl(token), expiresAt: expiresAt.toISOString() };
  }

  /** Withdraws a pending invitation: its link no longer works. */
  async revokeInvitation(actorUser: AuthUser, id: string): Promise<void> {
    await this.changePending(actorUser, id, 'invitation.revoke', async (tx, actor) => {
      await revokeInvitation(tx, id, actor.id, now());
    });
  }

  /** Locks the acting admin and the pending invitation, makes the change and audits it. */
  private async changePending(
    actorUser: AuthUser,
    id: string,
    action: 'invitation.resend' | 'invitation.revoke',
    change: (tx: Db, actor: { id: string; fullName: string }, email: string) => Promise<void>,
  ): Promise<void> {
    await withTransaction(this.deps.db, async (tx) => {
      const { actor } = await lockActorAndTarget(tx, actorUser.id);
      const invitation = await this.pendingInvitation(tx, id);
      await change(tx, actor, invitation.email);
      await writeAudit(tx, {
        actor: { id: actor.id, role: 'admin', name: actor.fullName },
        action,
        entity: 'invitation',
        entityId: id,
        details: { email: invitation.email },
      });
    });
  }

  /** The invitation, locked; 404 when unknown or revoked, 409 when already used. */
  private async pendingInvitation(tx: Db, id: string) {
    const invitation = await lockInvitation(tx, id);
    if (!invitation || invitation.revokedAt) throw notFound(authMessages.invitationNotFound);
    if (invitation.usedAt) throw conflict(authMessages.invitationUsed);
    return invitation;
  }

  private invitationUrl(token: string): string {
    return `${this.deps.publicUrl}/register?invitation=${encodeURIComponent(token)}`;
  }

  private async mailInvitation(tx: Db, email: string, inviter: string, token: string) {
    await this.deps.mailer.queue(tx, {
      to: email,
      ...(await composeEmail(tx, 'auth.invitation', 'en', {
        inviterName: inviter,
        days: String(INVITATION_DAYS),
        link: `${this.deps.publicUrl}/register?invitation=${secret('invitation')}`,
      })),
      secrets: { invitation: token },
    });
  }
}
