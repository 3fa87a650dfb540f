/**
 * The e2e run's mail server: the server under test sends its mail here over SMTP (it runs with
 * NODE_ENV=production, which needs SMTP_URL), and tests read what arrived over HTTP on loopback:
 * GET /messages?to=address answers the parsed messages, oldest first. Started by the Playwright
 * config before the app; it keeps messages in memory for the run.
 */
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { mailPort, smtpPort } from './ports.ts';

export interface CaughtMail {
  messageId: string;
  to: string[];
  subject: string;
  text: string;
  /** The iCalendar parts (text/calendar; method=…), as sent. */
  calendar: string[];
  receivedAt: string;
}

const messages: CaughtMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (parsed) => {
        messages.push({
          messageId: parsed.messageId ?? '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          calendar: parsed.attachments
            .filter((a) => a.contentType.startsWith('text/calendar'))
            .map((a) => a.content.toString('utf8')),
          receivedAt: new Date().toISOString(),
        });
        callback();
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  },
});

const web = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${mailPort}`);
  if (url.pathname === '/health') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (url.pathname === '/messages' && req.method === 'GET') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to ? messages.filter((m) => m.to.some((a) => a.toLowerCase() === to)) : messages;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
    return;
  }
  res.writeHead(404).end();
});

smtp.listen(smtpPort, '127.0.0.1', () => {
  web.listen(mailPort, '127.0.0.1', () => {
    console.log(`mail catcher: SMTP on 127.0.0.1:${smtpPort}, messages on 127.0.0.1:${mailPort}`);
  });
});

const stop = () => {
  web.close();
  smtp.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
