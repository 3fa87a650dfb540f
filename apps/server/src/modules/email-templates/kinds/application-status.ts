import { applicationStatuses, type ApplicationStatus, type MailLanguage } from '@careers/contracts';
import { body, type EmailKind } from './kind.ts';

/** What each status change tells the candidate, per language. */
const headline: Record<MailLanguage, Record<ApplicationStatus, string>> = {
  en: {
    submitted: 'we have received your application',
    under_review: 'your application is being reviewed',
    shortlisted: 'you have been shortlisted',
    interviewing: 'you are invited to interview',
    offered: 'you have received an offer',
    hired: 'congratulations on your new role',
    rejected: 'an update on your application',
    on_hold: 'your application is on hold',
    withdrawn: 'your application has been withdrawn',
  },
  fr: {
    submitted: 'nous avons bien reçu votre candidature',
    under_review: "votre candidature est en cours d'examen",
    shortlisted: 'votre candidature a été présélectionnée',
    interviewing: 'nous vous invitons à un entretien',
    offered: 'vous avez reçu une offre',
    hired: 'félicitations pour votre nouveau poste',
    rejected: 'des nouvelles de votre candidature',
    on_hold: 'votre candidature est en attente',
    withdrawn: 'votre candidature a été retirée',
  },
  de: {
    submitted: 'wir haben Ihre Bewerbung erhalten',
    under_review: 'Ihre Bewerbung wird geprüft',
    shortlisted: 'Sie stehen auf der engeren Auswahl',
    interviewing: 'wir laden Sie zum Vorstellungsgespräch ein',
    offered: 'Sie haben ein Angebot erhalten',
    hired: 'herzlichen Glückwunsch zur neuen Stelle',
    rejected: 'Neuigkeiten zu Ihrer Bewerbung',
    on_hold: 'Ihre Bewerbung ist zurückgestellt',
    withdrawn: 'Ihre Bewerbung wurde zurückgezogen',
  },
  pt: {
    submitted: 'recebemos a sua candidatura',
    under_review: 'a sua candidatura está a ser analisada',
    shortlisted: 'a sua candidatura foi pré-selecionada',
    interviewing: 'convidamo-lo(a) para uma entrevista',
    offered: 'recebeu uma proposta',
    hired: 'parabéns pelo seu novo cargo',
    rejected: 'novidades sobre a sua candidatura',
    on_hold: 'a sua candidatura está em espera',
    withdrawn: 'a sua candidatura foi retirada',
  },
  ar: {
    submitted: 'لقد استلمنا طلبك',
    under_review: 'طلبك قيد المراجعة',
    shortlisted: 'تم إدراجك في القائمة المختصرة',
    interviewing: 'ندعوك إلى مقابلة',
    offered: 'لقد تلقيت عرض عمل',
    hired: 'تهانينا على وظيفتك الجديدة',
    rejected: 'مستجدات بشأن طلبك',
    on_hold: 'طلبك معلّق',
    withdrawn: 'تم سحب طلبك',
  },
};

const frame: Record<
  MailLanguage,
  { dear: string; at: string; feedback: string; follow: string; colon: string }
> = {
  en: {
    dear: 'Dear {{firstName}},',
    at: 'at',
    feedback: "The employer's feedback: {{reason}}",
    follow: 'You can follow your application at {{link}}',
    colon: ':',
  },
  fr: {
    dear: 'Bonjour {{firstName}},',
    at: 'chez',
    feedback: "Le retour de l'employeur : {{reason}}",
    follow: 'Vous pouvez suivre votre candidature sur {{link}}',
    colon: ' :',
  },
  de: {
    dear: 'Guten Tag {{firstName}},',
    at: 'bei',
    feedback: 'Die Rückmeldung des Arbeitgebers: {{reason}}',
    follow: 'Ihre Bewerbung können Sie hier verfolgen: {{link}}',
    colon: ':',
  },
  pt: {
    dear: 'Olá {{firstName}},',
    at: 'em',
    feedback: 'O comentário do empregador: {{reason}}',
    follow: 'Pode acompanhar a sua candidatura em {{link}}',
    colon: ':',
  },
  ar: {
    dear: 'مرحبًا {{firstName}}،',
    at: 'لدى',
    feedback: 'ملاحظات صاحب العمل: {{reason}}',
    follow: 'يمكنك متابعة طلبك على {{link}}',
    colon: ':',
  },
};

const capital = (s: string) => s.replace(/^./, (c) => c.toUpperCase());

function statusKind(status: ApplicationStatus): EmailKind {
  const defaults = {} as EmailKind['defaults'];
  for (const language of Object.keys(frame) as MailLanguage[]) {
    const f = frame[language];
    const role = `{{vacancyTitle}} ${f.at} {{employerName}}`;
    const news = headline[language][status];
    defaults[language] = {
      subject: `${role} — ${capital(news)}`,
      body: body(
        language,
        f.dear,
        `${role}${f.colon} ${news}.`,
        ...(status === 'rejected' ? [f.feedback] : []),
        f.follow,
      ),
    };
  }
  return {
    key: `application.status.${status}`,
    audience: 'candidate',
    placeholders: {
      firstName: 'text',
      candidateName: 'text',
      vacancyTitle: 'text',
      employerName: 'text',
      ...(status === 'rejected' ? { reason: 'text' as const } : {}),
      link: 'url',
    },
    required: [],
    record: 'application',
    sample: {},
    defaults,
  };
}

/** One kind per status an application can reach: the email its candidate gets. */
export const applicationStatusKinds: EmailKind[] = applicationStatuses.map(statusKind);
