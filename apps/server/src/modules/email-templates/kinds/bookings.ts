import type { MailLanguage } from '@careers/contracts';
import { kindLanguages, kindOf, type EmailKind, type KindTexts } from './kind.ts';

/*
 * A booking's emails (issue 21): the invitation sent when it is made or changed and the
 * cancellation (each carries a calendar part, METHOD REQUEST or CANCEL), and the reminder a day
 * before. `{{title}}` is the interview's vacancy or the appointment's type; `{{when}}` is written
 * in the service's time zone, named.
 */

type BookingEmail = 'bookings.invitation' | 'bookings.cancellation' | 'bookings.reminder';

const words: Record<
  MailLanguage,
  {
    dear: string;
    details: string;
    adjustments: string;
    portal: string;
    subjects: Record<BookingEmail, string>;
    leads: Record<BookingEmail, string>;
  }
> = {
  en: {
    dear: 'Dear {{firstName}},',
    details: 'When: {{when}}\nWhere: {{place}}\nWith: {{host}}',
    adjustments: 'Adjustments you asked for: {{adjustments}}',
    portal: 'See or change your booking at {{link}}',
    subjects: {
      'bookings.invitation': 'Booked: {{title}}, {{when}}',
      'bookings.cancellation': 'Cancelled: {{title}}, {{when}}',
      'bookings.reminder': 'Tomorrow: {{title}}, {{when}}',
    },
    leads: {
      'bookings.invitation':
        'Your booking for {{title}} is confirmed. The attached invitation adds it to your calendar.',
      'bookings.cancellation': 'Your booking for {{title}} has been cancelled.',
      'bookings.reminder': 'A reminder that your {{title}} is coming up.',
    },
  },
  fr: {
    dear: 'Bonjour {{firstName}},',
    details: 'Quand : {{when}}\nOù : {{place}}\nAvec : {{host}}',
    adjustments: 'Aménagements demandés : {{adjustments}}',
    portal: 'Consultez ou modifiez votre réservation sur {{link}}',
    subjects: {
      'bookings.invitation': 'Réservé : {{title}}, {{when}}',
      'bookings.cancellation': 'Annulé : {{title}}, {{when}}',
      'bookings.reminder': 'Demain : {{title}}, {{when}}',
    },
    leads: {
      'bookings.invitation':
        "Votre réservation pour {{title}} est confirmée. L'invitation jointe l'ajoute à votre agenda.",
      'bookings.cancellation': 'Votre réservation pour {{title}} a été annulée.',
      'bookings.reminder': 'Un rappel : votre rendez-vous {{title}} approche.',
    },
  },
  de: {
    dear: 'Guten Tag {{firstName}},',
    details: 'Wann: {{when}}\nWo: {{place}}\nMit: {{host}}',
    adjustments: 'Von Ihnen erbetene Anpassungen: {{adjustments}}',
    portal: 'Ihre Buchung ansehen oder ändern: {{link}}',
    subjects: {
      'bookings.invitation': 'Gebucht: {{title}}, {{when}}',
      'bookings.cancellation': 'Abgesagt: {{title}}, {{when}}',
      'bookings.reminder': 'Morgen: {{title}}, {{when}}',
    },
    leads: {
      'bookings.invitation':
        'Ihre Buchung für {{title}} ist bestätigt. Die beigefügte Einladung trägt sie in Ihren Kalender ein.',
      'bookings.cancellation': 'Ihre Buchung für {{title}} wurde abgesagt.',
      'bookings.reminder': 'Eine Erinnerung: Ihr Termin {{title}} steht bevor.',
    },
  },
  pt: {
    dear: 'Olá {{firstName}},',
    details: 'Quando: {{when}}\nOnde: {{place}}\nCom: {{host}}',
    adjustments: 'Adaptações pedidas: {{adjustments}}',
    portal: 'Veja ou altere a sua marcação em {{link}}',
    subjects: {
      'bookings.invitation': 'Marcado: {{title}}, {{when}}',
      'bookings.cancellation': 'Cancelado: {{title}}, {{when}}',
      'bookings.reminder': 'Amanhã: {{title}}, {{when}}',
    },
    leads: {
      'bookings.invitation':
        'A sua marcação para {{title}} está confirmada. O convite anexo adiciona-a ao seu calendário.',
      'bookings.cancellation': 'A sua marcação para {{title}} foi cancelada.',
      'bookings.reminder': 'Um lembrete: a sua marcação {{title}} aproxima-se.',
    },
  },
  ar: {
    dear: 'مرحبًا {{firstName}}،',
    details: 'الموعد: {{when}}\nالمكان: {{place}}\nمع: {{host}}',
    adjustments: 'التسهيلات التي طلبتها: {{adjustments}}',
    portal: 'اطّلع على حجزك أو غيّره على {{link}}',
    subjects: {
      'bookings.invitation': 'تم الحجز: {{title}}، {{when}}',
      'bookings.cancellation': 'أُلغي: {{title}}، {{when}}',
      'bookings.reminder': 'غدًا: {{title}}، {{when}}',
    },
    leads: {
      'bookings.invitation': 'تم تأكيد حجزك لـ {{title}}. تضيفه الدعوة المرفقة إلى تقويمك.',
      'bookings.cancellation': 'أُلغي حجزك لـ {{title}}.',
      'bookings.reminder': 'تذكير: موعدك {{title}} يقترب.',
    },
  },
};

const placeholders = {
  firstName: 'text',
  candidateName: 'text',
  title: 'text',
  when: 'text',
  place: 'text',
  host: 'text',
  adjustments: 'text',
  link: 'url',
} as const;

const sample = {
  firstName: 'Amara',
  candidateName: 'Amara Okafor',
  title: 'Interview: Graduate Analyst',
  when: 'Tuesday 3 November 2026 at 09:00 (Europe/London)',
  place: 'Careers Centre, room 2.14',
  host: 'Dr Ada Lovelace',
  adjustments: 'Step-free access',
  link: 'https://careers.example.ac.uk/portal/bookings',
};

function bookingKind(key: BookingEmail): EmailKind {
  const texts = {} as KindTexts;
  for (const language of kindLanguages) {
    const w = words[language];
    const paragraphs = [w.dear, w.leads[key], w.details];
    if (key !== 'bookings.cancellation') paragraphs.push(w.adjustments);
    paragraphs.push(w.portal);
    texts[language] = { subject: w.subjects[key], paragraphs };
  }
  return kindOf('candidate', key, { ...placeholders }, texts, { sample });
}

export const bookingKinds: EmailKind[] = [
  bookingKind('bookings.invitation'),
  bookingKind('bookings.cancellation'),
  bookingKind('bookings.reminder'),
];
