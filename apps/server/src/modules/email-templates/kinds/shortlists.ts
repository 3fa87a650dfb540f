import { hello } from './employers.ts';
import { kindLanguages, kindOf, type EmailKind, type KindTexts } from './kind.ts';

/* What an organisation's contacts are told of shared candidates: the share, the review code. */

const reviewCode = kindOf(
  'employer',
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
  const texts = {} as KindTexts;
  for (const l of kindLanguages) {
    const s = shared[l];
    texts[l] = {
      subject: s.subject,
      paragraphs: [hello[l], s.intro, '{{message}}', via === 'link' ? s.link : s.portal],
    };
  }
  return kindOf(
    'employer',
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

export const shortlistKinds: EmailKind[] = [reviewCode, shareKind('link'), shareKind('portal')];
