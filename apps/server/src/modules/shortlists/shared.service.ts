import {
  noticeSharesScreeningAnswers,
  sharedProfileFields,
  type SharedCandidate,
  type SharedShortlist,
  type SharedShortlistSummary,
} from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { iso, isoRequired } from '../../lib/sql.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { writeAudit, type AuditActor } from '../audit/audit.repository.ts';
import { findDocumentContent, findDocumentsByIds } from '../documents/documents.repository.ts';
import { answersByApplication } from '../screening/screening.service.ts';
import {
  findShortlist,
  listItems,
  listPortalShortlists,
  type ItemView,
  type ShortlistView,
} from './shortlists.repository.ts';

/**
 * Who reads a shared shortlist: an employer contact signed in to the portal, or the named contact
 * through a review link (no account; their audit entries carry the contact's id and name).
 */
export type SharedAccess =
  { kind: 'portal'; viewer: Viewer } | { kind: 'link'; view: ShortlistView };

/** The named contact of a review link, as the audit records them (no account). */
export function linkActor(view: ShortlistView): AuditActor {
  return { id: view.shortlist.contactId, role: 'review_link', name: view.contactName };
}

export function accessActor(access: SharedAccess): AuditActor {
  if (access.kind === 'portal') {
    return { id: access.viewer.id, role: 'employer', name: access.viewer.name ?? null };
  }
  return linkActor(access.view);
}

/** An employer contact reads only their organisation's live portal shares; others are not found. */
async function loadForEmployer(db: Db, viewer: Viewer, id: string): Promise<ShortlistView> {
  const view = await findShortlist(db, id);
  if (
    !view ||
    !viewer.organisationId ||
    view.shortlist.organisationId !== viewer.organisationId ||
    view.shortlist.tokenHash ||
    view.shortlist.revokedAt ||
    view.organisationStatus !== 'approved'
  ) {
    throw notFound('Shortlist not found');
  }
  return view;
}

export async function loadFor(db: Db, access: SharedAccess, id: string): Promise<ShortlistView> {
  if (access.kind === 'portal') return loadForEmployer(db, access.viewer, id);
  return access.view;
}

export async function listShared(db: Db, viewer: Viewer): Promise<SharedShortlistSummary[]> {
  if (!viewer.organisationId) return [];
  const views = await listPortalShortlists(db, viewer.organisationId);
  const items = await listItems(
    db,
    views.map((v) => v.shortlist.id),
  );
  return views.map((v) => {
    const own = items.filter((i) => i.item.shortlistId === v.shortlist.id);
    return {
      id: v.shortlist.id,
      title: v.shortlist.title,
      vacancyTitle: v.vacancyTitle,
      sharedByName: v.shortlist.sharedByName,
      createdAt: isoRequired(v.shortlist.createdAt),
      itemCount: own.length,
      awaitingCount: own.filter((i) => !i.item.feedback).length,
    };
  });
}

function sharedProfile(item: ItemView): SharedCandidate['profile'] {
  const profile: SharedCandidate['profile'] = {};
  for (const field of sharedProfileFields) {
    if (field === 'skills') profile.skills = item.skills;
    else if (field === 'programme') profile.programme = item.programme;
    else if (field === 'level') profile.level = item.level;
    else profile.graduationYear = item.graduationYear;
  }
  return profile;
}

/** The shared candidates: only what the notice says is shared (no audit: callers audit). */
export async function sharedCandidates(db: Db, view: ShortlistView): Promise<SharedCandidate[]> {
  const items = await listItems(db, [view.shortlist.id]);
  const docs = await findDocumentsByIds(
    db,
    items.flatMap((i) => i.documentIds),
  );
  // The screening answers only of applications made under a notice that said they are shared.
  const answers = await answersByApplication(
    db,
    items
      .filter((i) => noticeSharesScreeningAnswers(i.noticeVersion))
      .map((i) => ({ id: i.item.applicationId, vacancyId: i.vacancyId })),
  );
  return items.map((i) => ({
    applicationId: i.item.applicationId,
    candidateName: i.candidateName,
    vacancyTitle: i.vacancyTitle,
    coverNote: i.coverNote,
    submittedAt: isoRequired(i.submittedAt),
    profile: sharedProfile(i),
    ...(answers.has(i.item.applicationId)
      ? { screeningAnswers: answers.get(i.item.applicationId) }
      : {}),
    documents: i.documentIds.flatMap((docId) => {
      const d = docs.find((x) => x.id === docId);
      return d
        ? [{ id: d.id, kind: d.kind, fileName: d.fileName, mimeType: d.mimeType, size: d.size }]
        : [];
    }),
    feedback: i.item.feedback,
    comment: i.item.comment,
    feedbackAt: iso(i.item.feedbackAt),
    feedbackByName: i.item.feedbackByName,
  }));
}

/**
 * Only what the notice says is shared: name, cover note, documents, the listed profile fields,
 * and the screening answers when the application's notice names them.
 */
export async function readShared(
  db: Db,
  access: SharedAccess,
  id: string,
): Promise<SharedShortlist> {
  const view = await loadFor(db, access, id);
  const candidates = await sharedCandidates(db, view);
  await writeAudit(db, {
    actor: accessActor(access),
    action: 'shortlist.view',
    entity: 'shortlist',
    entityId: view.shortlist.id,
    details: {
      organisationId: view.shortlist.organisationId,
      via: access.kind,
      applicationIds: candidates.map((c) => c.applicationId),
    },
  });
  return {
    id: view.shortlist.id,
    organisationName: view.organisationName,
    title: view.shortlist.title,
    message: view.shortlist.message,
    vacancyTitle: view.vacancyTitle,
    sharedByName: view.shortlist.sharedByName,
    createdAt: isoRequired(view.shortlist.createdAt),
    expiresAt: iso(view.shortlist.expiresAt),
    candidates,
  };
}

export async function sharedItem(db: Db, view: ShortlistView, applicationId: string) {
  const items = await listItems(db, [view.shortlist.id]);
  const item = items.find((i) => i.item.applicationId === applicationId);
  if (!item) throw notFound('Application not found in this shortlist');
  return item;
}

/** A document of a shared application, audited. */
export async function downloadShared(
  db: Db,
  access: SharedAccess,
  id: string,
  applicationId: string,
  documentId: string,
) {
  const view = await loadFor(db, access, id);
  const item = await sharedItem(db, view, applicationId);
  if (!item.documentIds.includes(documentId)) throw notFound('Document not found');
  const doc = await findDocumentContent(db, documentId);
  if (!doc) throw notFound('Document not found');
  await writeAudit(db, {
    actor: accessActor(access),
    action: 'shortlist.document_download',
    entity: 'document',
    entityId: documentId,
    details: {
      shortlistId: view.shortlist.id,
      applicationId,
      organisationId: view.shortlist.organisationId,
      via: access.kind,
      fileName: doc.fileName,
    },
  });
  return doc;
}
