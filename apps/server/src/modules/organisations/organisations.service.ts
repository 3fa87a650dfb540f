import { organisationNameKey, websiteHostKey } from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { badRequest } from '../../lib/errors.ts';
import { now } from '../../lib/clock.ts';
import {
  findOrganisation,
  findOrganisationByKey,
  insertOrganisation,
  lockOrganisationKey,
  type OrganisationRow,
} from './organisations.repository.ts';

/**
 * The organisation a staff-written vacancy is for: the one chosen by id, or the one with the
 * employer's website host (without a website, the same name key), created approved when there is
 * none. Runs inside the caller's transaction.
 */
export async function resolveOrganisationForVacancy(
  tx: Db,
  viewer: Viewer,
  input: { organisationId?: string | undefined; name: string; website?: string | null | undefined },
): Promise<OrganisationRow> {
  if (input.organisationId) {
    const chosen = await findOrganisation(tx, input.organisationId);
    if (!chosen) throw badRequest('Choose an organisation', 'organisationId');
    return chosen;
  }
  const websiteHost = websiteHostKey(input.website);
  const nameKey = organisationNameKey(input.name);
  if (!websiteHost && !nameKey) throw badRequest('Employer name is required', 'employer.name');
  await lockOrganisationKey(tx, websiteHost ?? `name:${nameKey}`);
  const found = await findOrganisationByKey(tx, { websiteHost, nameKey });
  if (found) return found;
  const at = now();
  return insertOrganisation(tx, {
    name: input.name,
    nameKey,
    website: input.website || null,
    websiteHost,
    status: 'approved',
    decidedAt: at,
    decidedBy: viewer.role === 'admin' ? viewer.id : null,
    decidedByName: viewer.name ?? null,
    createdByRole: viewer.role,
    createdBy: viewer.id,
    createdAt: at,
    updatedAt: at,
  });
}
