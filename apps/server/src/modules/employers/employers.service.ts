import {
  employerMessages,
  type EmployerAccountInput,
  type EmployerOrganisation,
  type UpdateOrganisationInput,
  type UserData,
} from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { assertCurrentVersion } from '../../lib/version.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { writeAudit, type AuditActor } from '../audit/audit.repository.ts';
import { findAccountById } from '../auth/accounts.repository.ts';
import { toUserData } from '../auth/auth.service.ts';
import type { SessionService } from '../auth/sessions.service.ts';
import type { Mailer } from '../mail/mailer.ts';
import { listContacts } from '../organisations/organisation-contacts.repository.ts';
import { profileColumns } from '../organisations/organisation-profile.service.ts';
import { profileOf, toContact } from '../organisations/organisations.service.ts';
import {
  copyOrganisationToVacancies,
  findEmployerOrganisation,
  renameEmployer,
  updateEmployerOrganisation,
  type EmployerOrganisationRow,
} from './employers.repository.ts';

export const actorOf = (viewer: Viewer): AuditActor => ({
  id: viewer.id,
  role: viewer.role,
  name: viewer.name ?? null,
});

export interface EmployerServiceDeps {
  db: Db;
  sessions: SessionService;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * The organisation a viewer acts on: staff any, a contact only their own (another one answers
 * 404, as if it did not exist), a student none.
 */
export async function organisationFor(
  db: Db,
  viewer: Viewer,
  id: string,
): Promise<EmployerOrganisationRow> {
  if (viewer.role === 'candidate') throw forbidden();
  if (viewer.role === 'employer' && viewer.organisationId !== id)
    throw notFound(employerMessages.organisationNotFound);
  const row = await findEmployerOrganisation(db, id);
  if (!row) throw notFound(employerMessages.organisationNotFound);
  return row;
}

/**
 * A contact's own account and organisation. Registering is registration.service.ts's; invitations
 * to join are invitations.service.ts's.
 */
export class EmployerService {
  constructor(private readonly deps: EmployerServiceDeps) {}

  /** The contact renames themselves; answers the account as the client keeps it. */
  async updateAccount(viewer: Viewer, input: EmployerAccountInput): Promise<UserData> {
    if (viewer.role !== 'employer') throw forbidden();
    return withTransaction(this.deps.db, async (tx) => {
      await renameEmployer(tx, viewer.id, input.fullName, now());
      await writeAudit(tx, {
        actor: actorOf(viewer),
        action: 'employer.update',
        entity: 'employer',
        entityId: viewer.id,
        details: { fields: ['fullName'] },
      });
      const account = await findAccountById(tx, 'employer', viewer.id);
      if (!account) throw notFound();
      return toUserData(account);
    });
  }

  /** The contact's own organisation, with its contacts. */
  async ownOrganisation(viewer: Viewer): Promise<EmployerOrganisation> {
    const { db } = this.deps;
    const row = await organisationFor(db, viewer, viewer.organisationId ?? '');
    return this.toEmployerOrganisation(db, row);
  }

  /** A contact edits their organisation's profile (stale edits refused like vacancies'). */
  async updateOwnOrganisation(
    viewer: Viewer,
    input: UpdateOrganisationInput,
  ): Promise<EmployerOrganisation> {
    return withTransaction(this.deps.db, async (tx) => {
      const id = viewer.organisationId ?? '';
      const existing = await findEmployerOrganisation(tx, id, true);
      if (!existing || viewer.role !== 'employer')
        throw notFound(employerMessages.organisationNotFound);
      assertCurrentVersion(existing.updatedAt, input.expectedUpdatedAt);
      const changes = { ...profileColumns(input), updatedAt: now() };
      const row = await updateEmployerOrganisation(tx, id, changes);
      if (!row) throw notFound(employerMessages.organisationNotFound);
      if (row.name !== existing.name || row.website !== existing.website)
        await copyOrganisationToVacancies(tx, id, { name: row.name, website: row.website });
      await writeAudit(tx, {
        actor: actorOf(viewer),
        action: 'organisation.update',
        entity: 'organisation',
        entityId: id,
        details: {
          fields: Object.keys(changes).filter(
            (k) => k !== 'updatedAt' && !k.endsWith('Key') && k !== 'websiteHost',
          ),
        },
      });
      return this.toEmployerOrganisation(tx, row);
    });
  }

  private async toEmployerOrganisation(
    db: Db,
    row: EmployerOrganisationRow,
  ): Promise<EmployerOrganisation> {
    const contacts = await listContacts(db, row.id);
    return {
      ...profileOf(row),
      logoUrl: row.logo ? `/api/v1/organisations/${row.id}/logo` : null,
      status: row.status,
      statusReason: row.statusReason,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      contacts: contacts.map(toContact),
    };
  }
}
