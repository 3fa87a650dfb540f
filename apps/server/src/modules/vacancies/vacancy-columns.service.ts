import type { UpdateVacancyInput } from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { resolveOrganisationForVacancy } from '../organisations/organisation-profile.service.ts';
import { findOrganisation } from '../organisations/organisations.repository.ts';
import type { NewVacancyRow, VacancyRow } from './vacancies.repository.ts';

/*
 * What a vacancy's columns become: from the input, from its organisation (or, for an employer
 * contact, never from what they may not set), and when it opens.
 */

/** The organisation an employer contact acts for (every contact session carries one). */
export function ownOrganisation(viewer: Viewer): string {
  if (!viewer.organisationId) throw forbidden();
  return viewer.organisationId;
}

// Picks the record's fields one by one, so expectedUpdatedAt (the version an edit was made
// from, checked before writing) is never written to a column.
export function toColumns(input: UpdateVacancyInput): Partial<NewVacancyRow> {
  const c: Partial<NewVacancyRow> = {};
  if (input.title !== undefined) c.title = input.title;
  if (input.employer !== undefined) {
    c.employerName = input.employer.name;
    c.employerWebsite = input.employer.website || null;
    c.employerContactEmail = input.employer.contactEmail || null;
  }
  if (input.location !== undefined) c.location = input.location;
  if (input.workplace !== undefined) c.workplace = input.workplace;
  if (input.type !== undefined) c.type = input.type;
  if (input.sector !== undefined) c.sector = input.sector;
  if (input.description !== undefined) c.description = input.description;
  if (input.salary !== undefined) c.salary = input.salary;
  if (input.positions !== undefined) c.positions = input.positions;
  if (input.closesAt !== undefined) c.closesAt = new Date(input.closesAt);
  if (input.requiredDocuments !== undefined)
    c.requiredDocuments = [...new Set(input.requiredDocuments)];
  if (input.externalApplyUrl !== undefined) c.externalApplyUrl = input.externalApplyUrl || null;
  if (input.eligibility !== undefined) {
    c.eligibility = {
      levels: [...new Set(input.eligibility.levels ?? [])],
      graduationYears: [...new Set(input.eligibility.graduationYears ?? [])],
    };
  }
  return c;
}

/**
 * The organisation columns of a vacancy: its id and the employer name and website copied from it
 * (lists, search and applications read the copies without a join).
 */
export async function organisationColumns(
  tx: Db,
  viewer: Viewer,
  input: Pick<UpdateVacancyInput, 'organisationId' | 'employer'>,
): Promise<Partial<NewVacancyRow>> {
  if (viewer.role === 'employer') {
    // A contact's vacancy is always their organisation's, named and linked as it is.
    const own = await findOrganisation(tx, ownOrganisation(viewer));
    if (!own) throw forbidden();
    return { organisationId: own.id, employerName: own.name, employerWebsite: own.website };
  }
  if (input.organisationId === undefined && input.employer === undefined) return {};
  const organisation = await resolveOrganisationForVacancy(tx, viewer, {
    organisationId: input.organisationId,
    name: input.employer?.name ?? '',
    website: input.employer?.website,
  });
  return {
    organisationId: organisation.id,
    employerName: organisation.name,
    // The link staff gave (a careers page, say) stays the vacancy's; else the organisation's.
    employerWebsite: input.employer?.website || organisation.website,
  };
}

/** The columns an employer contact may not set: staff's choices, or copies of the organisation. */
export function employerColumns(viewer: Viewer, c: Partial<NewVacancyRow>): Partial<NewVacancyRow> {
  if (viewer.role !== 'employer') return c;
  const { employerName: _name, employerWebsite: _website, ...rest } = c;
  return rest;
}

/** 409 when the closing date has passed: a vacancy opens (or goes for approval) before it. */
export function assertBeforeDeadline(
  row: VacancyRow,
  at: Date,
  action: 'opening' | 'submitting',
): void {
  if (row.closesAt.getTime() > at.getTime()) return;
  throw conflict(
    `The closing date has passed. Set a later closing date before ${action} the vacancy.`,
    'closesAt',
  );
}

/** What opening a vacancy sets: reopening clears closedAt; the first opening publishes it. */
export function openingColumns(row: VacancyRow, at: Date): Partial<NewVacancyRow> {
  return { closedAt: null, ...(row.publishedAt ? {} : { publishedAt: at }) };
}
