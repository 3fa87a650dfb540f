import type { EmailKind } from './kind.ts';

/* The emails that carry a link to an account: reset, address confirmation, invitations. */

const p = (...paragraphs: string[]) => paragraphs.join('\n\n');

const reset: EmailKind = {
  key: 'auth.reset',
  audience: 'candidate',
  placeholders: { fullName: 'text', role: 'text', minutes: 'text', link: 'url' },
  required: ['link'],
  record: 'none',
  sample: { role: 'candidate', minutes: '30' },
  defaults: {
    en: {
      subject: 'Reset your Careers Service password',
      body: p(
        'Hello {{fullName}},',
        'Someone (we hope you) asked to reset the password of your {{role}} account.\nChoose a new password within {{minutes}} minutes: {{link}}',
        'The link works once. If you did not ask for it, ignore this email: nothing changes.',
      ),
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe du Service carrières',
      body: p(
        'Bonjour {{fullName}},',
        'Quelqu’un (vous, nous l’espérons) a demandé à réinitialiser le mot de passe de votre compte.\nChoisissez un nouveau mot de passe dans les {{minutes}} minutes : {{link}}',
        'Le lien ne fonctionne qu’une fois. Si vous n’avez rien demandé, ignorez cet e-mail : rien ne change.',
      ),
    },
    de: {
      subject: 'Setzen Sie Ihr Passwort für den Career Service zurück',
      body: p(
        'Guten Tag {{fullName}},',
        'Jemand (hoffentlich Sie) hat das Zurücksetzen des Passworts Ihres Kontos angefordert.\nWählen Sie innerhalb von {{minutes}} Minuten ein neues Passwort: {{link}}',
        'Der Link funktioniert einmal. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
      ),
    },
    pt: {
      subject: 'Redefina a sua palavra-passe do Serviço de Carreiras',
      body: p(
        'Olá {{fullName}},',
        'Alguém (esperamos que tenha sido você) pediu para redefinir a palavra-passe da sua conta.\nEscolha uma nova palavra-passe dentro de {{minutes}} minutos: {{link}}',
        'A ligação funciona uma vez. Se não fez este pedido, ignore este e-mail: nada muda.',
      ),
    },
    ar: {
      subject: 'أعد تعيين كلمة مرور خدمة التوظيف',
      body: p(
        'مرحبًا {{fullName}}،',
        'طلب أحدهم (نأمل أن تكون أنت) إعادة تعيين كلمة مرور حسابك.\nاختر كلمة مرور جديدة خلال {{minutes}} دقيقة: {{link}}',
        'يعمل الرابط مرة واحدة. إذا لم تطلبه، فتجاهل هذه الرسالة: لن يتغير شيء.',
      ),
    },
  },
};

/** A confirmation email: the line before the link says what confirming lets one do. */
function verifyKind(
  key: string,
  audience: EmailKind['audience'],
  purpose: Record<keyof EmailKind['defaults'], string>,
  notYou: Record<keyof EmailKind['defaults'], string>,
): EmailKind {
  const closing = {
    en: `The link works once, for {{hours}} hours. If you did not ${notYou.en}, ignore this email.`,
    fr: `Le lien fonctionne une fois, pendant {{hours}} heures. Si vous n’avez pas ${notYou.fr}, ignorez cet e-mail.`,
    de: `Der Link funktioniert einmal, {{hours}} Stunden lang. Wenn Sie sich nicht ${notYou.de}, ignorieren Sie diese E-Mail.`,
    pt: `A ligação funciona uma vez, durante {{hours}} horas. Se não pretendia ${notYou.pt}, ignore este e-mail.`,
    ar: `يعمل الرابط مرة واحدة لمدة {{hours}} ساعة. إذا لم ${notYou.ar}، فتجاهل هذه الرسالة.`,
  };
  return {
    key,
    audience,
    placeholders: { fullName: 'text', hours: 'text', link: 'url' },
    required: ['link'],
    record: 'none',
    sample: { hours: '48' },
    defaults: {
      en: {
        subject: 'Confirm your email address for the Careers Service',
        body: p('Hello {{fullName}},', `${purpose.en}\n{{link}}`, closing.en),
      },
      fr: {
        subject: 'Confirmez votre adresse e-mail pour le Service carrières',
        body: p('Bonjour {{fullName}},', `${purpose.fr}\n{{link}}`, closing.fr),
      },
      de: {
        subject: 'Bestätigen Sie Ihre E-Mail-Adresse für den Career Service',
        body: p('Guten Tag {{fullName}},', `${purpose.de}\n{{link}}`, closing.de),
      },
      pt: {
        subject: 'Confirme o seu endereço de e-mail para o Serviço de Carreiras',
        body: p('Olá {{fullName}},', `${purpose.pt}\n{{link}}`, closing.pt),
      },
      ar: {
        subject: 'أكّد عنوان بريدك الإلكتروني لخدمة التوظيف',
        body: p('مرحبًا {{fullName}}،', `${purpose.ar}\n{{link}}`, closing.ar),
      },
    },
  };
}

const verifyCandidate = verifyKind(
  'auth.verify',
  'candidate',
  {
    en: 'Confirm your email address to apply for vacancies through the Careers Service:',
    fr: 'Confirmez votre adresse e-mail pour postuler aux offres via le Service carrières :',
    de: 'Bestätigen Sie Ihre E-Mail-Adresse, um sich über den Career Service zu bewerben:',
    pt: 'Confirme o seu endereço de e-mail para se candidatar a vagas através do Serviço de Carreiras:',
    ar: 'أكّد عنوان بريدك الإلكتروني لتتقدم إلى الوظائف عبر خدمة التوظيف:',
  },
  {
    en: 'create an account',
    fr: 'créé de compte',
    de: 'registriert haben',
    pt: 'criar uma conta',
    ar: 'تنشئ حسابًا',
  },
);

const verifyEmployer = verifyKind(
  'employers.verify',
  'employer',
  {
    en: 'Confirm your email address to sign in to the Careers Service employer portal:',
    fr: 'Confirmez votre adresse e-mail pour vous connecter au portail employeurs du Service carrières :',
    de: 'Bestätigen Sie Ihre E-Mail-Adresse, um sich im Arbeitgeberportal des Career Service anzumelden:',
    pt: 'Confirme o seu endereço de e-mail para entrar no portal de empregadores do Serviço de Carreiras:',
    ar: 'أكّد عنوان بريدك الإلكتروني لتسجيل الدخول إلى بوابة أصحاب العمل في خدمة التوظيف:',
  },
  {
    en: 'register',
    fr: 'créé de compte',
    de: 'registriert haben',
    pt: 'registar-se',
    ar: 'تسجّل',
  },
);

const staffInvitation: EmailKind = {
  key: 'auth.invitation',
  audience: 'staff',
  placeholders: { inviterName: 'text', days: 'text', link: 'url' },
  required: ['link'],
  record: 'none',
  sample: { days: '7' },
  defaults: {
    en: {
      subject: 'You are invited to the Careers Service dashboard',
      body: p(
        '{{inviterName}} has invited you to join the Careers Service dashboard as an admin.',
        'Create your account within {{days}} days: {{link}}',
        'The link works once, for this email address only.',
      ),
    },
    fr: {
      subject: 'Vous êtes invité·e sur le tableau de bord du Service carrières',
      body: p(
        '{{inviterName}} vous invite à rejoindre le tableau de bord du Service carrières en tant qu’administrateur.',
        'Créez votre compte dans les {{days}} jours : {{link}}',
        'Le lien ne fonctionne qu’une fois, pour cette adresse e-mail uniquement.',
      ),
    },
    de: {
      subject: 'Einladung zum Dashboard des Career Service',
      body: p(
        '{{inviterName}} hat Sie als Administrator zum Dashboard des Career Service eingeladen.',
        'Erstellen Sie Ihr Konto innerhalb von {{days}} Tagen: {{link}}',
        'Der Link funktioniert einmal und nur für diese E-Mail-Adresse.',
      ),
    },
    pt: {
      subject: 'Foi convidado(a) para o painel do Serviço de Carreiras',
      body: p(
        '{{inviterName}} convidou-o(a) a juntar-se ao painel do Serviço de Carreiras como administrador.',
        'Crie a sua conta dentro de {{days}} dias: {{link}}',
        'A ligação funciona uma vez, apenas para este endereço de e-mail.',
      ),
    },
    ar: {
      subject: 'أنت مدعو إلى لوحة تحكم خدمة التوظيف',
      body: p(
        'دعاك {{inviterName}} للانضمام إلى لوحة تحكم خدمة التوظيف بصفة مسؤول.',
        'أنشئ حسابك خلال {{days}} يومًا: {{link}}',
        'يعمل الرابط مرة واحدة ولهذا العنوان فقط.',
      ),
    },
  },
};

const employerInvitation: EmailKind = {
  key: 'employers.invitation',
  audience: 'employer',
  placeholders: {
    fullName: 'text',
    inviterName: 'text',
    organisationName: 'text',
    days: 'text',
    link: 'url',
  },
  required: ['link'],
  record: 'none',
  sample: { organisationName: 'Acme Ltd', days: '14' },
  defaults: {
    en: {
      subject: 'Join {{organisationName}} on the Careers Service',
      body: p(
        'Hello {{fullName}},',
        '{{inviterName}} has invited you to join {{organisationName}} as an employer contact on the Careers Service.\nCreate your account within {{days}} days: {{link}}',
        'The link works once, for this email address only.',
      ),
    },
    fr: {
      subject: 'Rejoignez {{organisationName}} sur le Service carrières',
      body: p(
        'Bonjour {{fullName}},',
        '{{inviterName}} vous invite à rejoindre {{organisationName}} en tant que contact employeur sur le Service carrières.\nCréez votre compte dans les {{days}} jours : {{link}}',
        'Le lien ne fonctionne qu’une fois, pour cette adresse e-mail uniquement.',
      ),
    },
    de: {
      subject: 'Treten Sie {{organisationName}} beim Career Service bei',
      body: p(
        'Guten Tag {{fullName}},',
        '{{inviterName}} hat Sie als Arbeitgeberkontakt von {{organisationName}} zum Career Service eingeladen.\nErstellen Sie Ihr Konto innerhalb von {{days}} Tagen: {{link}}',
        'Der Link funktioniert einmal und nur für diese E-Mail-Adresse.',
      ),
    },
    pt: {
      subject: 'Junte-se a {{organisationName}} no Serviço de Carreiras',
      body: p(
        'Olá {{fullName}},',
        '{{inviterName}} convidou-o(a) a juntar-se a {{organisationName}} como contacto de empregador no Serviço de Carreiras.\nCrie a sua conta dentro de {{days}} dias: {{link}}',
        'A ligação funciona uma vez, apenas para este endereço de e-mail.',
      ),
    },
    ar: {
      subject: 'انضم إلى {{organisationName}} في خدمة التوظيف',
      body: p(
        'مرحبًا {{fullName}}،',
        'دعاك {{inviterName}} للانضمام إلى {{organisationName}} بصفة جهة اتصال لصاحب العمل في خدمة التوظيف.\nأنشئ حسابك خلال {{days}} يومًا: {{link}}',
        'يعمل الرابط مرة واحدة ولهذا العنوان فقط.',
      ),
    },
  },
};

export const accountKinds: EmailKind[] = [
  reset,
  verifyCandidate,
  verifyEmployer,
  staffInvitation,
  employerInvitation,
];
