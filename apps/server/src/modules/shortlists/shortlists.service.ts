import {
  maskEmail,
  type CreateShortlistInput,
  type Shortlist,
  type ShortlistRecipient,
  type ShortlistState,
} from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { hashToken, randomToken } from '../../lib/secrets.ts';
import { iso, isoRequired } from '../../lib/sql.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { writeAudit, type AuditActor } from '../audit/audit.repository.ts';
import type { Mailer } from '../mail/mailer.ts';
import { findOrganisation } from '../organisations/organisations.repository.ts';
import { findVacancy } from '../vacancies/vacancies.repository.ts';
import {
  findApplicationsToShare,
  findContact,
  findShortlist,
  insertShortlist,
  listContacts,
  listItems,
  listShortlists,
  revokeOrganisationShortlists,
  updateShortlist,
  type ItemView,
  type ShortlistView,
} from './shortlists.repository.ts';
import { queueShareMail } from './shortlists.mail.ts';

export interface Deps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** Signs review sessions (the server's JWT secret). */
  sessionSecret: string;
}

const DAY_MS = 86_400_000;

/**
 * Staff share applications with an organisation and follow the answers. The employer's side is
 * in shared.service.ts (reads), feedback.service.ts and review-links.service.ts (no account).
 */

export function stateOf(row: ShortlistView['shortlist'], at: Date): ShortlistState {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= at.getTime()) return 'expired';
  return 'active';
}

function toShortlist(view: ShortlistView, items: ItemView[], at: Date): Shortlist {
  const row = view.shortlist;
  return {
    id: row.id,
    organisationId: row.organisationId,
    organisationName: view.organisationName,
    vacancyId: row.vacancyId,
    vacancyTitle: view.vacancyTitle,
    title: row.title,
    message: row.message,
    via: row.tokenHash ? 'link' : 'portal',
    contactId: row.contactId,
    contactName: view.contactName,
    contactEmail: view.contactEmail ? maskEmail(view.contactEmail) : null,
    expiresAt: iso(row.expiresAt),
    revokedAt: iso(row.revokedAt),
    state: stateOf(row, at),
    sharedByName: row.sharedByName,
    createdAt: isoRequired(row.createdAt),
    itemCount: items.length,
    answeredCount: items.filter((i) => i.item.feedback).length,
    items: items.map((i) => ({
      applicationId: i.item.applicationId,
      candidateName: i.candidateName,
      vacancyTitle: i.vacancyTitle,
      status: i.status,
      feedback: i.item.feedback,
      comment: i.item.comment,
      feedbackAt: iso(i.item.feedbackAt),
      feedbackByName: i.item.feedbackByName,
    })),
  };
}

function staffActor(viewer: Viewer): AuditActor {
  return { id: viewer.id, role: viewer.role, name: viewer.name ?? null };
}

/**
 * Shares applications of one organisation's vacancies: in the portal, or by a review link mailed
 * to a named contact without an account. Only applications made under the sharing notice.
 */
export async function create(
  deps: Deps,
  viewer: Viewer,
  input: CreateShortlistInput & { expiresInDays: number },
): Promise<Shortlist> {
  const at = now();
  const ids = [...new Set(input.applicationIds)];
  const id = await withTransaction(deps.db, async (tx) => {
    const apps = await findApplicationsToShare(tx, ids);
    if (apps.length !== ids.length) throw notFound('Application not found');
    const organisationIds = new Set(apps.map((a) => a.organisationId));
    if (organisationIds.size > 1) {
      throw badRequest(
        'Share applications for one organisation’s vacancies at a time',
        'applicationIds',
      );
    }
    const unnoticed = apps.filter((a) => !a.noticeVersion);
    if (unnoticed.length > 0) {
      throw conflict(
        `${unnoticed.map((a) => `The application of ${a.candidateName}`).join('; ')} was made before the sharing notice and cannot be shared`,
        'applicationIds',
        { applicationIds: unnoticed.map((a) => a.id) },
      );
    }
    const organisationId = apps[0]!.organisationId;
    const organisation = await findOrganisation(tx, organisationId);
    if (!organisation) throw notFound('Organisation not found');
    if (organisation.status !== 'approved') {
      throw conflict(
        `${organisation.name} is ${organisation.status}: only an approved organisation can receive candidates`,
        'applicationIds',
      );
    }
    const vacancyIds = [...new Set(apps.map((a) => a.vacancyId))];
    const vacancyId = vacancyIds.length === 1 ? vacancyIds[0]! : null;

    let contact: Awaited<ReturnType<typeof findContact>>;
    let token: string | null = null;
    if (input.via === 'link') {
      contact = input.contactId ? await findContact(tx, input.contactId) : undefined;
      if (!contact || contact.organisationId !== organisationId) {
        throw badRequest(`Choose a contact of ${organisation.name}`, 'contactId');
      }
      if (contact.employerId) {
        throw conflict(
          `${contact.fullName} signs in to the employer portal: share it there instead of by link`,
          'contactId',
        );
      }
      token = randomToken();
    }
    const title =
      input.title?.trim() ||
      (vacancyId
        ? `Candidates for ${(await findVacancy(tx, vacancyId))?.title ?? 'a vacancy'}`
        : 'Shared candidates');
    const expiresAt = token ? new Date(at.getTime() + input.expiresInDays * DAY_MS) : null;
    const row = await insertShortlist(
      tx,
      {
        organisationId,
        vacancyId,
        title,
        message: input.message?.trim() || null,
        contactId: contact?.id ?? null,
        tokenHash: token ? hashToken(token) : null,
        expiresAt,
        sharedBy: viewer.id,
        sharedByName: viewer.name ?? null,
        createdAt: at,
      },
      ids,
    );
    await queueShareMail(
      tx,
      deps,
      {
        organisationId,
        organisationName: organisation.name,
        shortlistId: row.id,
        count: ids.length,
        title,
        message: row.message,
      },
      token && contact && expiresAt ? { contact, token, expires: expiresAt } : null,
    );
    await writeAudit(tx, {
      actor: staffActor(viewer),
      action: 'shortlist.share',
      entity: 'shortlist',
      entityId: row.id,
      details: {
        organisationId,
        via: input.via,
        applicationIds: ids,
        ...(contact ? { contactId: contact.id } : {}),
        expiresAt: iso(row.expiresAt),
      },
    });
    return row.id;
  });
  return get(deps.db, id);
}

/** The organisation's contacts the share dialog offers (addresses masked). */
export async function recipients(db: Db, organisationId: string): Promise<ShortlistRecipient[]> {
  const rows = await listContacts(db, organisationId);
  return rows.map((c) => ({
    id: c.id,
    fullName: c.fullName,
    jobTitle: c.jobTitle,
    email: maskEmail(c.email),
    hasAccount: c.employerId !== null,
  }));
}

export async function list(
  db: Db,
  q: { organisationId?: string | undefined; vacancyId?: string | undefined },
): Promise<Shortlist[]> {
  const views = await listShortlists(db, q);
  const items = await listItems(
    db,
    views.map((v) => v.shortlist.id),
  );
  const at = now();
  return views.map((v) =>
    toShortlist(
      v,
      items.filter((i) => i.item.shortlistId === v.shortlist.id),
      at,
    ),
  );
}

export async function get(db: Db, id: string): Promise<Shortlist> {
  const view = await findShortlist(db, id);
  if (!view) throw notFound('Shortlist not found');
  return toShortlist(view, await listItems(db, [id]), now());
}

/** Withdraws a shortlist: its link stops working and contacts no longer see it. */
export async function revoke(db: Db, viewer: Viewer, id: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const view = await findShortlist(tx, id, true);
    if (!view) throw notFound('Shortlist not found');
    if (view.shortlist.revokedAt) return;
    await updateShortlist(tx, id, { revokedAt: now(), codeHash: null, codeExpiresAt: null });
    await writeAudit(tx, {
      actor: staffActor(viewer),
      action: 'shortlist.revoke',
      entity: 'shortlist',
      entityId: id,
      details: { organisationId: view.shortlist.organisationId },
    });
  });
}

/**
 * Revokes every live shortlist of an organisation, in the caller's transaction (suspending an
 * organisation calls this: its review links stop at once). Answers how many were revoked.
 */
export async function revokeForOrganisation(
  tx: Db,
  organisationId: string,
  at: Date = now(),
): Promise<number> {
  return revokeOrganisationShortlists(tx, organisationId, at);
}
