import { seedEmails } from '../data/emails.ts';
import type { SampleArea } from '../db.ts';
import type { FakeDb } from '../db.ts';
import { badRequest, notFound, ok } from '../lib/http.ts';
import { enumParam, idValue, includesText, objectBody, stringParam } from '../lib/query.ts';
import { get, post, type Route } from '../lib/route.ts';
import type {
  Email,
  EmailFolder,
  EmailLabel,
  EmailsMeta,
  EmailsResponse,
  EmailUpdate,
  EmailWithPaging,
} from '../types.ts';

export const EMAIL_FOLDERS: readonly EmailFolder[] = ['inbox', 'sent', 'draft', 'spam', 'trash'];
export const EMAIL_LABELS: readonly EmailLabel[] = ['personal', 'company', 'important', 'private'];

export interface EmailQuery {
  q?: string;
  folder?: EmailFolder | 'starred';
  label?: EmailLabel;
}

/** Newest first: the seed is kept oldest first, so the list is the reversed filter. */
function newestFirst(emails: Email[]): Email[] {
  return [...emails].sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id);
}

function inView(email: Email, { folder = 'inbox', label }: EmailQuery): boolean {
  if (label) return email.labels.includes(label) && email.folder !== 'trash';
  if (folder === 'starred') return email.isStarred && email.folder !== 'trash';
  return email.folder === folder;
}

export function emailsMeta(emails: Email[]): EmailsMeta {
  const unread = (folder: EmailFolder) =>
    emails.filter((e) => e.folder === folder && !e.isRead && !e.isDeleted).length;
  return {
    inbox: unread('inbox'),
    spam: unread('spam'),
    draft: emails.filter((e) => e.folder === 'draft').length,
  };
}

export function listEmails(db: FakeDb, query: EmailQuery): EmailsResponse {
  const q = query.q ?? '';
  const emails = db.emails.filter(
    (e) =>
      inView(e, query) &&
      (includesText(e.subject, q) || includesText(e.from.name, q) || includesText(e.from.email, q)),
  );
  return { emails: newestFirst(emails), emailsMeta: emailsMeta(db.emails) };
}

/** The mail with its neighbours flags, within its folder as the list shows it (newest first). */
export function withPaging(db: FakeDb, email: Email): EmailWithPaging {
  const folder = newestFirst(db.emails.filter((e) => e.folder === email.folder));
  const index = folder.findIndex((e) => e.id === email.id);
  return { ...email, hasPreviousMail: index > 0, hasNextMail: index < folder.length - 1 };
}

export function neighbourEmail(
  db: FakeDb,
  emailId: number,
  dir: 'previous' | 'next',
): EmailWithPaging | undefined {
  const current = db.emails.find((e) => e.id === emailId);
  if (!current) return undefined;
  const folder = newestFirst(db.emails.filter((e) => e.folder === current.folder));
  const index = folder.findIndex((e) => e.id === emailId);
  const neighbour = folder[dir === 'previous' ? index - 1 : index + 1];
  return neighbour ? withPaging(db, neighbour) : undefined;
}

function emailIds(body: Record<string, unknown>): number[] {
  const ids = body.emailIds;
  if (!Array.isArray(ids) || ids.length === 0) throw badRequest('emailIds', 'emailIds is required');
  return ids.map((id) => idValue(id, 'emailIds'));
}

function parseUpdate(value: unknown): EmailUpdate {
  const input = objectBody(value, 'dataToUpdate');
  const update: EmailUpdate = {};
  for (const [key, raw] of Object.entries(input)) {
    if (key === 'isStarred' || key === 'isRead' || key === 'isDeleted') {
      if (typeof raw !== 'boolean') throw badRequest(key, `${key} must be true or false`);
      update[key] = raw;
    } else if (key === 'folder') {
      const folder = EMAIL_FOLDERS.find((f) => f === raw);
      if (!folder) throw badRequest('folder', `folder must be one of ${EMAIL_FOLDERS.join(', ')}`);
      update.folder = folder;
    } else if (key === 'labels') {
      if (!Array.isArray(raw) || raw.some((l) => !EMAIL_LABELS.includes(l as EmailLabel))) {
        throw badRequest('labels', `labels must be among ${EMAIL_LABELS.join(', ')}`);
      }
      update.labels = [...new Set(raw as EmailLabel[])];
    } else {
      throw badRequest(key, `${key} cannot be updated`);
    }
  }
  return update;
}

export function updateEmails(db: FakeDb, ids: number[], update: EmailUpdate): Email[] {
  const changed = db.emails.filter((e) => ids.includes(e.id));
  for (const email of changed) {
    Object.assign(email, structuredClone(update));
    // Moving to trash deletes; moving out of it restores.
    if (update.folder !== undefined && update.isDeleted === undefined) {
      email.isDeleted = update.folder === 'trash';
    }
  }
  return changed;
}

/** Toggles the label on each chosen mail. */
export function toggleLabel(db: FakeDb, ids: number[], label: EmailLabel): Email[] {
  const changed = db.emails.filter((e) => ids.includes(e.id));
  for (const email of changed) {
    email.labels = email.labels.includes(label)
      ? email.labels.filter((l) => l !== label)
      : [...email.labels, label];
  }
  return changed;
}

export const emailRoutes: Route[] = [
  get('/apps/email/emails', (db, { params }) =>
    ok(
      listEmails(db, {
        q: stringParam(params, 'q'),
        folder: enumParam(params, 'folder', [...EMAIL_FOLDERS, 'starred'] as const, 'inbox'),
        label: enumParam(params, 'label', EMAIL_LABELS),
      }),
    ),
  ),
  post('/apps/email/update-emails', (db, { body }) => {
    const input = objectBody(body, 'emailIds');
    const ids = emailIds(input);
    return ok({ emails: updateEmails(db, ids, parseUpdate(input.dataToUpdate)) });
  }),
  post('/apps/email/update-emails-label', (db, { body }) => {
    const input = objectBody(body, 'emailIds');
    const ids = emailIds(input);
    const label = EMAIL_LABELS.find((l) => l === input.label);
    if (!label) throw badRequest('label', `label must be one of ${EMAIL_LABELS.join(', ')}`);
    return ok({ emails: toggleLabel(db, ids, label) });
  }),
  get('/apps/email/get-email', (db, { params }) => {
    const email = db.emails.find((e) => e.id === idValue(params.id, 'id'));
    if (!email) throw notFound();
    return ok(withPaging(db, email));
  }),
  get('/apps/email/paginate-email', (db, { params }) => {
    const dir = enumParam(params, 'dir', ['previous', 'next'] as const);
    if (!dir) throw badRequest('dir', 'dir must be previous or next');
    const email = neighbourEmail(db, idValue(params.emailId, 'emailId'), dir);
    if (!email) throw notFound();
    return ok(email);
  }),
];

/** The area as the sample API loads it: its calls and the parts of the store they use. */
export const area: SampleArea = {
  routes: emailRoutes,
  store: {
    emails: ({ now }) => seedEmails(now),
  },
};
