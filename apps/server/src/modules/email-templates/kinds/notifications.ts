import type { MailLanguage, NotificationKind } from '@careers/contracts';
import { kindLanguages, kindOf, type EmailKind, type KindTexts } from './kind.ts';

/* The email that goes with a bell notification, for people who chose email for its kind. */

/**
 * The offer's reminder is emailed as its own kind (offers.reminder), with the offer's terms; a
 * booking's as bookings.reminder, with its time and place.
 */
type EmailedNotification = Exclude<NotificationKind, 'offer_reminder' | 'booking_reminder'>;

const headline: Record<EmailedNotification, Record<MailLanguage, string>> = {
  application_new: {
    en: 'New application: {{candidateName}} for {{vacancyTitle}}',
    fr: 'Nouvelle candidature : {{candidateName}} pour {{vacancyTitle}}',
    de: 'Neue Bewerbung: {{candidateName}} für {{vacancyTitle}}',
    pt: 'Nova candidatura: {{candidateName}} para {{vacancyTitle}}',
    ar: 'طلب جديد: {{candidateName}} لوظيفة {{vacancyTitle}}',
  },
  application_withdrawn: {
    en: 'Application withdrawn: {{candidateName}} for {{vacancyTitle}}',
    fr: 'Candidature retirée : {{candidateName}} pour {{vacancyTitle}}',
    de: 'Bewerbung zurückgezogen: {{candidateName}} für {{vacancyTitle}}',
    pt: 'Candidatura retirada: {{candidateName}} para {{vacancyTitle}}',
    ar: 'تم سحب الطلب: {{candidateName}} لوظيفة {{vacancyTitle}}',
  },
  shortlist_feedback: {
    en: 'Employer feedback: {{organisationName}} on {{candidateName}} ({{vacancyTitle}})',
    fr: 'Avis de l’employeur : {{organisationName}} sur {{candidateName}} ({{vacancyTitle}})',
    de: 'Rückmeldung des Arbeitgebers: {{organisationName}} zu {{candidateName}} ({{vacancyTitle}})',
    pt: 'Opinião do empregador: {{organisationName}} sobre {{candidateName}} ({{vacancyTitle}})',
    ar: 'ملاحظات صاحب العمل: {{organisationName}} حول {{candidateName}} ({{vacancyTitle}})',
  },
  vacancy_closing_soon: {
    en: 'Closing soon with few applications: {{vacancyTitle}}',
    fr: 'Clôture proche avec peu de candidatures : {{vacancyTitle}}',
    de: 'Endet bald mit wenigen Bewerbungen: {{vacancyTitle}}',
    pt: 'Encerra em breve com poucas candidaturas: {{vacancyTitle}}',
    ar: 'تُغلق قريبًا بطلبات قليلة: {{vacancyTitle}}',
  },
  approval_waiting: {
    en: 'Waiting for approval: {{name}}',
    fr: 'En attente d’approbation : {{name}}',
    de: 'Wartet auf Freigabe: {{name}}',
    pt: 'A aguardar aprovação: {{name}}',
    ar: 'بانتظار الموافقة: {{name}}',
  },
  vacancy_review: {
    en: 'Your vacancy {{vacancyTitle}}: {{decision}}',
    fr: 'Votre offre {{vacancyTitle}} : {{decision}}',
    de: 'Ihre Stelle {{vacancyTitle}}: {{decision}}',
    pt: 'A sua vaga {{vacancyTitle}}: {{decision}}',
    ar: 'وظيفتك {{vacancyTitle}}: {{decision}}',
  },
  offer_accepted: {
    en: 'Offer accepted: {{candidateName}} for {{vacancyTitle}}',
    fr: 'Offre acceptée : {{candidateName}} pour {{vacancyTitle}}',
    de: 'Angebot angenommen: {{candidateName}} für {{vacancyTitle}}',
    pt: 'Proposta aceite: {{candidateName}} para {{vacancyTitle}}',
    ar: 'تم قبول العرض: {{candidateName}} لوظيفة {{vacancyTitle}}',
  },
  offer_declined: {
    en: 'Offer declined: {{candidateName}} for {{vacancyTitle}}',
    fr: 'Offre refusée : {{candidateName}} pour {{vacancyTitle}}',
    de: 'Angebot abgelehnt: {{candidateName}} für {{vacancyTitle}}',
    pt: 'Proposta recusada: {{candidateName}} para {{vacancyTitle}}',
    ar: 'تم رفض العرض: {{candidateName}} لوظيفة {{vacancyTitle}}',
  },
  application_status: {
    en: 'Your application for {{vacancyTitle}}: {{status}}',
    fr: 'Votre candidature pour {{vacancyTitle}} : {{status}}',
    de: 'Ihre Bewerbung für {{vacancyTitle}}: {{status}}',
    pt: 'A sua candidatura para {{vacancyTitle}}: {{status}}',
    ar: 'طلبك لوظيفة {{vacancyTitle}}: {{status}}',
  },
};

const openIt: Record<MailLanguage, string> = {
  en: 'Open it at {{link}}',
  fr: 'Ouvrez-la sur {{link}}',
  de: 'Öffnen Sie sie hier: {{link}}',
  pt: 'Abra em {{link}}',
  ar: 'افتحها على {{link}}',
};

const placeholders = {
  candidateName: 'text',
  vacancyTitle: 'text',
  organisationName: 'text',
  name: 'text',
  decision: 'text',
  status: 'text',
  link: 'url',
} as const;

function notificationKind(kind: EmailedNotification): EmailKind {
  const texts = {} as KindTexts;
  for (const l of kindLanguages) {
    texts[l] = { subject: headline[kind][l], paragraphs: [headline[kind][l], openIt[l]] };
  }
  return kindOf(
    kind === 'application_status' ? 'candidate' : 'staff',
    `notifications.${kind}`,
    { ...placeholders },
    texts,
    {
      record: kind.startsWith('application_') ? 'application' : 'none',
      sample: { organisationName: 'Acme Ltd', name: 'Graduate Analyst', decision: 'approve' },
    },
  );
}

export const notificationEmailKinds: EmailKind[] = (
  Object.keys(headline) as EmailedNotification[]
).map(notificationKind);
