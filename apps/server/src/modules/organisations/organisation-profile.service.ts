import {
  organisationNameKey,
  websiteHostKey,
  type CreateOrganisationInput,
  type OrganisationDetail,
  type UpdateOrganisationInput,
  isRecordChange,
  MAX_LOGO_BYTES,
} from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { now } from '../../lib/clock.ts';
import { assertCurrentVersion } from '../../lib/version.ts';
import { detectFileType } from '../documents/file-type.ts';
import {
  copyEmployerName,
  findOrganisation,
  findOrganisationByKey,
  insertOrganisation,
  lockOrganisationKey,
  updateOrganisationRow,
  type NewOrganisationRow,
  type OrganisationRow,
} from './organisations.repository.ts';
import { auditOrganisation, get, locked } from './organisations.service.ts';

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

/** A website given as '' clears it; the host key follows the website. */
export function profileColumns(input: UpdateOrganisationInput): Partial<NewOrganisationRow> {
  const c: Partial<NewOrganisationRow> = {};
  if (input.name !== undefined) {
    c.name = input.name;
    c.nameKey = organisationNameKey(input.name);
  }
  if (input.website !== undefined) {
    c.website = input.website || null;
    c.websiteHost = websiteHostKey(input.website);
  }
  if (input.sector !== undefined) c.sector = input.sector || null;
  if (input.size !== undefined) c.size = input.size;
  if (input.address !== undefined) c.address = input.address || null;
  if (input.description !== undefined) c.description = input.description || null;
  return c;
}

/** Staff create an organisation approved; one with the same website host or name is a 409. */
export async function create(
  db: Db,
  viewer: Viewer,
  input: CreateOrganisationInput,
): Promise<OrganisationDetail> {
  const columns = profileColumns(input);
  const nameKey = columns.nameKey ?? '';
  const websiteHost = columns.websiteHost ?? null;
  if (!nameKey) throw badRequest('Organisation name is required', 'name');
  const id = await withTransaction(db, async (tx) => {
    await lockOrganisationKey(tx, websiteHost ?? `name:${nameKey}`);
    const same = await findOrganisationByKey(tx, { websiteHost, nameKey });
    if (same) {
      throw conflict(
        `${same.name} is already an organisation (same ${websiteHost ? 'website' : 'name'})`,
        websiteHost ? 'website' : 'name',
        { existingId: same.id },
      );
    }
    const at = now();
    const row = await insertOrganisation(tx, {
      ...columns,
      name: input.name,
      nameKey,
      status: 'approved',
      decidedAt: at,
      decidedBy: viewer.id,
      decidedByName: viewer.name ?? null,
      createdByRole: viewer.role,
      createdBy: viewer.id,
      createdAt: at,
      updatedAt: at,
    });
    await auditOrganisation(tx, viewer, 'organisation.create', row.id, { name: row.name });
    return row.id;
  });
  return get(db, id);
}

/** Edits the profile; a rename is copied into its vacancies and their applications at once. */
export async function update(
  db: Db,
  viewer: Viewer,
  id: string,
  input: UpdateOrganisationInput,
): Promise<OrganisationDetail> {
  await withTransaction(db, async (tx) => {
    const existing = await locked(tx, id);
    assertCurrentVersion(existing.updatedAt, input.expectedUpdatedAt);
    const columns = profileColumns(input);
    await updateOrganisationRow(tx, id, { ...columns, updatedAt: now() });
    if (columns.name !== undefined && columns.name !== existing.name) {
      await copyEmployerName(tx, id, columns.name);
    }
    await auditOrganisation(tx, viewer, 'organisation.update', id, {
      fields: Object.keys(input).filter(isRecordChange),
      ...(columns.name !== undefined && columns.name !== existing.name
        ? { from: existing.name, to: columns.name }
        : {}),
    });
  });
  return get(db, id);
}

// Logos

const WEBP = (buf: Buffer) =>
  buf.length >= 12 &&
  buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
  buf.subarray(8, 12).toString('latin1') === 'WEBP';

/** The logo's type by its bytes: PNG, JPEG or WebP, nothing else (never SVG). */
export function logoTypeOf(bytes: Buffer): 'image/png' | 'image/jpeg' | 'image/webp' | null {
  const detected = detectFileType(bytes);
  if (detected.type === 'png') return 'image/png';
  if (detected.type === 'jpeg') return 'image/jpeg';
  if (WEBP(bytes) && detected.matches.length === 0) return 'image/webp';
  return null;
}

export async function putLogo(
  db: Db,
  viewer: Viewer,
  id: string,
  bytes: Buffer,
): Promise<OrganisationDetail> {
  if (bytes.length === 0) throw badRequest('Choose an image to upload', 'file');
  if (bytes.length > MAX_LOGO_BYTES) {
    throw new AppError(413, `A logo can be at most ${MAX_LOGO_BYTES / 1024 / 1024} MB`, 'file');
  }
  const type = logoTypeOf(bytes);
  if (!type) throw new AppError(415, 'A logo must be a PNG, JPEG or WebP image', 'file');
  await withTransaction(db, async (tx) => {
    await locked(tx, id);
    await updateOrganisationRow(tx, id, { logo: bytes, logoMimeType: type, updatedAt: now() });
    await auditOrganisation(tx, viewer, 'organisation.logo', id, { type, bytes: bytes.length });
  });
  return get(db, id);
}

export async function removeLogo(db: Db, viewer: Viewer, id: string): Promise<OrganisationDetail> {
  await withTransaction(db, async (tx) => {
    await locked(tx, id);
    await updateOrganisationRow(tx, id, { logo: null, logoMimeType: null, updatedAt: now() });
    await auditOrganisation(tx, viewer, 'organisation.logo_removed', id);
  });
  return get(db, id);
}

/** The logo's bytes: staff, and the organisation's own contacts (another's is unknown). */
export async function logo(
  db: Db,
  viewer: Viewer,
  id: string,
): Promise<{ bytes: Buffer; type: string }> {
  if (viewer.role === 'employer' && viewer.organisationId !== id) {
    throw notFound('Organisation not found');
  }
  const row = await findOrganisation(db, id);
  if (!row) throw notFound('Organisation not found');
  if (!row.logo || !row.logoMimeType) throw notFound('This organisation has no logo');
  return { bytes: Buffer.from(row.logo), type: row.logoMimeType };
}
