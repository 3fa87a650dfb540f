/**
 * Links that grant access (password reset, invitation, and any added later) are composed with
 * placeholders: the stored message says `…/reset-password?token={{secret:reset}}` and the value
 * sits beside it until delivery. Staff and logs see the mask; only the SMTP copy has the value.
 */
export const MASK = '••••';

const placeholder = /\{\{secret:([a-z][\w-]*)\}\}/g;

/** The placeholder for the secret `name`, to write inside a link. */
export function secret(name: string): string {
  return `{{secret:${name}}}`;
}

interface Parts {
  subject: string;
  text: string;
  html?: string | null | undefined;
}

/**
 * The message with each placeholder replaced by its URL-encoded value ('real', for delivery) or
 * by the mask ('masked', for people and logs). Refuses a message that could leak: a secret's value
 * written outside its placeholder, or a placeholder without its value when delivering.
 */
export function renderMail(
  parts: Parts,
  secrets: Record<string, string> | null,
  mode: 'real' | 'masked',
): { subject: string; text: string; html: string | null } {
  const fill = (template: string) =>
    template.replace(placeholder, (_, name: string) => {
      if (mode === 'masked') return MASK;
      const value = secrets?.[name];
      if (value === undefined)
        throw new Error(`The secret ${name} is missing (already delivered?)`);
      return encodeURIComponent(value);
    });
  if (mode === 'real') {
    for (const value of Object.values(secrets ?? {})) {
      if ([parts.subject, parts.text, parts.html ?? ''].some((s) => s.includes(value)))
        throw new Error('A secret must appear only through its placeholder');
    }
  }
  return {
    subject: parts.subject.replace(placeholder, MASK),
    text: fill(parts.text),
    html: parts.html ? fill(parts.html) : null,
  };
}
