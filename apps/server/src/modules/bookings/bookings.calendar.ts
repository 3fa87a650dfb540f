import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import type { AppointmentType } from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { composeEmail, languageOfCandidate } from '../email-templates/email-templates.service.ts';
import { firstNameOf } from '../email-templates/values.ts';
import { deadlineText } from '../offers/offers.mail.ts';
import type { CalendarPart, Mailer, MailMessage, QueueOptions } from '../mail/mailer.ts';
import type { BookingView, SlotRow } from './bookings.repository.ts';

/*
 * A booking's calendar invitation (RFC 5545 object, RFC 5546 METHOD, RFC 6047 transport) and the
 * email that carries it. One UID per booking for its whole life; SEQUENCE is the booking's own,
 * raised on every change; the organiser is the service's mailbox so replies reach staff; times
 * are written in UTC.
 */

export const appointmentTypeLabels: Record<AppointmentType, string> = {
  cv_review: 'CV review',
  careers_guidance: 'Careers guidance',
  mock_interview: 'Mock interview',
  application_review: 'Application review',
  job_search: 'Job search',
  further_study: 'Further study',
};

/** What the booking is, as its invitation's summary and emails name it. */
export function titleOf(slot: SlotRow, vacancyTitle: string | null): string {
  return slot.purpose === 'interview'
    ? `Interview: ${vacancyTitle ?? 'vacancy'}`
    : `Careers appointment: ${appointmentTypeLabels[slot.appointmentType ?? 'careers_guidance']}`;
}

export const endOf = (slot: SlotRow) =>
  new Date(slot.startsAt.getTime() + slot.durationMinutes * 60_000);

function placeOf(slot: SlotRow): string {
  return [slot.location, slot.videoLink].filter(Boolean).join(' — ');
}

/** `Name <address>` or a bare address, as the organiser's name and address. */
function mailbox(value: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value);
  if (match) return { name: match[1]?.trim() || match[2]!, email: match[2]!.trim() };
  return { name: value.trim(), email: value.trim() };
}

/** The iCalendar object for one booking: METHOD REQUEST (made or changed) or CANCEL. */
export function invitation(
  booking: BookingView,
  method: CalendarPart['method'],
  organiser: string,
): string {
  const { slot } = booking;
  const calendar = ical({
    prodId: { company: 'University Careers Service', product: 'careers-dashboard', language: 'EN' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: booking.uid,
    sequence: booking.sequence,
    stamp: now(),
    start: slot.startsAt,
    end: endOf(slot),
    summary: titleOf(slot, booking.vacancyTitle),
    location: placeOf(slot) || null,
    url: slot.videoLink,
    description: slot.hostName ? `With ${slot.hostName}` : null,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: mailbox(organiser),
    attendees: [
      {
        email: booking.candidateEmail,
        name: booking.candidateName,
        role: ICalAttendeeRole.REQ,
        status: method === 'CANCEL' ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  return calendar.toString();
}

type BookingEmail = 'bookings.invitation' | 'bookings.cancellation' | 'bookings.reminder';

/** The candidate's email about a booking, in their language, with its calendar part if any. */
export async function bookingEmail(
  tx: Db,
  mailer: Mailer,
  publicUrl: string,
  key: BookingEmail,
  booking: BookingView,
): Promise<MailMessage> {
  const { organiser, timeZone } = mailer.calendar;
  const language = await languageOfCandidate(tx, booking.candidateId);
  const email = await composeEmail(tx, key, language, {
    firstName: firstNameOf(booking.candidateName),
    candidateName: booking.candidateName,
    title: titleOf(booking.slot, booking.vacancyTitle),
    // In the service's time zone, named, as an offer's deadline is written.
    when: deadlineText(booking.slot.startsAt, timeZone),
    place: placeOf(booking.slot) || null,
    host: booking.slot.hostName,
    adjustments: booking.adjustments,
    link: `${publicUrl}/portal/bookings`,
  });
  const method = key === 'bookings.cancellation' ? 'CANCEL' : 'REQUEST';
  return {
    to: booking.candidateEmail,
    ...email,
    ...(key === 'bookings.reminder'
      ? {}
      : { calendar: { method, content: invitation(booking, method, organiser) } }),
  };
}

/** Queues the invitation (or cancellation) for a booking as it now stands. */
export async function sendInvitation(
  tx: Db,
  deps: { mailer: Mailer; publicUrl: string },
  booking: BookingView,
  method: CalendarPart['method'],
  opts: QueueOptions = {},
): Promise<void> {
  const key = method === 'CANCEL' ? 'bookings.cancellation' : 'bookings.invitation';
  await deps.mailer.queue(
    tx,
    await bookingEmail(tx, deps.mailer, deps.publicUrl, key, booking),
    opts,
  );
}
