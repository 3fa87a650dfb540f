import { and, desc, eq, gt, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import {
  admins,
  candidates,
  notificationPreferences,
  notifications,
  vacancies,
} from '../../db/tables.ts';

import type { Role } from '@careers/contracts';
import { countRows } from '../../lib/sql.ts';

export type { Role };
export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationInsert = typeof notifications.$inferInsert;

/** The notifications of one person: the role and id they were sent to. */
function recipient(role: Role, id: string): SQL | undefined {
  return and(eq(notifications.recipientRole, role), eq(notifications.recipientId, id));
}

/** Writes notifications (in the caller's transaction); a dedupe key already used is skipped. */
export async function insertNotifications(db: Db, rows: NotificationInsert[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing()
    .returning({ recipientId: notifications.recipientId });
  return inserted.map((r) => r.recipientId);
}

export async function listFor(db: Db, role: Role, id: string, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(recipient(role, id))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function unreadCount(db: Db, role: Role, id: string): Promise<number> {
  return countRows(db, notifications, and(recipient(role, id), isNull(notifications.readAt)));
}

/** Marks one of the person's own notifications read; false when it is not theirs or unknown. */
export async function markRead(
  db: Db,
  role: Role,
  id: string,
  notificationId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, notificationId), recipient(role, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Db, role: Role, id: string, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(recipient(role, id), isNull(notifications.readAt)));
}

/** Every active member of staff: staff notifications go to each. */
export async function activeStaff(db: Db) {
  return db
    .select({ id: admins.id, email: admins.email, fullName: admins.fullName })
    .from(admins)
    .where(eq(admins.status, 'active'));
}

/** Which of these candidates still exist (an erased one gets no notification). */
export async function knownCandidates(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(inArray(candidates.id, [...new Set(ids)]));
  return new Set(rows.map((r) => r.id));
}

/** The choices people made, by user id: kind → email. */
export async function emailChoices(
  db: Db,
  role: Role,
  userIds: string[],
  kind: NotificationKind,
): Promise<Map<string, boolean>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: notificationPreferences.userId, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.role, role),
        eq(notificationPreferences.kind, kind),
        inArray(notificationPreferences.userId, userIds),
      ),
    );
  return new Map(rows.map((r) => [r.userId, r.email]));
}

export async function preferencesOf(db: Db, role: Role, userId: string) {
  return db
    .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.role, role), eq(notificationPreferences.userId, userId)));
}

export async function savePreference(
  db: Db,
  role: Role,
  userId: string,
  kind: NotificationKind,
  email: boolean,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ role, userId, kind, email })
    .onConflictDoUpdate({
      target: [
        notificationPreferences.role,
        notificationPreferences.userId,
        notificationPreferences.kind,
      ],
      set: { email },
    });
}

/** Open vacancies closing within the window with fewer than `below` applications. */
export async function vacanciesClosingSoon(db: Db, from: Date, until: Date, below: number) {
  return db
    .select({
      id: vacancies.id,
      title: vacancies.title,
      closesAt: vacancies.closesAt,
      applicationCount: vacancies.applicationCount,
    })
    .from(vacancies)
    .where(
      and(
        eq(vacancies.status, 'open'),
        gt(vacancies.closesAt, from),
        lte(vacancies.closesAt, until),
        lt(vacancies.applicationCount, below),
      ),
    );
}

/** Deletes one person's notification written with this dedupe key; answers whether there was one. */
export async function deleteNotificationByKey(
  db: Db,
  role: Role,
  id: string,
  dedupeKey: string,
): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(recipient(role, id), eq(notifications.dedupeKey, dedupeKey)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}
