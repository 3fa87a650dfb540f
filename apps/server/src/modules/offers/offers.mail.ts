import type { Db } from '../../db/client.ts';
import type { ApplicationRow } from '../applications/applications.repository.ts';
import { composeEmail, languageOfCandidate } from '../email-templates/email-templates.service.ts';
import { applicationValues } from '../email-templates/values.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { OfferRow } from './offers.repository.ts';

/** The deadline as the candidate reads it: in the service's time zone, named. */
export function deadlineText(deadline: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(deadline);
  return `${text} (${timeZone})`;
}

/**
 * The offer's email (`offers.made`, its terms and how to answer) or its reminder before the
 * deadline (`offers.reminder`), from the service's template in the candidate's language.
 */
export async function offerEmail(
  tx: Db,
  key: 'offers.made' | 'offers.reminder',
  app: ApplicationRow,
  offer: OfferRow,
  publicUrl: string,
  timeZone: string,
): Promise<MailMessage> {
  const language = await languageOfCandidate(tx, app.candidateId);
  const email = await composeEmail(tx, key, language, {
    ...applicationValues(app, publicUrl),
    roleTitle: offer.roleTitle,
    pay: offer.pay,
    startDate: offer.startDate,
    location: offer.location,
    conditions: offer.conditions || '—',
    deadline: deadlineText(offer.deadline, timeZone),
  });
  return { to: app.candidateEmail, ...email };
}
