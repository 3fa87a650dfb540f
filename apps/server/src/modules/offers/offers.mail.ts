import type { ApplicationRow } from '../applications/applications.repository.ts';
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

function greeting(app: ApplicationRow): string {
  return `Dear ${app.candidateName.split(/\s+/)[0] ?? app.candidateName},`;
}

/** The offer, its terms and how to answer it. */
export function offerMadeEmail(
  app: ApplicationRow,
  offer: OfferRow,
  publicUrl: string,
  timeZone: string,
): MailMessage {
  const role = `${app.vacancyTitle} at ${app.employerName}`;
  return {
    to: app.candidateEmail,
    subject: `${role} — You have received an offer`,
    text: [
      greeting(app),
      '',
      `${role}: you have received an offer.`,
      '',
      `Role: ${offer.roleTitle}`,
      `Pay: ${offer.pay}`,
      `Start date: ${offer.startDate}`,
      `Location: ${offer.location}`,
      ...(offer.conditions ? [`Conditions: ${offer.conditions}`] : []),
      '',
      `Please accept or decline it by ${deadlineText(offer.deadline, timeZone)} at ${publicUrl}/portal/applications/${app.id}`,
      '',
      'University Careers Service',
    ].join('\n'),
  };
}

/** The reminder before the deadline of an offer not yet answered. */
export function offerReminderEmail(
  app: ApplicationRow,
  offer: OfferRow,
  publicUrl: string,
  timeZone: string,
): MailMessage {
  const role = `${app.vacancyTitle} at ${app.employerName}`;
  return {
    to: app.candidateEmail,
    subject: `${role} — Your offer is waiting for your answer`,
    text: [
      greeting(app),
      '',
      `Your offer for ${offer.roleTitle} (${role}) closes on ${deadlineText(offer.deadline, timeZone)}.`,
      '',
      `Accept or decline it at ${publicUrl}/portal/applications/${app.id}`,
      '',
      'University Careers Service',
    ].join('\n'),
  };
}
