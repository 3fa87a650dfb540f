import type { MailLanguage } from '@careers/contracts';
import { body, type EmailKind } from './kind.ts';

/*
 * The offer's own emails (issue 20, point 4): the offer with its terms, and the reminder before its
 * deadline. Both must carry the link where the candidate answers.
 */

const words: Record<
  MailLanguage,
  {
    dear: string;
    at: string;
    made: string;
    terms: string;
    answer: string;
    reminder: string;
    remind: string;
    answerNow: string;
  }
> = {
  en: {
    dear: 'Dear {{firstName}},',
    at: 'at',
    made: 'You have received an offer',
    terms:
      'Role: {{roleTitle}}\nPay: {{pay}}\nStart date: {{startDate}}\nLocation: {{location}}\nConditions: {{conditions}}',
    answer: 'Please accept or decline it by {{deadline}} at {{link}}',
    reminder: 'Your offer is waiting for your answer',
    remind: 'Your offer for {{roleTitle}} closes on {{deadline}}.',
    answerNow: 'Accept or decline it at {{link}}',
  },
  fr: {
    dear: 'Bonjour {{firstName}},',
    at: 'chez',
    made: 'Vous avez reçu une offre',
    terms:
      'Poste : {{roleTitle}}\nRémunération : {{pay}}\nDate de début : {{startDate}}\nLieu : {{location}}\nConditions : {{conditions}}',
    answer: "Merci de l'accepter ou de la refuser avant le {{deadline}} sur {{link}}",
    reminder: 'Votre offre attend votre réponse',
    remind: 'Votre offre pour {{roleTitle}} expire le {{deadline}}.',
    answerNow: 'Acceptez-la ou refusez-la sur {{link}}',
  },
  de: {
    dear: 'Guten Tag {{firstName}},',
    at: 'bei',
    made: 'Sie haben ein Angebot erhalten',
    terms:
      'Stelle: {{roleTitle}}\nVergütung: {{pay}}\nBeginn: {{startDate}}\nOrt: {{location}}\nBedingungen: {{conditions}}',
    answer: 'Bitte nehmen Sie es bis {{deadline}} an oder lehnen Sie es ab: {{link}}',
    reminder: 'Ihr Angebot wartet auf Ihre Antwort',
    remind: 'Ihr Angebot für {{roleTitle}} endet am {{deadline}}.',
    answerNow: 'Nehmen Sie es hier an oder lehnen Sie es ab: {{link}}',
  },
  pt: {
    dear: 'Olá {{firstName}},',
    at: 'em',
    made: 'Recebeu uma proposta',
    terms:
      'Cargo: {{roleTitle}}\nRemuneração: {{pay}}\nData de início: {{startDate}}\nLocal: {{location}}\nCondições: {{conditions}}',
    answer: 'Aceite-a ou recuse-a até {{deadline}} em {{link}}',
    reminder: 'A sua proposta aguarda resposta',
    remind: 'A sua proposta para {{roleTitle}} termina a {{deadline}}.',
    answerNow: 'Aceite-a ou recuse-a em {{link}}',
  },
  ar: {
    dear: 'مرحبًا {{firstName}}،',
    at: 'لدى',
    made: 'لقد تلقيت عرض عمل',
    terms:
      'المسمى الوظيفي: {{roleTitle}}\nالأجر: {{pay}}\nتاريخ البدء: {{startDate}}\nالموقع: {{location}}\nالشروط: {{conditions}}',
    answer: 'يُرجى قبوله أو رفضه قبل {{deadline}} على {{link}}',
    reminder: 'عرضك بانتظار ردك',
    remind: 'ينتهي عرضك لوظيفة {{roleTitle}} في {{deadline}}.',
    answerNow: 'اقبله أو ارفضه على {{link}}',
  },
};

const placeholders = {
  firstName: 'text',
  candidateName: 'text',
  vacancyTitle: 'text',
  employerName: 'text',
  roleTitle: 'text',
  pay: 'text',
  startDate: 'text',
  location: 'text',
  conditions: 'text',
  deadline: 'text',
  link: 'url',
} as const;

const sample = {
  roleTitle: 'Graduate Analyst',
  pay: '£29,000 a year',
  startDate: '2027-09-06',
  location: 'Leeds',
  conditions: 'References and proof of right to work',
  deadline: 'Friday 15 January 2027 at 17:00 (Europe/London)',
};

function offerKind(key: 'offers.made' | 'offers.reminder'): EmailKind {
  const defaults = {} as EmailKind['defaults'];
  for (const language of Object.keys(words) as MailLanguage[]) {
    const w = words[language];
    const role = `{{vacancyTitle}} ${w.at} {{employerName}}`;
    defaults[language] =
      key === 'offers.made'
        ? { subject: `${role} — ${w.made}`, body: body(language, w.dear, w.terms, w.answer) }
        : {
            subject: `${role} — ${w.reminder}`,
            body: body(language, w.dear, w.remind, w.answerNow),
          };
  }
  return {
    key,
    audience: 'candidate',
    placeholders: { ...placeholders },
    // The candidate answers the offer through its link.
    required: ['link'],
    record: 'application',
    sample,
    defaults,
  };
}

export const offerKinds: EmailKind[] = [offerKind('offers.made'), offerKind('offers.reminder')];
