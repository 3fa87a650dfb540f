import type { VacancyReviewDecision } from '@careers/contracts';
import type { MailMessage } from '../mail/mailer.ts';

const headline: Record<VacancyReviewDecision, string> = {
  approve: 'approved and published',
  request_changes: 'changes requested',
  decline: 'declined',
};

/** The email each employer contact with an account receives for a decision on their vacancy. */
export function reviewEmail(
  to: { email: string; fullName: string },
  vacancy: { id: string; title: string },
  decision: VacancyReviewDecision,
  note: string | null,
  publicUrl: string,
): MailMessage {
  const link = `${publicUrl}/employer/vacancies/${vacancy.id}`;
  const firstName = to.fullName.split(/\s+/)[0] ?? to.fullName;
  const lines = [
    `Dear ${firstName},`,
    '',
    decision === 'approve'
      ? `Your vacancy "${vacancy.title}" has been approved: it is now open to students.`
      : decision === 'request_changes'
        ? `The careers service asks for changes to your vacancy "${vacancy.title}" before it can be published.`
        : `Your vacancy "${vacancy.title}" has been declined.`,
    ...(note
      ? ['', decision === 'decline' ? `The reason: ${note}` : `The careers service's note: ${note}`]
      : []),
    ...(decision === 'approve'
      ? []
      : ['', 'You can edit the vacancy and submit it for approval again.']),
    '',
    `Open it at ${link}`,
    '',
    'University Careers Service',
  ];
  return {
    to: to.email,
    subject: `${vacancy.title} — ${headline[decision].replace(/^./, (c) => c.toUpperCase())}`,
    text: lines.join('\n'),
  };
}
