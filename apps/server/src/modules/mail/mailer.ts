import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import type { JobHandler, JobWorker } from '../jobs/worker.ts';
import { deleteQueuedJob, jobWithKeyExists } from '../jobs/jobs.repository.ts';
import {
  deleteOutbox,
  findOutbox,
  markAttemptFailed,
  markBounced,
  markDelivered,
  suppress,
} from './mail.repository.ts';
import { renderMail } from './secrets.ts';
import type { MailMessage, QueueOptions } from './message.ts';
import { MAIL_JOB, queueMessages } from './queue.ts';

export { secret } from './secrets.ts';

export type { CalendarPart, MailMessage, QueueOptions } from './message.ts';

/** What one delivery attempt came to. */
export type Delivery = 'sent' | 'kept' | { bounced: string; to: string };

/**
 * A refusal that will not change on retry: the receiving server answered 5xx to the recipient or
 * the message (RFC 5321 permanent failure). A 4xx answer or a network error is tried again.
 */
export function permanentBounce(error: unknown): string | null {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  if (typeof code !== 'number' || code < 500 || code > 599) return null;
  const text = (error as { response?: unknown }).response;
  return `Bounced permanently: ${typeof text === 'string' ? text : String(code)}`;
}

export { MAIL_JOB } from './queue.ts';

/**
 * An SMTP session that stays silent this long fails the attempt (it is retried later), so an
 * attempt ends well within the job's lease (LEASE_MS, 5 minutes).
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
  dnsTimeout: 10_000,
};

/**
 * An SMTP transport made when the first message leaves: nodemailer is a large package that a
 * server start does not need to load.
 */
export function smtpTransport(url: string): () => Promise<Transporter> {
  return async () => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  };
}

/** The domain of the sender's address, for Message-IDs. */
function domainOf(from: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'careers.invalid';
}

export interface MailerOptions {
  db: Db;
  log: FastifyBaseLogger;
  from: string;
  /**
   * No transport (no SMTP_URL): messages go to the console and are kept. A function makes the
   * transport when the first message leaves (see `smtpTransport`).
   */
  transport?: Transporter | (() => Promise<Transporter>) | undefined;
  /** The service's mailbox (MAIL_REPLY_TO, else MAIL_FROM): a calendar invitation's organiser. */
  organiser?: string;
  /** The service's time zone (TIME_ZONE): times written in emails are in it. */
  timeZone?: string;
  /** Where the development mail catcher prints; stdout by default. */
  write?: (text: string) => void;
}

/**
 * Mail goes through the jobs table: `queue` writes the outbox row and its delivery job in the
 * caller's transaction; the worker sends it outside any transaction, retrying with backoff.
 */
export class Mailer {
  /** The last queue time given out (ms), so messages queued in one millisecond keep their order. */
  private lastQueuedAt = 0;
  /** The SMTP transport once the first message has needed it. */
  private made: Promise<Transporter> | undefined;
  private readonly domain: string;
  private readonly write: (text: string) => void;

  constructor(private readonly opts: MailerOptions) {
    this.domain = domainOf(opts.from);
    this.write = opts.write ?? ((text) => void process.stdout.write(text));
  }

  static fromConfig(
    db: Db,
    log: FastifyBaseLogger,
    config: {
      smtpUrl: string | undefined;
      mailFrom: string;
      mailReplyTo: string;
      timeZone: string;
    },
  ): Mailer {
    const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined;
    return new Mailer({
      db,
      log,
      from: config.mailFrom,
      transport,
      organiser: config.mailReplyTo,
      timeZone: config.timeZone,
    });
  }

  /** Who organises the service's calendar invitations, and the zone its emails write times in. */
  get calendar(): { organiser: string; timeZone: string } {
    return {
      organiser: this.opts.organiser ?? this.opts.from,
      timeZone: this.opts.timeZone ?? 'UTC',
    };
  }

  /** Whether messages leave by SMTP (otherwise they are printed and kept). */
  get sends(): boolean {
    return Boolean(this.opts.transport);
  }

  /**
   * Writes the message and the job that delivers it in the caller's transaction, so it exists
   * exactly when its cause does. Answers the outbox id.
   */
  async queue(tx: Db, message: MailMessage, opts: QueueOptions = {}): Promise<string> {
    const [id] = await this.queueAll(tx, [{ message, opts }]);
    return id!;
  }

  /** `queue` for several messages (a bulk move's), in a few statements; answers their ids. */
  async queueAll(
    tx: Db,
    items: { message: MailMessage; opts?: QueueOptions }[],
  ): Promise<string[]> {
    if (items.length === 0) return [];
    const queued = await queueMessages(tx, items, () => this.queuedAt(), this.domain);
    for (const { id, to, subject, suppressed } of queued) {
      this.opts.log.info({ mailId: id, to, subject, suppressed }, 'mail queued');
    }
    return queued.map((q) => q.id);
  }

  /**
   * Cancels a message queued with `key` while its job has not been claimed, in the caller's
   * transaction: the job and the outbox row go. `gone` when its delivery has started or ended.
   */
  async cancel(tx: Db, key: string): Promise<'cancelled' | 'gone' | 'none'> {
    const payload = await deleteQueuedJob(tx, key);
    if (!payload) return (await jobWithKeyExists(tx, key)) ? 'gone' : 'none';
    await deleteOutbox(tx, String(payload.outboxId));
    this.opts.log.info({ mailId: payload.outboxId, key }, 'mail cancelled');
    return 'cancelled';
  }

  /** The job handler that delivers one outbox message. */
  handler(): JobHandler<Delivery> {
    return {
      perform: async ({ job, log }) => {
        const id = String(job.payload.outboxId);
        const row = await findOutbox(this.opts.db, id);
        if (!row) throw new Error(`Outbox message ${id} does not exist`);
        const { subject, text, html } = renderMail(row, row.secrets, 'real');
        const headers = row.headers ? renderHeaders(row.headers, row.secrets) : undefined;
        const messageId = row.messageId ?? `<${row.id}@${this.domain}>`;
        const transport = await this.transport();
        if (!transport) {
          this.write(consoleCopy({ messageId, from: this.opts.from, to: row.to, subject, text }));
          return 'kept';
        }
        try {
          await transport.sendMail({
            from: this.opts.from,
            to: row.to,
            subject,
            text,
            ...(html ? { html } : {}),
            ...(headers ? { headers } : {}),
            ...(row.calendar ? { icalEvent: row.calendar } : {}),
            messageId,
          });
        } catch (error) {
          const bounced = permanentBounce(error);
          if (!bounced) throw error;
          log.warn({ mailId: id, to: row.to }, 'mail bounced permanently; address suppressed');
          return { bounced, to: row.to };
        }
        log.info({ mailId: id, to: row.to, subject: row.subject }, 'mail sent');
        return 'sent';
      },
      commit: async (tx, { job, result, now: at }) => {
        const outboxId = String(job.payload.outboxId);
        if (typeof result === 'object') {
          await markBounced(tx, outboxId, result.bounced);
          await suppress(tx, result.to, result.bounced, at);
          return;
        }
        await markDelivered(tx, outboxId, result, at);
      },
      failed: async (tx, { job, error, retryAt }) => {
        await markAttemptFailed(tx, String(job.payload.outboxId), error, retryAt);
      },
    };
  }

  register(worker: JobWorker): void {
    worker.register(MAIL_JOB, this.handler());
  }

  /**
   * Now, or a millisecond after the last message if that is later: a bulk status change queues
   * several emails within one millisecond, and the outbox lists them newest first by this time.
   */
  private queuedAt(): Date {
    this.lastQueuedAt = Math.max(now().getTime(), this.lastQueuedAt + 1);
    return new Date(this.lastQueuedAt);
  }

  private transport(): Promise<Transporter | undefined> {
    const { transport } = this.opts;
    if (typeof transport !== 'function') return Promise.resolve(transport);
    return (this.made ??= transport());
  }

  close(): void {
    const { transport } = this.opts;
    if (typeof transport === 'function') void this.made?.then((t) => t.close());
    else transport?.close();
  }
}

/** Headers with their secret placeholders filled (an unsubscribe link is one), for delivery. */
function renderHeaders(
  headers: Record<string, string>,
  secrets: Record<string, string> | null,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      renderMail({ subject: '', text: value }, secrets, 'real').text,
    ]),
  );
}

/** The development mail catcher: the whole message, links included, framed on the console. */
function consoleCopy(m: {
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
}): string {
  const rule = '─'.repeat(72);
  const lines = [
    `┌${rule}`,
    '│ MAIL (not sent: SMTP_URL is not set; this console is the mail catcher)',
    `│ Message-ID: ${m.messageId}`,
    `│ From: ${m.from}`,
    `│ To: ${m.to}`,
    `│ Subject: ${m.subject}`,
    '│',
    ...m.text.split('\n').map((line) => `│ ${line}`),
    `└${rule}`,
  ];
  return `\n${lines.join('\n')}\n\n`;
}
