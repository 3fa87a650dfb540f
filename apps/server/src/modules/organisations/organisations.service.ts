import type {
  Organisation,
  OrganisationContact,
  OrganisationDetail,
  OrganisationExportColumn,
} from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { notFound } from '../../lib/errors.ts';
import { iso, isoRequired, type ListPageQuery, pageOf } from '../../lib/sql.ts';
import { exportTable as makeExportTable, type ExportRequest } from '../../lib/exports/table.ts';
import type { ExportColumn } from '../../lib/exports/table.ts';
import { auditChange } from '../audit/audit.repository.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ContactRow } from './organisation-contacts.repository.ts';
import { listContacts } from './organisation-contacts.repository.ts';
import {
  exportOrganisations,
  findOrganisation,
  findOrganisationListRow,
  listOrganisations,
  type OrganisationFilter,
  type OrganisationListRow,
  type OrganisationRow,
  type OrganisationSortColumn,
} from './organisations.repository.ts';

/*
 * Staff's organisations: what every part shares (the mapping, the detail, the row lock and the
 * audit entry) and the list and export. The profile and logo, the contacts, notes and history,
 * and the decisions and merge each have their own service beside this one.
 */

export const EXPORT_LIMIT = 50_000;

export interface Deps {
  mailer: Mailer;
  publicUrl: string;
}

type ProfileFields = 'id' | 'name' | 'website' | 'sector' | 'size' | 'address' | 'description';

/** The profile an organisation shows, to staff and to its own contacts alike. */
export function profileOf(
  row: Pick<OrganisationListRow, ProfileFields>,
): Pick<Organisation, ProfileFields> {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    sector: row.sector,
    size: row.size,
    address: row.address,
    description: row.description,
  };
}

export function toOrganisation(row: OrganisationListRow): Organisation {
  return {
    ...profileOf(row),
    // The version in the address lets browsers cache a logo until it changes.
    logoUrl: row.hasLogo
      ? `/api/v1/organisations/${row.id}/logo?v=${row.updatedAt.getTime()}`
      : null,
    status: row.status,
    statusReason: row.statusReason,
    decidedBy: row.decidedByName,
    decidedAt: iso(row.decidedAt),
    vacancyCount: Number(row.vacancyCount),
    applicationCount: Number(row.applicationCount),
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
  };
}

export function toContact(row: ContactRow): OrganisationContact {
  return {
    id: row.id,
    organisationId: row.organisationId,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    jobTitle: row.jobTitle,
    accountId: row.employerId,
    createdAt: isoRequired(row.createdAt),
  };
}

export const organisationExportColumns: Record<
  OrganisationExportColumn,
  ExportColumn<Organisation>
> = {
  id: ['id', (o) => o.id],
  name: ['name', (o) => o.name],
  website: ['website', (o) => o.website],
  sector: ['sector', (o) => o.sector],
  size: ['size', (o, t) => (o.size ? t.value('organisationSize', o.size) : null)],
  status: ['status', (o, t) => t.value('organisationStatus', o.status)],
  vacancyCount: ['vacancyCount', (o) => o.vacancyCount],
  applicationCount: ['applicationCount', (o) => o.applicationCount],
  createdAt: ['createdAt', (o) => new Date(o.createdAt)],
};

export interface ListInput extends OrganisationFilter, ListPageQuery<OrganisationSortColumn> {}

export async function list(db: Db, input: ListInput) {
  return pageOf(await listOrganisations(db, input), toOrganisation, input);
}

export async function exportTable(
  db: Db,
  input: Omit<ListInput, 'page' | 'perPage'>,
  request: ExportRequest<OrganisationExportColumn>,
) {
  const rows = await exportOrganisations(db, input, EXPORT_LIMIT);
  return makeExportTable(rows.map(toOrganisation), organisationExportColumns, request);
}

export async function current(db: Db, id: string): Promise<Organisation> {
  const row = await findOrganisationListRow(db, id);
  if (!row) throw notFound('Organisation not found');
  return toOrganisation(row);
}

export async function get(db: Db, id: string): Promise<OrganisationDetail> {
  const organisation = await current(db, id);
  const contacts = await listContacts(db, id);
  return { ...organisation, contacts: contacts.map(toContact) };
}

/** The organisation locked for update inside a transaction (404 when there is none). */
export async function locked(tx: Db, id: string): Promise<OrganisationRow> {
  const row = await findOrganisation(tx, id, 'update');
  if (!row) throw notFound('Organisation not found');
  return row;
}

/** Writes the audit entry of a change to an organisation, inside the change's transaction. */
export function auditOrganisation(
  tx: Db,
  viewer: Viewer,
  action: string,
  id: string,
  details?: Record<string, unknown>,
): Promise<void> {
  return auditChange(tx, viewer, 'organisation', id, action, details);
}
