import type { Db } from '../../db/client.ts';
import { composeEmail } from '../email-templates/email-templates.service.ts';
import { secret, type Mailer, type MailMessage } from '../mail/mailer.ts';
import { listContacts } from './shortlists.repository.ts';

/** What the contacts are told of a new share. */
export interface ShareNotice {
  organisationId: string;
  organisationName: string;
  shortlistId: string;
  count: number;
  title: string;
  message: string | null;
}

/**
 * Tells of a new share, in the caller's transaction: a review link goes to the named contact
 * (its token only through the mailer's secrets); a portal share goes to every contact who signs
 * in (the link needs their sign-in).
 */
export async function queueShareMail(
  tx: Db,
  deps: { mailer: Mailer; publicUrl: string },
  notice: ShareNotice,
  link: { contact: { email: string; fullName: string }; token: string; expires: Date } | null,
): Promise<void> {
  if (link) {
    await deps.mailer.queue(tx, {
      ...(await shareMail(tx, 'link', link.contact, notice, {
        link: `${deps.publicUrl}/review/${secret('review')}`,
        expires: link.expires.toUTCString(),
      })),
      secrets: { review: link.token },
    });
    return;
  }
  const members = (await listContacts(tx, notice.organisationId)).filter((c) => c.employerId);
  for (const member of members) {
    await deps.mailer.queue(
      tx,
      await shareMail(tx, 'portal', member, notice, {
        link: `${deps.publicUrl}/employer/shortlists/${notice.shortlistId}`,
      }),
    );
  }
}

/** The email telling a contact candidates were shared with them; `open` says where to look. */
async function shareMail(
  db: Db,
  via: 'link' | 'portal',
  to: { email: string; fullName: string },
  notice: ShareNotice,
  open: { link: string; expires?: string },
): Promise<MailMessage> {
  return {
    to: to.email,
    ...(await composeEmail(db, `shortlists.share.${via}`, 'en', {
      fullName: to.fullName,
      organisationName: notice.organisationName,
      count: String(notice.count),
      shortlistTitle: notice.title,
      message: notice.message,
      ...open,
    })),
  };
}
