import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';
import type { Driver } from './db.ts';

export interface ReceivedMail {
  messageId: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** Header name (lower case) → value, as received. */
  headers: Record<string, string>;
  html: string;
  /** The message as it went over the wire. */
  raw: string;
  /** Its calendar parts (an invitation's text/calendar alternative), as mailparser finds them. */
  calendars: { contentType: string; method: string | undefined; content: string }[];
}

export type DataOutcome = 'accepted' | 'refused' | 'stalled';

export interface DataTransaction {
  messageId: string;
  to: string[];
  outcome: DataOutcome;
}

const refusal = () =>
  Object.assign(new Error('Try again later (test server refuses)'), { responseCode: 451 });

/**
 * A real SMTP server inside the test, on a free loopback port. It keeps every message whose DATA
 * transaction completed (`received`, what recipients got) and every transaction that reached the
 * end of a message (`transactions`). It can refuse the next N messages with a 4xx, stall at DATA
 * (never answering the final dot) or be down (nothing listening on its port).
 */
export class TestSmtp {
  readonly received: ReceivedMail[] = [];
  readonly transactions: DataTransaction[] = [];
  private refusals = 0;
  /** Addresses whose mailbox does not exist: RCPT TO gets a permanent 550. */
  private readonly unknownMailboxes = new Set<string>();
  private stalling = false;
  private server: SMTPServer | undefined;
  private waiters: { test: () => boolean; resolve: () => void }[] = [];

  private constructor(private port: number) {}

  static async start(): Promise<TestSmtp> {
    const smtp = new TestSmtp(0);
    await smtp.up();
    return smtp;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The next `n` messages are refused at the end of DATA (451), after the server read them. */
  refuseNext(n: number): void {
    this.refusals = n;
  }

  /** Messages from now on are read and never answered: the client waits at DATA. */
  stallAtData(): void {
    this.stalling = true;
  }

  /** RCPT TO this address is refused for good (550), as a server with no such mailbox does. */
  bounce(address: string): void {
    this.unknownMailboxes.add(address.toLowerCase());
  }

  /** Accepts every message (and every mailbox) again. */
  healthy(): void {
    this.refusals = 0;
    this.stalling = false;
    this.unknownMailboxes.clear();
  }

  /** Listens (again, on the same port once it has one). */
  async up(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      // Plain SMTP on loopback: nodemailer would otherwise try STARTTLS with a self-signed cert.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 200,
      onRcptTo: (address, _session, callback) => {
        if (this.unknownMailboxes.has(address.address.toLowerCase())) {
          callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          void simpleParser(Buffer.concat(chunks)).then((parsed) => {
            const to = session.envelope.rcptTo.map((r) => r.address);
            const mail: ReceivedMail = {
              messageId: parsed.messageId ?? '',
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              headers: Object.fromEntries(
                parsed.headerLines.map((h) => [
                  h.key,
                  h.line
                    .slice(h.line.indexOf(':') + 1)
                    .replace(/\r?\n\s+/g, ' ')
                    .trim(),
                ]),
              ),
              html: typeof parsed.html === 'string' ? parsed.html : '',
              raw: Buffer.concat(chunks).toString('utf8'),
              calendars: parsed.attachments
                .filter((a) => /calendar|ics/i.test(a.contentType))
                .map((a) => ({
                  contentType: a.contentType,
                  method: (a as { method?: string }).method,
                  content: a.content.toString('utf8'),
                })),
            };
            let outcome: DataOutcome = 'accepted';
            if (this.stalling) outcome = 'stalled';
            else if (this.refusals > 0) {
              this.refusals -= 1;
              outcome = 'refused';
            }
            this.transactions.push({ messageId: mail.messageId, to, outcome });
            if (outcome === 'accepted') {
              this.received.push(mail);
              callback();
            } else if (outcome === 'refused') {
              callback(refusal());
            }
            // Stalled: the callback is never called, so the client never hears back.
            this.notify();
          });
        });
      },
    });
    server.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops listening: connections to its port are refused until `up`. */
  async down(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  close(): Promise<void> {
    return this.down();
  }

  /** Messages received for `address`, oldest first. */
  mailTo(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(address));
  }

  /** Resolves once `test` holds after some DATA transaction (or at once if it holds now). */
  waitFor(test: () => boolean, timeoutMs = 20_000): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`The SMTP server saw no such transaction in ${timeoutMs} ms`));
      }, timeoutMs);
      const waiter = {
        test,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      this.waiters.push(waiter);
    });
  }

  private notify(): void {
    for (const waiter of [...this.waiters]) {
      if (waiter.test()) {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        waiter.resolve();
      }
    }
  }
}

/** The value of `param` in the first link to `path` in a message. */
export function linkParam(text: string, path: string, param: string): string | undefined {
  const match = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?${param}=([\\w%-]+)`).exec(text);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

export interface AppWithSmtp {
  t: TestApp;
  smtp: TestSmtp;
  /** Delivers due mail to the test's SMTP server and answers what `email` received. */
  mailsTo(email: string): Promise<ReceivedMail[]>;
}

/**
 * The app on a fresh database of `driver` with a real SMTP server of its own, for a describe
 * block: both start before its tests and stop after them. Read `t` and `smtp` inside tests.
 */
export function appWithSmtp(driver: Driver): AppWithSmtp {
  const ctx = {} as AppWithSmtp;
  ctx.mailsTo = async (email) => {
    await ctx.t.app.jobs.runDue();
    return ctx.smtp.mailTo(email);
  };
  beforeAll(async () => {
    ctx.smtp = await TestSmtp.start();
    ctx.t = await createTestApp(driver, { smtpUrl: ctx.smtp.url });
  });
  afterAll(async () => {
    await ctx.t.close();
    await ctx.smtp.close();
  });
  return ctx;
}
