import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { secret, type Mailer } from '../mail/mailer.ts';
import type { Recipient } from './messages.repository.ts';

/*
 * A message's email: the candidate's copy of what staff wrote, with the service's mailbox as
 * Reply-To and, for group messages not about an application, one-click unsubscribe.
 */

export interface MessagingDeps {
  db: Db;
  mailer: Mailer;
  /** Links in the emails point here. */
  publicUrl: string;
  /** Reply-To of every message: the service's mailbox. */
  replyTo: string;
  /** Group emails a minute. */
  perMinute: number;
  /** Signs unsubscribe links. */
  secretKey: string;
}

// Unsubscribe links: the candidate's id signed with the service's key (nothing to store or leak).

function signature(key: string, candidateId: string): string {
  return createHmac('sha256', key)
    .update(`unsubscribe:${candidateId}`)
    .digest('base64url')
    .slice(0, 32);
}

/**
 * The id then its signature, with no separator: a dot would make the page's path look like a file
 * to the server, which answers a missing file with a plain 404 instead of the app.
 */
export function unsubscribeToken(key: string, candidateId: string): string {
  return `${candidateId}${signature(key, candidateId)}`;
}

/** The candidate a token names, when its signature is right. */
export function candidateOfToken(key: string, token: string): string | null {
  const id = token.slice(0, 36);
  const sig = token.slice(36);
  if (!sig || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id))
    return null;
  const expected = Buffer.from(signature(key, id));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

// The email of a message

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text written by staff, as paragraphs of escaped HTML (line breaks kept). */
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

interface Letter {
  to: Recipient;
  subject: string;
  body: string;
  sentByName: string;
  /** Group messages not about an application carry one-click unsubscribe. */
  unsubscribe: boolean;
}

export function compose(deps: MessagingDeps, letter: Letter) {
  const inbox = `${deps.publicUrl}/portal/inbox`;
  const lines = [
    `Dear ${letter.to.fullName},`,
    '',
    letter.body,
    '',
    `${letter.sentByName}, Careers Service`,
    '',
    'Reply to this email to answer: your reply reaches the careers service.',
    `This message is also in your portal inbox: ${inbox}`,
  ];
  const html = [
    `<p>Dear ${escapeHtml(letter.to.fullName)},</p>`,
    paragraphs(letter.body),
    `<p>${escapeHtml(letter.sentByName)}, Careers Service</p>`,
    `<p>Reply to this email to answer: your reply reaches the careers service. This message is also in your <a href="${inbox}">portal inbox</a>.</p>`,
  ];
  const headers: Record<string, string> = { 'Reply-To': deps.replyTo };
  const secrets: Record<string, string> = {};
  if (letter.unsubscribe) {
    secrets.unsubscribe = unsubscribeToken(deps.secretKey, letter.to.candidateId);
    const page = `${deps.publicUrl}/unsubscribe/${secret('unsubscribe')}`;
    lines.push('', `To stop group messages from the careers service: ${page}`);
    html.push(
      `<p style="color:#666">To stop group messages from the careers service, <a href="${page}">unsubscribe</a>.</p>`,
    );
    // RFC 2369 and RFC 8058: mail clients offer a one-click unsubscribe that POSTs here.
    headers['List-Unsubscribe'] = `<${deps.publicUrl}/api/v1/unsubscribe/${secret('unsubscribe')}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return {
    subject: letter.subject,
    text: lines.join('\n'),
    html: html.join('\n'),
    headers,
    secrets,
  };
}
