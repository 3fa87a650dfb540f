import {
  updateCandidateInputSchema,
  type Candidate,
  type UpdateCandidateInput,
} from '@careers/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

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
  };
}

const orNull = (v: string) => (v.trim() ? v.trim() : null);

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
    links: f.links.filter((l) => l.label.trim() || l.url.trim()),
  };
}

/** Validates the payload with the contract's schema and puts each issue on its form field. */
export const profileResolver: Resolver<ProfileForm> = async (values) => {
  const result = updateCandidateInputSchema.safeParse(toPayload(values));
  if (result.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String);
    if (path.length === 0) continue;
    let node = errors;
    path.slice(0, -1).forEach((part) => {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    });
    node[path.at(-1)!] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<ProfileForm> };
};
