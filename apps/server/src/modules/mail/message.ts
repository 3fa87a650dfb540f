/** What the mailer is asked to send, and how it queues it (mailer.ts, queue.ts). */

export interface MailMessage {
  to: string;
  subject: string;
  /** Links that grant access are written as `secret(name)` placeholders, never as values. */
  text: string;
  html?: string;
  /** The values of the placeholders: kept until delivery, masked wherever staff read mail. */
  secrets?: Record<string, string>;
  /** Transactional (the default) is what someone is waiting for; it goes before bulk. */
  priority?: 'transactional' | 'bulk';
  /** Extra headers: Reply-To, List-Unsubscribe… (a secret only through its placeholder). */
  headers?: Record<string, string>;
  /**
   * A calendar invitation, sent as a `text/calendar; method=…` alternative part (RFC 6047) beside
   * the text and HTML, so calendars offer to add, update or remove the event.
   */
  calendar?: CalendarPart;
}

export interface CalendarPart {
  method: 'REQUEST' | 'CANCEL';
  /** The iCalendar object (RFC 5545) whose METHOD matches. */
  content: string;
}

export interface QueueOptions {
  /**
   * Not before this time: an undoable move's email waits out the undo window; group messages are
   * spread out at the service's rate.
   */
  runAt?: Date;
  /** The job's dedupe key instead of the message's own, so that `cancel(key)` finds it. */
  key?: string;
  /**
   * The Message-ID's local part instead of a random one, for a message whose identity is its
   * cause's (a booking's reminder): the same cause always gives the same Message-ID.
   */
  messageId?: string;
}
