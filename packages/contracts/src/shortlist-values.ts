// Shortlists' value lists and limits, without zod: screens that only show records read them
// without the form code (shortlists.ts builds the schemas from them).

/**
 * Shortlists: applications staff share with an organisation for feedback, in the employer portal
 * (`via: 'portal'`, every contact with an account sees it) or by a review link for one named
 * contact without an account (`via: 'link'`, opened with a one-time code mailed to them).
 */
export const shortlistVias = ['portal', 'link'] as const;
export type ShortlistVia = (typeof shortlistVias)[number];

/** A review link lasts at most this many days. */
export const REVIEW_LINK_MAX_DAYS = 60;
/** The one-time code of a review link: its length, life and how many tries it allows. */
export const REVIEW_CODE_LENGTH = 6;
export const REVIEW_CODE_MINUTES = 10;
export const REVIEW_CODE_ATTEMPTS = 5;

/** The header a review session travels in. */
export const REVIEW_SESSION_HEADER = 'x-review-session';

/** An address shown masked: the first letter of the name and the whole domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '••••';
  return `${email[0]}••••${email.slice(at)}`;
}
