import type { MailLanguage } from '@careers/contracts';
import { body, type EmailKind } from './kind.ts';

/* What employer contacts are told: decisions on their vacancies and organisation, shares. */

type Texts = Record<MailLanguage, { subject: string; paragraphs: string[] }>;

function kind(
  key: string,
  placeholders: EmailKind['placeholders'],
  texts: Texts,
  extra: Partial<Pick<EmailKind, 'required' | 'sample'>> = {},
): EmailKind {
  const defaults = {} as EmailKind['defaults'];
  for (const language of Object.keys(texts) as MailLanguage[]) {
    const t = texts[language];
    defaults[language] = { subject: t.subject, body: body(language, ...t.paragraphs) };
  }
  return {
    key,
    audience: 'employer',
    placeholders,
    required: extra.required ?? [],
    record: 'none',
    sample: extra.sample ?? {},
    defaults,
  };
}

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
const langs = Object.keys(dear) as MailLanguage[];

function review(
  decision: string,
  subject: Record<MailLanguage, string>,
  says: Record<MailLanguage, string>,
  note: Record<MailLanguage, string>,
  again: boolean,
): EmailKind {
  const texts = {} as Texts;
  for (const l of langs)
    texts[l] = {
      subject: `{{vacancyTitle}} — ${subject[l]}`,
      paragraphs: [dear[l], says[l], note[l], ...(again ? [editAgain[l]] : []), openIt[l]],
    };
  return kind(
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
const hello = {
  en: 'Dear {{fullName}},',
  fr: 'Bonjour {{fullName}},',
  de: 'Guten Tag {{fullName}},',
  pt: 'Olá {{fullName}},',
  ar: 'مرحبًا {{fullName}}،',
};

const organisationDecisions = [
  kind('organisations.decision.approved', organisationPlaceholders, {
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
  kind('organisations.decision.rejected', organisationPlaceholders, {
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

const reviewCode = kind(
  'shortlists.code',
  { fullName: 'text', organisationName: 'text', code: 'secret', minutes: 'text' },
  {
    en: {
      subject: 'Your code to review candidates shared with {{organisationName}}',
      paragraphs: [
        'Hello {{fullName}},',
        'Your one-time code is {{code}}\nIt works for {{minutes}} minutes. If you did not ask for it, ignore this email.',
      ],
    },
    fr: {
      subject: 'Votre code pour évaluer les candidats partagés avec {{organisationName}}',
      paragraphs: [
        'Bonjour {{fullName}},',
        'Votre code à usage unique est {{code}}\nIl fonctionne pendant {{minutes}} minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail.',
      ],
    },
    de: {
      subject: 'Ihr Code, um die mit {{organisationName}} geteilten Kandidaten zu bewerten',
      paragraphs: [
        'Guten Tag {{fullName}},',
        'Ihr Einmalcode lautet {{code}}\nEr gilt {{minutes}} Minuten. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.',
      ],
    },
    pt: {
      subject: 'O seu código para avaliar os candidatos partilhados com {{organisationName}}',
      paragraphs: [
        'Olá {{fullName}},',
        'O seu código de utilização única é {{code}}\nFunciona durante {{minutes}} minutos. Se não o pediu, ignore este e-mail.',
      ],
    },
    ar: {
      subject: 'رمزك لمراجعة المرشحين الذين تمت مشاركتهم مع {{organisationName}}',
      paragraphs: [
        'مرحبًا {{fullName}}،',
        'رمزك لمرة واحدة هو {{code}}\nيعمل لمدة {{minutes}} دقيقة. إذا لم تطلبه، فتجاهل هذه الرسالة.',
      ],
    },
  },
  { required: ['code'], sample: { organisationName: 'Acme Ltd', code: '123456', minutes: '10' } },
);

const shared = {
  en: {
    subject: 'Candidates shared with {{organisationName}} for your feedback',
    intro:
      'The University Careers Service has shared {{count}} candidate(s) with you: {{shortlistTitle}}.',
    link: 'Open the review page: {{link}}\nIt works until {{expires}}. When you open it we email you a one-time code.',
    portal: 'See them in your employer portal: {{link}}',
  },
  fr: {
    subject: 'Candidats partagés avec {{organisationName}} pour avis',
    intro:
      'Le Service carrières de l’université a partagé {{count}} candidat(s) avec vous : {{shortlistTitle}}.',
    link: 'Ouvrez la page d’évaluation : {{link}}\nElle fonctionne jusqu’au {{expires}}. À l’ouverture, nous vous envoyons un code à usage unique.',
    portal: 'Consultez-les dans votre portail employeur : {{link}}',
  },
  de: {
    subject: 'Mit {{organisationName}} geteilte Kandidaten zur Rückmeldung',
    intro:
      'Der Career Service der Universität hat {{count}} Kandidat(en) mit Ihnen geteilt: {{shortlistTitle}}.',
    link: 'Öffnen Sie die Bewertungsseite: {{link}}\nSie gilt bis {{expires}}. Beim Öffnen senden wir Ihnen einen Einmalcode.',
    portal: 'Sehen Sie sie in Ihrem Arbeitgeberportal: {{link}}',
  },
  pt: {
    subject: 'Candidatos partilhados com {{organisationName}} para a sua opinião',
    intro:
      'O Serviço de Carreiras da Universidade partilhou {{count}} candidato(s) consigo: {{shortlistTitle}}.',
    link: 'Abra a página de avaliação: {{link}}\nFunciona até {{expires}}. Ao abri-la, enviamos-lhe um código de utilização única.',
    portal: 'Veja-os no seu portal de empregador: {{link}}',
  },
  ar: {
    subject: 'مرشحون تمت مشاركتهم مع {{organisationName}} لإبداء رأيك',
    intro: 'شاركت خدمة التوظيف الجامعية معك {{count}} مرشحًا: {{shortlistTitle}}.',
    link: 'افتح صفحة المراجعة: {{link}}\nتعمل حتى {{expires}}. عند فتحها نرسل إليك رمزًا لمرة واحدة.',
    portal: 'اطّلع عليهم في بوابة صاحب العمل: {{link}}',
  },
};

function shareKind(via: 'link' | 'portal'): EmailKind {
  const texts = {} as Texts;
  for (const l of langs) {
    const s = shared[l];
    texts[l] = {
      subject: s.subject,
      paragraphs: [hello[l], s.intro, '{{message}}', via === 'link' ? s.link : s.portal],
    };
  }
  return kind(
    `shortlists.share.${via}`,
    {
      fullName: 'text',
      organisationName: 'text',
      count: 'text',
      shortlistTitle: 'text',
      message: 'text',
      ...(via === 'link' ? { expires: 'text' as const } : {}),
      link: 'url',
    },
    texts,
    {
      required: ['link'],
      sample: { organisationName: 'Acme Ltd', count: '2', shortlistTitle: 'Graduate Analyst' },
    },
  );
}

export const employerKinds: EmailKind[] = [
  ...vacancyReview,
  ...organisationDecisions,
  reviewCode,
  shareKind('link'),
  shareKind('portal'),
];
