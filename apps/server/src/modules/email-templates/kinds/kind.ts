import type { MailLanguage } from '@careers/contracts';
import type { PlaceholderKind, TemplateText } from '../render.ts';

/** Who reads a kind of email: a candidate's mail is in their language, others' in English. */
export type Audience = 'candidate' | 'staff' | 'employer';

/**
 * One kind of automatic email: its placeholders (a link or text), those its template must
 * contain, the record a preview takes its values from, and its default wording per language.
 * Adding a kind is one entry like this in the registry's list (registry.ts).
 */
export interface EmailKind {
  key: string;
  audience: Audience;
  placeholders: Record<string, PlaceholderKind>;
  /** A template without one of these is refused (a reset email without its link is useless). */
  required: string[];
  /** `application`: a preview takes its values from an application chosen by id. */
  record: 'application' | 'none';
  /** Values a preview shows where there is no record to take them from. */
  sample: Record<string, string>;
  defaults: Record<MailLanguage, TemplateText>;
}

/** The sign-off every default ends with. */
export const signOff: Record<MailLanguage, string> = {
  en: 'University Careers Service',
  fr: "Service carrières de l'université",
  de: 'Career Service der Universität',
  pt: 'Serviço de Carreiras da Universidade',
  ar: 'خدمة التوظيف الجامعية',
};

/** A body from its paragraphs (a paragraph's own lines stay together), signed off. */
export function body(language: MailLanguage, ...paragraphs: string[]): string {
  return [...paragraphs, signOff[language]].join('\n\n');
}

/** Every language a default is written in. */
export const kindLanguages = Object.keys(signOff) as MailLanguage[];

/** A kind's default wording per language: its subject and its body's paragraphs. */
export type KindTexts = Record<MailLanguage, { subject: string; paragraphs: string[] }>;

/**
 * A kind, its defaults' bodies made of paragraphs, signed off; with no record to preview from
 * unless `extra.record` names one.
 */
export function kindOf(
  audience: Audience,
  key: string,
  placeholders: EmailKind['placeholders'],
  texts: KindTexts,
  extra: Partial<Pick<EmailKind, 'required' | 'sample' | 'record'>> = {},
): EmailKind {
  const defaults = {} as EmailKind['defaults'];
  for (const language of Object.keys(texts) as MailLanguage[]) {
    const t = texts[language];
    defaults[language] = { subject: t.subject, body: body(language, ...t.paragraphs) };
  }
  return {
    key,
    audience,
    placeholders,
    required: extra.required ?? [],
    record: extra.record ?? 'none',
    sample: extra.sample ?? {},
    defaults,
  };
}
