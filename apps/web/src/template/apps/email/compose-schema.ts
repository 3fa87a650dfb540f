import { z } from 'zod';
import { requiredText } from '../shared/schema-parts.ts';

/** Addresses typed as a list: commas, semicolons or spaces between them. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[,;\s]+/)
    .map((a) => a.trim())
    .filter(Boolean);
}

const isEmail = (address: string) => z.email().safeParse(address).success;

const addressList = (required: boolean) =>
  z.string().superRefine((text, ctx) => {
    const list = splitAddresses(text);
    if (required && list.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'email.composer.errors.toRequired' });
      return;
    }
    if (list.some((a) => !isEmail(a))) {
      ctx.addIssue({ code: 'custom', message: 'email.composer.errors.invalidAddress' });
    }
  });

// Messages are translation keys; the dialog translates them.
export const composeMailSchema = z.object({
  to: addressList(true),
  cc: addressList(false),
  bcc: addressList(false),
  subject: requiredText('email.composer.errors.subjectRequired'),
  body: z.string(),
});

export type ComposeMail = z.infer<typeof composeMailSchema>;

export const emptyMail: ComposeMail = { to: '', cc: '', bcc: '', subject: '', body: '' };

/** '1.2 MB' style sizes for the attachment list. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
