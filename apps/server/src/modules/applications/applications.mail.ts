import type { MailLanguage } from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import { composeEmails } from '../email-templates/email-templates.service.ts';
import { candidateLanguages } from '../email-templates/email-templates.repository.ts';
import { applicationValues } from '../email-templates/values.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { ApplicationRow } from './applications.repository.ts';

/** The email a candidate receives for each status change of their application, in their language. */
export async function statusEmail(
  db: Db,
  row: ApplicationRow,
  reason: string | null,
  publicUrl: string,
): Promise<MailMessage> {
  const [mail] = await statusEmails(db, [{ row, reason }], publicUrl);
  return mail!;
}

/**
 * The status emails of several moves (in their order), each in its candidate's language: the
 * languages and each wording are looked up once.
 */
export async function statusEmails(
  db: Db,
  moves: { row: ApplicationRow; reason: string | null }[],
  publicUrl: string,
): Promise<MailMessage[]> {
  if (moves.length === 0) return [];
  const languages = await candidateLanguages(
    db,
    moves.map((m) => m.row.candidateId),
  );
  const groups = new Map<string, number[]>();
  moves.forEach(({ row }, i) => {
    const key = `${row.status}|${languages.get(row.candidateId) ?? 'en'}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const mails: MailMessage[] = [];
  for (const [key, indexes] of groups) {
    const [status, language] = key.split('|') as [ApplicationRow['status'], MailLanguage];
    const rendered = await composeEmails(
      db,
      `application.status.${status}`,
      language,
      indexes.map((i) => {
        const { row, reason } = moves[i]!;
        return applicationValues(row, publicUrl, row.status === 'rejected' ? reason : null);
      }),
    );
    indexes.forEach((i, n) => {
      mails[i] = { to: moves[i]!.row.candidateEmail, ...rendered[n]! };
    });
  }
  return mails;
}
