import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { insertOutbox, markFailed, markSent } from './mail.repository.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Every message lands in the outbox table first (admins read it at GET /api/v1/outbox) and in the
 * log — recipient and subject only, never the body, which carries tokens. With SMTP_URL set it is
 * also sent, in the background, and the row records sentAt or the error.
 */
export class Mailer {
  private readonly pending = new Set<Promise<void>>();
  /** The last queue time given out (ms), so messages queued in one millisecond keep their order. */
  private lastQueuedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly from: string,
    private readonly transport?: Transporter,
  ) {}

  static fromConfig(
    db: Db,
    log: FastifyBaseLogger,
    config: { smtpUrl: string | undefined; mailFrom: string },
  ): Mailer {
    const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
    return new Mailer(db, log, config.mailFrom, transport);
  }

  /** Stores the message and answers its outbox id; sending (if any) continues in the background. */
  async send(message: MailMessage): Promise<string> {
    const row = await insertOutbox(this.db, {
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      createdAt: this.queuedAt(),
    });
    this.log.info({ mailId: row.id, to: row.to, subject: row.subject }, 'mail queued');
    if (this.transport) {
      const delivery = this.deliver(row.id, message);
      this.pending.add(delivery);
      void delivery.finally(() => this.pending.delete(delivery));
    }
    return row.id;
  }

  /**
   * Now, or a millisecond after the last message if that is later: a bulk status change queues
   * several emails within one millisecond, and the outbox lists them newest first by this time.
   */
  private queuedAt(): Date {
    this.lastQueuedAt = Math.max(now().getTime(), this.lastQueuedAt + 1);
    return new Date(this.lastQueuedAt);
  }

  private async deliver(id: string, message: MailMessage): Promise<void> {
    try {
      await this.transport?.sendMail({ from: this.from, ...message });
      await markSent(this.db, id, now());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.log.warn({ mailId: id, err: error }, 'mail could not be sent');
      await markFailed(this.db, id, reason.slice(0, 1000)).catch(() => undefined);
    }
  }

  /** Waits for messages still being sent (on shutdown, and in tests). */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    await this.flush();
    this.transport?.close();
  }
}
