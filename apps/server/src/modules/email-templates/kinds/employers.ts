import type { MailLanguage } from '@careers/contracts';
import { kindLanguages, kindOf, type EmailKind, type KindTexts } from './kind.ts';

/* What employer contacts are told: decisions on their vacancies and organisation (shares: shortlists.ts). */

const dear = {
  en: 'Dear {{firstName}},',
  fr: 'Bonjour {{firstName}},',
  de: 'Guten Tag {{firstName}},',
  pt: 'Olá {{firstName}},',
  ar: 'مرحبًا {{firstName}}،',
};
const openIt = {
  en: 'Open it at {{link}}',
  fr: 'Ouvrez-la sur {{link}}',
  de: 'Öffnen Sie sie hier: {{link}}',
  pt: 'Abra-a em {{link}}',
  ar: 'افتحها على {{link}}',
};
const editAgain = {
  en: 'You can edit the vacancy and submit it for approval again.',
  fr: 'Vous pouvez modifier l’offre et la soumettre de nouveau pour approbation.',
  de: 'Sie können die Stelle bearbeiten und erneut zur Freigabe einreichen.',
  pt: 'Pode editar a vaga e submetê-la novamente para aprovação.',
  ar: 'يمكنك تعديل الوظيفة وإرسالها للموافقة مرة أخرى.',
};
const noteOf = {
  en: "The careers service's note: {{note}}",
  fr: 'La note du service carrières : {{note}}',
  de: 'Die Notiz des Career Service: {{note}}',
  pt: 'A nota do serviço de carreiras: {{note}}',
  ar: 'ملاحظة خدمة التوظيف: {{note}}',
};
const reasonOf = {
  en: 'The reason: {{note}}',
  fr: 'La raison : {{note}}',
  de: 'Der Grund: {{note}}',
  pt: 'O motivo: {{note}}',
  ar: 'السبب: {{note}}',
};

function review(
  decision: string,
  subject: Record<MailLanguage, string>,
  says: Record<MailLanguage, string>,
  note: Record<MailLanguage, string>,
  again: boolean,
): EmailKind {
  const texts = {} as KindTexts;
  for (const l of kindLanguages)
    texts[l] = {
      subject: `{{vacancyTitle}} — ${subject[l]}`,
      paragraphs: [dear[l], says[l], note[l], ...(again ? [editAgain[l]] : []), openIt[l]],
    };
  return kindOf(
    'employer',
    `vacancies.review.${decision}`,
    { firstName: 'text', vacancyTitle: 'text', note: 'text', link: 'url' },
    texts,
    { sample: { vacancyTitle: 'Graduate Analyst', note: '' } },
  );
}

const vacancyReview = [
  review(
    'approve',
    {
      en: 'Approved and published',
      fr: 'Approuvée et publiée',
      de: 'Freigegeben und veröffentlicht',
      pt: 'Aprovada e publicada',
      ar: 'تمت الموافقة والنشر',
    },
    {
      en: 'Your vacancy "{{vacancyTitle}}" has been approved: it is now open to students.',
      fr: 'Votre offre « {{vacancyTitle}} » a été approuvée : elle est désormais ouverte aux étudiants.',
      de: 'Ihre Stelle „{{vacancyTitle}}“ wurde freigegeben: Sie ist jetzt für Studierende offen.',
      pt: 'A sua vaga "{{vacancyTitle}}" foi aprovada: já está aberta aos estudantes.',
      ar: 'تمت الموافقة على وظيفتك "{{vacancyTitle}}": أصبحت الآن متاحة للطلاب.',
    },
    noteOf,
    false,
  ),
  review(
    'request_changes',
    {
      en: 'Changes requested',
      fr: 'Modifications demandées',
      de: 'Änderungen erbeten',
      pt: 'Alterações pedidas',
      ar: 'مطلوب تعديلات',
    },
    {
      en: 'The careers service asks for changes to your vacancy "{{vacancyTitle}}" before it can be published.',
      fr: 'Le service carrières demande des modifications à votre offre « {{vacancyTitle}} » avant sa publication.',
      de: 'Der Career Service bittet um Änderungen an Ihrer Stelle „{{vacancyTitle}}“, bevor sie veröffentlicht werden kann.',
      pt: 'O serviço de carreiras pede alterações à sua vaga "{{vacancyTitle}}" antes de a publicar.',
      ar: 'تطلب خدمة التوظيف تعديلات على وظيفتك "{{vacancyTitle}}" قبل نشرها.',
    },
    noteOf,
    true,
  ),
  review(
    'decline',
    { en: 'Declined', fr: 'Refusée', de: 'Abgelehnt', pt: 'Recusada', ar: 'مرفوضة' },
    {
      en: 'Your vacancy "{{vacancyTitle}}" has been declined.',
      fr: 'Votre offre « {{vacancyTitle}} » a été refusée.',
      de: 'Ihre Stelle „{{vacancyTitle}}“ wurde abgelehnt.',
      pt: 'A sua vaga "{{vacancyTitle}}" foi recusada.',
      ar: 'تم رفض وظيفتك "{{vacancyTitle}}".',
    },
    reasonOf,
    true,
  ),
];

const organisationPlaceholders = {
  fullName: 'text',
  organisationName: 'text',
  reason: 'text',
  link: 'url',
} as const;
export const hello = {
  en: 'Dear {{fullName}},',
  fr: 'Bonjour {{fullName}},',
  de: 'Guten Tag {{fullName}},',
  pt: 'Olá {{fullName}},',
  ar: 'مرحبًا {{fullName}}،',
};

const organisationDecisions = [
  kindOf('employer', 'organisations.decision.approved', organisationPlaceholders, {
    en: {
      subject: '{{organisationName}} is approved',
      paragraphs: [
        hello.en,
        '{{organisationName}} has been approved on the University Careers Service. You can now sign in and publish vacancies.',
        '{{link}}',
      ],
    },
    fr: {
      subject: '{{organisationName}} est approuvée',
      paragraphs: [
        hello.fr,
        '{{organisationName}} a été approuvée sur le Service carrières de l’université. Vous pouvez maintenant vous connecter et publier des offres.',
        '{{link}}',
      ],
    },
    de: {
      subject: '{{organisationName}} ist freigegeben',
      paragraphs: [
        hello.de,
        '{{organisationName}} wurde beim Career Service der Universität freigegeben. Sie können sich jetzt anmelden und Stellen veröffentlichen.',
        '{{link}}',
      ],
    },
    pt: {
      subject: '{{organisationName}} foi aprovada',
      paragraphs: [
        hello.pt,
        '{{organisationName}} foi aprovada no Serviço de Carreiras da Universidade. Já pode entrar e publicar vagas.',
        '{{link}}',
      ],
    },
    ar: {
      subject: 'تمت الموافقة على {{organisationName}}',
      paragraphs: [
        hello.ar,
        'تمت الموافقة على {{organisationName}} في خدمة التوظيف الجامعية. يمكنك الآن تسجيل الدخول ونشر الوظائف.',
        '{{link}}',
      ],
    },
  }),
  kindOf('employer', 'organisations.decision.rejected', organisationPlaceholders, {
    en: {
      subject: '{{organisationName}}: registration not approved',
      paragraphs: [
        hello.en,
        '{{organisationName}} has not been approved on the University Careers Service.',
        'Reason: {{reason}}',
        '{{link}}',
      ],
    },
    fr: {
      subject: '{{organisationName}} : inscription non approuvée',
      paragraphs: [
        hello.fr,
        '{{organisationName}} n’a pas été approuvée sur le Service carrières de l’université.',
        'Raison : {{reason}}',
        '{{link}}',
      ],
    },
    de: {
      subject: '{{organisationName}}: Registrierung nicht freigegeben',
      paragraphs: [
        hello.de,
        '{{organisationName}} wurde beim Career Service der Universität nicht freigegeben.',
        'Grund: {{reason}}',
        '{{link}}',
      ],
    },
    pt: {
      subject: '{{organisationName}}: registo não aprovado',
      paragraphs: [
        hello.pt,
        '{{organisationName}} não foi aprovada no Serviço de Carreiras da Universidade.',
        'Motivo: {{reason}}',
        '{{link}}',
      ],
    },
    ar: {
      subject: '{{organisationName}}: لم تتم الموافقة على التسجيل',
      paragraphs: [
        hello.ar,
        'لم تتم الموافقة على {{organisationName}} في خدمة التوظيف الجامعية.',
        'السبب: {{reason}}',
        '{{link}}',
      ],
    },
  }),
];

export const employerKinds: EmailKind[] = [...vacancyReview, ...organisationDecisions];
