import {
  defaultEmailChoice,
  notificationKindsFor,
  type AppNotification,
  type NotificationKind,
  type NotificationList,
  type NotificationPreferences,
  type UpdateNotificationPreferences,
} from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isoRequired, iso } from '../../lib/sql.ts';
import { composeEmail, languageOf } from '../email-templates/email-templates.service.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import {
  activeStaff,
  emailChoices,
  insertNotifications,
  knownCandidates,
  listFor,
  markAllRead,
  markRead,
  preferencesOf,
  savePreference,
  unreadCount,
  vacanciesClosingSoon,
  type NotificationRow,
  type Role,
} from './notifications.repository.ts';

export interface Recipient {
  id: string;
  role: Role;
}

export type NotificationData = AppNotification['data'];

/** How many the bell lists (newest first); the unread count covers all. */
export const BELL_SIZE = 20;
/** A vacancy closing within this many days with fewer than CLOSING_SOON_BELOW applications. */
export const CLOSING_SOON_DAYS = 3;
export const CLOSING_SOON_BELOW = 5;

function toNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    data: row.data as NotificationData,
    link: row.link,
    readAt: iso(row.readAt),
    createdAt: isoRequired(row.createdAt),
  };
}

/** The email that accompanies a notification for people who chose in-app and email. */
async function emailFor(
  tx: Db,
  recipient: Recipient,
  kind: NotificationKind,
  data: NotificationData,
  link: string,
  publicUrl: string,
): Promise<Omit<MailMessage, 'to'>> {
  const language = await languageOf(tx, recipient.role, recipient.id);
  return composeEmail(tx, `notifications.${kind}`, language, {
    candidateName: data.candidateName ?? null,
    vacancyTitle: data.vacancyTitle ?? null,
    organisationName: data.organisationName ?? null,
    name: data.vacancyTitle ?? data.organisationName ?? null,
    decision: data.decision ?? null,
    status: data.status ?? null,
    link: `${publicUrl}${link}`,
  });
}

export interface NotifyDeps {
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Writes one notification per recipient in the caller's transaction (with the change it reports)
 * and, for those who chose email for this kind, queues the email with it (the job worker sends
 * it). `dedupeKey` keeps a once-only event once per recipient. Answers who got the notification.
 */
export async function notify(
  tx: Db,
  deps: NotifyDeps,
  to: (Recipient & { email: string })[],
  event: { kind: NotificationKind; data: NotificationData; link: string; dedupeKey?: string },
  opts: { skipEmail?: boolean } = {},
): Promise<string[]> {
  if (to.length === 0) return [];
  const at = now();
  const written = await insertNotifications(
    tx,
    to.map((r) => ({
      recipientRole: r.role,
      recipientId: r.id,
      kind: event.kind,
      data: event.data,
      link: event.link,
      dedupeKey: event.dedupeKey ?? null,
      createdAt: at,
    })),
  );
  if (opts.skipEmail) return written;
  const fresh = to.filter((r) => written.includes(r.id));
  for (const role of ['admin', 'candidate'] as const) {
    const group = fresh.filter((r) => r.role === role);
    const chosen = await emailChoices(
      tx,
      role,
      group.map((r) => r.id),
      event.kind,
    );
    for (const r of group) {
      if (!(chosen.get(r.id) ?? defaultEmailChoice[event.kind])) continue;
      const mail = await emailFor(tx, r, event.kind, event.data, event.link, deps.publicUrl);
      await deps.mailer.queue(tx, { to: r.email, ...mail });
    }
  }
  return written;
}

/** A staff event: every active member of staff gets it. */
export async function notifyStaff(
  tx: Db,
  deps: NotifyDeps,
  event: { kind: NotificationKind; data: NotificationData; link: string; dedupeKey?: string },
): Promise<void> {
  const staff = await activeStaff(tx);
  await notify(
    tx,
    deps,
    staff.map((s) => ({ id: s.id, role: 'admin' as const, email: s.email })),
    event,
  );
}

/** Whether a student wants email for this kind (their choice, else the default). */
export async function wantsEmail(tx: Db, who: Recipient, kind: NotificationKind): Promise<boolean> {
  const chosen = await emailChoices(tx, who.role, [who.id], kind);
  return chosen.get(who.id) ?? defaultEmailChoice[kind];
}

type NotificationEvent = {
  kind: NotificationKind;
  data: NotificationData;
  link: string;
  dedupeKey?: string;
};

/** A student's application event (their email, if any, is sent by the applications module). */
export async function notifyCandidate(
  tx: Db,
  _deps: NotifyDeps,
  candidateId: string,
  event: NotificationEvent,
): Promise<void> {
  await notifyCandidates(tx, [{ candidateId, ...event }]);
}

/** Students' application events in one statement (a bulk move tells each of them). */
export async function notifyCandidates(
  tx: Db,
  events: (NotificationEvent & { candidateId: string })[],
): Promise<void> {
  const known = await knownCandidates(
    tx,
    events.map((e) => e.candidateId),
  );
  const at = now();
  await insertNotifications(
    tx,
    events
      .filter((e) => known.has(e.candidateId))
      .map((e) => ({
        recipientRole: 'candidate' as const,
        recipientId: e.candidateId,
        kind: e.kind,
        data: e.data,
        link: e.link,
        dedupeKey: e.dedupeKey ?? null,
        createdAt: at,
      })),
  );
}

/**
 * The recurring sweep: every open vacancy closing within 3 days with fewer than 5 applications
 * tells all staff once (the dedupe key is the vacancy).
 */
export async function closingSoonSweep(tx: Db, deps: NotifyDeps, at: Date): Promise<number> {
  const until = new Date(at.getTime() + CLOSING_SOON_DAYS * 86_400_000);
  const due = await vacanciesClosingSoon(tx, at, until, CLOSING_SOON_BELOW);
  for (const v of due) {
    await notifyStaff(tx, deps, {
      kind: 'vacancy_closing_soon',
      data: {
        vacancyTitle: v.title,
        applications: v.applicationCount,
        closesAt: isoRequired(v.closesAt),
      },
      link: `/careers/vacancies/${v.id}`,
      dedupeKey: `closing:${v.id}`,
    });
  }
  return due.length;
}

export async function list(db: Db, who: Recipient): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([
    listFor(db, who.role, who.id, BELL_SIZE),
    unreadCount(db, who.role, who.id),
  ]);
  return { data: rows.map(toNotification), unread };
}

export async function read(db: Db, who: Recipient, id: string): Promise<void> {
  // Another person's notification answers as if it did not exist.
  if (!(await markRead(db, who.role, who.id, id, now()))) throw notFound('Notification not found');
}

export async function readAll(db: Db, who: Recipient): Promise<void> {
  await markAllRead(db, who.role, who.id, now());
}

export async function preferences(db: Db, who: Recipient): Promise<NotificationPreferences> {
  const saved = new Map((await preferencesOf(db, who.role, who.id)).map((p) => [p.kind, p.email]));
  const email: NotificationPreferences['email'] = {};
  for (const kind of notificationKindsFor[who.role]) {
    email[kind] = saved.get(kind) ?? defaultEmailChoice[kind];
  }
  return { email };
}

export async function updatePreferences(
  db: Db,
  who: Recipient,
  input: UpdateNotificationPreferences,
): Promise<NotificationPreferences> {
  const mine: readonly NotificationKind[] = notificationKindsFor[who.role];
  await withTransaction(db, async (tx) => {
    for (const [kind, email] of Object.entries(input.email) as [NotificationKind, boolean][]) {
      if (!mine.includes(kind))
        throw badRequest(`You do not receive ${kind} notifications`, 'email');
      await savePreference(tx, who.role, who.id, kind, email);
    }
  });
  return preferences(db, who);
}
