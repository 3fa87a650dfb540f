import ical from 'ical-generator';
import type { CalendarFeed } from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { hashToken, randomToken } from '../../lib/secrets.ts';
import { isoRequired } from '../../lib/sql.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { auditChange } from '../audit/audit.repository.ts';
import { endOf, titleOf } from './bookings.calendar.ts';
import type { SlotRow } from './bookings.repository.ts';
import {
  deleteFeed,
  findFeedByHash,
  findFeedOf,
  hostedSlots,
  replaceFeed,
} from './calendar-feeds.repository.ts';

/* A member of staff's private calendar feed of the slots they host (issue 21). */

const DAY = 86_400_000;
/** The feed holds the last 30 days and what is ahead, up to this many rows. */
const FEED_ROWS = 2000;

const feedUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/v1/calendar-feeds/${token}.ics`;

export async function get(db: Db, viewer: Viewer, publicUrl: string): Promise<CalendarFeed> {
  const row = await findFeedOf(db, viewer.id);
  if (!row) return { active: false, url: null, createdAt: null };
  return { active: true, url: feedUrl(publicUrl, '••••'), createdAt: isoRequired(row.createdAt) };
}

/** A new URL (shown whole this once); any earlier one stops working. */
export async function create(db: Db, viewer: Viewer, publicUrl: string): Promise<CalendarFeed> {
  const token = randomToken();
  return withTransaction(db, async (tx) => {
    const row = await replaceFeed(tx, viewer.id, hashToken(token), now());
    await auditChange(tx, viewer, 'admin', viewer.id, 'calendar_feed.create');
    return { active: true, url: feedUrl(publicUrl, token), createdAt: isoRequired(row.createdAt) };
  });
}

export async function revoke(db: Db, viewer: Viewer): Promise<void> {
  await withTransaction(db, async (tx) => {
    await deleteFeed(tx, viewer.id);
    await auditChange(tx, viewer, 'admin', viewer.id, 'calendar_feed.revoke');
  });
}

/** The feed's iCalendar text for a token (`<token>.ics`); unknown or revoked is a 404. */
export async function feed(db: Db, file: string, publicUrl: string): Promise<string> {
  const row = await findFeedByHash(db, hashToken(file.replace(/\.ics$/, '')));
  if (!row) throw notFound('Calendar feed not found');
  const rows = await hostedSlots(db, row.adminId, new Date(now().getTime() - 30 * DAY), FEED_ROWS);
  const bySlot = new Map<string, { slot: SlotRow; title: string; names: string[] }>();
  for (const r of rows) {
    const entry = bySlot.get(r.slot.id) ?? {
      slot: r.slot,
      title: titleOf(r.slot, r.vacancyTitle),
      names: [],
    };
    if (r.candidateName) entry.names.push(r.candidateName);
    bySlot.set(r.slot.id, entry);
  }
  const host = new URL(publicUrl).hostname;
  const calendar = ical({
    name: 'Careers bookings',
    prodId: '//University Careers Service//careers-dashboard//EN',
  });
  for (const { slot, title, names } of bySlot.values()) {
    calendar.createEvent({
      id: `slot-${slot.id}@${host}`,
      start: slot.startsAt,
      end: endOf(slot),
      stamp: slot.updatedAt,
      summary: `${title} (${names.length}/${slot.capacity} booked)`,
      description: names.length ? `Booked: ${names.join(', ')}` : 'No bookings yet',
      location: [slot.location, slot.videoLink].filter(Boolean).join(' — ') || null,
    });
  }
  return calendar.toString();
}
