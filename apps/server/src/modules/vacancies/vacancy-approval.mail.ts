import type { VacancyReviewDecision } from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import { composeEmail } from '../email-templates/email-templates.service.ts';
import { firstNameOf } from '../email-templates/values.ts';
import type { MailMessage } from '../mail/mailer.ts';

/** The email each employer contact with an account receives for a decision on their vacancy. */
export async function reviewEmail(
  db: Db,
  to: { email: string; fullName: string },
  vacancy: { id: string; title: string },
  decision: VacancyReviewDecision,
  note: string | null,
  publicUrl: string,
): Promise<MailMessage> {
  return {
    to: to.email,
    ...(await composeEmail(db, `vacancies.review.${decision}`, 'en', {
      firstName: firstNameOf(to.fullName),
      vacancyTitle: vacancy.title,
      note,
      link: `${publicUrl}/employer/vacancies/${vacancy.id}`,
    })),
  };
}
