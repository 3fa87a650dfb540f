import type { ApplicationStatus } from '@careers/contracts';
import type { MailMessage } from '../mail/mailer.ts';
import type { ApplicationRow } from './applications.repository.ts';

const headline: Record<ApplicationStatus, string> = {
  submitted: 'we have received your application',
  under_review: 'your application is being reviewed',
  shortlisted: 'you have been shortlisted',
  interviewing: 'you are invited to interview',
  offered: 'you have received an offer',
  hired: 'congratulations on your new role',
  rejected: 'an update on your application',
  on_hold: 'your application is on hold',
  withdrawn: 'your application has been withdrawn',
};

/** The email a candidate receives for each status change of their application. */
export function statusEmail(
  row: ApplicationRow,
  reason: string | null,
  publicUrl: string,
): MailMessage {
  const role = `${row.vacancyTitle} at ${row.employerName}`;
  const link = `${publicUrl}/portal/applications/${row.id}`;
  const firstName = row.candidateName.split(/\s+/)[0] ?? row.candidateName;
  const lines = [
    `Dear ${firstName},`,
    '',
    `${role}: ${headline[row.status]}.`,
    ...(reason && row.status === 'rejected' ? ['', `The employer's feedback: ${reason}`] : []),
    '',
    `You can follow your application at ${link}`,
    '',
    'University Careers Service',
  ];
  return {
    to: row.candidateEmail,
    subject: `${role} — ${headline[row.status].replace(/^./, (c) => c.toUpperCase())}`,
    text: lines.join('\n'),
  };
}
