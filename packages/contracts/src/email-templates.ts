import { z } from 'zod';
import { exportLanguages } from './export-columns.ts';

/** The languages automatic emails are written in (the web's five). */
export const mailLanguages = exportLanguages;
export type MailLanguage = (typeof mailLanguages)[number];
export const mailLanguageSchema = z.enum(mailLanguages);

/** Who reads a kind of email. */
export const emailAudiences = ['candidate', 'staff', 'employer'] as const;
export type EmailAudience = (typeof emailAudiences)[number];

export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_BODY_MAX = 10_000;

/** One kind of automatic email in one language, as the list shows it. */
export const emailTemplateSummarySchema = z.object({
  kind: z.string(),
  language: mailLanguageSchema,
  audience: z.enum(emailAudiences),
  subject: z.string(),
  /** Staff saved their own wording (false: the default is used). */
  customised: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type EmailTemplateSummary = z.infer<typeof emailTemplateSummarySchema>;

export const emailTemplateListSchema = z.object({ data: z.array(emailTemplateSummarySchema) });
export type EmailTemplateList = z.infer<typeof emailTemplateListSchema>;

export const emailTemplateSchema = emailTemplateSummarySchema.extend({
  body: z.string(),
  defaultSubject: z.string(),
  defaultBody: z.string(),
  /** The placeholders its text may use, `{{name}}` each. */
  placeholders: z.array(z.string()),
  /** Those its body must contain. */
  required: z.array(z.string()),
  /** `application`: a preview takes its values from an application (by id). */
  record: z.enum(['application', 'none']),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

export const emailTemplateParamsSchema = z.object({
  kind: z.string().max(100),
  language: mailLanguageSchema,
});

export const saveEmailTemplateInputSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, 'Enter a subject')
    .max(EMAIL_SUBJECT_MAX, `Subject must be at most ${EMAIL_SUBJECT_MAX} characters`),
  body: z
    .string()
    .trim()
    .min(1, 'Enter the text of the email')
    .max(EMAIL_BODY_MAX, `The text must be at most ${EMAIL_BODY_MAX} characters`),
});
export type SaveEmailTemplateInput = z.infer<typeof saveEmailTemplateInputSchema>;

export const previewEmailTemplateInputSchema = saveEmailTemplateInputSchema.extend({
  /** The application whose values fill the placeholders (for kinds about an application). */
  recordId: z.uuid().optional(),
});
export type PreviewEmailTemplateInput = z.infer<typeof previewEmailTemplateInputSchema>;

/** An email as it would be sent: links that grant access show masked. */
export const emailPreviewSchema = z.object({
  to: z.string().optional(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

/** What a status move would email the candidate, or null when it sends nothing. */
export const statusMovePreviewSchema = z.object({ email: emailPreviewSchema.nullable() });
export type StatusMovePreview = z.infer<typeof statusMovePreviewSchema>;

/** Each language by its own name (shown untranslated, as language choosers do). */
export const mailLanguageNames: Record<MailLanguage, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  ar: 'العربية',
};
