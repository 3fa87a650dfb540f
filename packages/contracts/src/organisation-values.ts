// The organisations' value lists and rules, without zod: screens that only show records load
// them without the form code (organisations.ts builds the schemas from them).

/**
 * Organisations are the companies vacancies belong to; employer contacts sign in for them.
 * A newcomer's organisation is pending until staff approve it; suspending one pauses its open
 * vacancies, revokes its review links and ends its contacts' sessions.
 */
export const organisationStatuses = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type OrganisationStatus = (typeof organisationStatuses)[number];

/** Head counts, as employers state them on registration forms. */
export const organisationSizes = ['micro', 'small', 'medium', 'large'] as const;
export type OrganisationSize = (typeof organisationSizes)[number];

/** Staff decisions on an organisation and the states they lead to. */
const organisationMoves: Record<OrganisationStatus, readonly OrganisationStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['suspended'],
  rejected: ['approved'],
  suspended: ['approved'],
};
export function nextOrganisationStatuses(from: OrganisationStatus): readonly OrganisationStatus[] {
  return organisationMoves[from];
}
/** Rejecting and suspending need a reason the organisation's contacts are told. */
export const organisationStatusesNeedingReason: readonly OrganisationStatus[] = [
  'rejected',
  'suspended',
];

/** Logos: raster images only, judged by their bytes (an SVG can carry script). */
export const organisationLogoTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const MAX_LOGO_BYTES = 1024 * 1024;

const LEGAL_SUFFIX = /\s+(?:ltd|limited|plc|llp|inc|gmbh|sa|sas|bv)$/;

/**
 * The key two organisation names are the same by: case, punctuation and a legal suffix such as
 * Ltd, Limited or PLC ignored ("Acme Ltd." and "ACME limited" are one organisation).
 */
export function organisationNameKey(name: string): string {
  let key = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  while (LEGAL_SUFFIX.test(key)) key = key.replace(LEGAL_SUFFIX, '').trim();
  return key;
}

/** A website's host without `www.`, lower-cased, or null when there is no usable host. */
export function websiteHostKey(website: string | null | undefined): string | null {
  if (!website) return null;
  const trimmed = website.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    const host = url.hostname
      .toLowerCase()
      .replace(/^www\./, '')
      .replace(/\.$/, '');
    return host || null;
  } catch {
    return null;
  }
}

/** The notice the apply dialog shows: the version an application records, and what it shares. */
export const SHARING_NOTICE_VERSION = '2026-12';
/**
 * What each version of the notice told the candidate is shared beyond the name, cover note,
 * documents and profile fields: from 2026-12 it names the answers to the vacancy's screening
 * questions. An application made under an older (or unknown) notice never shares them.
 */
export const sharingNotices: Readonly<Record<string, { includeScreeningAnswers: boolean }>> = {
  '2026-11': { includeScreeningAnswers: false },
  '2026-12': { includeScreeningAnswers: true },
};
export function noticeSharesScreeningAnswers(version: string | null | undefined): boolean {
  return (
    (version &&
      Object.hasOwn(sharingNotices, version) &&
      sharingNotices[version]?.includeScreeningAnswers) === true
  );
}
/** The profile fields a shared application shows the employer (the notice names them). */
export const sharedProfileFields = ['programme', 'level', 'graduationYear', 'skills'] as const;

/** An employer's answer on a shared candidate. */
export const shortlistFeedbacks = ['interested', 'maybe', 'not_interested'] as const;
export type ShortlistFeedback = (typeof shortlistFeedbacks)[number];

/** Review links (for a contact without an account) last this long unless staff choose. */
export const REVIEW_LINK_DEFAULT_DAYS = 14;
