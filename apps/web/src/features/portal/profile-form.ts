import {
  updateCandidateInputSchema,
  type Candidate,
  type MailLanguage,
  type UpdateCandidateInput,
} from '@careers/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import i18n from 'i18next';
import { issueMessage } from '../../core/forms/zod-messages.ts';

/** The profile form keeps text in text fields; the payload is what the contract expects. */
export interface ProfileForm {
  fullName: string;
  phone: string;
  programme: string;
  level: '' | NonNullable<Candidate['level']>;
  graduationYear: string;
  skills: string[];
  bio: string;
  links: { label: string; url: string }[];
  /** The language of the student's emails. */
  language: MailLanguage;
}

export function toForm(c: Candidate): ProfileForm {
  return {
    fullName: c.fullName,
    phone: c.phone ?? '',
    programme: c.programme ?? '',
    level: c.level ?? '',
    graduationYear: c.graduationYear ? String(c.graduationYear) : '',
    skills: c.skills,
    bio: c.bio ?? '',
    links: c.links,
    language: c.language,
  };
}

const orNull = (v: string) => (v.trim() ? v.trim() : null);

/** Rows of the links editor the payload keeps (wholly blank rows are dropped), in order. */
function keptLinks(f: ProfileForm): number[] {
  return f.links.flatMap((l, i) => (l.label.trim() || l.url.trim() ? [i] : []));
}

/**
 * A field path of the payload ('links.1.url', from the schema or a server 400) as the form's
 * path: blank rows are not sent, so the payload's link 1 may be the form's link 2.
 */
export function formPath(f: ProfileForm, path: readonly (string | number)[]): string[] {
  const parts = path.map(String);
  if (parts[0] === 'links' && parts[1] !== undefined && /^\d+$/.test(parts[1])) {
    const row = keptLinks(f)[Number(parts[1])];
    if (row !== undefined) parts[1] = String(row);
  }
  return parts;
}

export function toPayload(f: ProfileForm): UpdateCandidateInput {
  const year = f.graduationYear.trim();
  return {
    fullName: f.fullName,
    phone: orNull(f.phone),
    programme: orNull(f.programme),
    level: f.level || null,
    graduationYear: year ? Number(year) : null,
    skills: f.skills,
    bio: orNull(f.bio),
    links: keptLinks(f).map((i) => f.links[i]!),
    language: f.language,
  };
}

/**
 * Validates the payload with the contract's schema and puts each issue on its form field, in the
 * reader's language (the web's error map, core/forms/zod-messages.ts).
 */
export const profileResolver: Resolver<ProfileForm> = async (values) => {
  const payload = toPayload(values);
  const result = updateCandidateInputSchema.safeParse(payload);
  if (result.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of result.error.issues) {
    const path = formPath(values, issue.path as (string | number)[]);
    if (path.length === 0) continue;
    let node = errors;
    path.slice(0, -1).forEach((part) => {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    });
    node[path.at(-1)!] ??= { type: issue.code, message: issueMessage(issue, i18n.t, payload) };
  }
  return { values: {}, errors: errors as FieldErrors<ProfileForm> };
};
