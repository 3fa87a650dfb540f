import type { Db } from '../../db/client.ts';
import { composeEmail, languageOfCandidate } from '../email-templates/email-templates.service.ts';
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
  const language = await languageOfCandidate(db, row.candidateId);
  const values = applicationValues(row, publicUrl, row.status === 'rejected' ? reason : null);
  return {
    to: row.candidateEmail,
    ...(await composeEmail(db, `application.status.${row.status}`, language, values)),
  };
}
