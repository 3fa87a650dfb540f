import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { organisationNameKey, type OrganisationStatus } from '@careers/contracts';
import {
  employerInvitations,
  employerVerifications,
  employers,
  organisationContacts,
  organisations,
} from '../db/tables.ts';
import { hashPassword, hashToken, randomToken } from '../lib/secrets.ts';
import { SessionService } from '../modules/auth/sessions.service.ts';
import { password, type TestUser } from './users.ts';

export interface TestEmployer extends TestUser {
  organisationId: string;
  contactId: string;
}

const unique = () => randomBytes(4).toString('hex');

/** An organisation as staff or a registration would leave it (approved unless told otherwise). */
export async function createOrganisation(
  app: FastifyInstance,
  { name = `Acme ${unique()}`, status = 'approved' as OrganisationStatus } = {},
): Promise<{ id: string; name: string }> {
  const at = new Date();
  const [row] = await app.database.db
    .insert(organisations)
    .values({
      name,
      nameKey: organisationNameKey(name),
      status,
      createdByRole: 'system',
      createdAt: at,
      updatedAt: at,
      decidedAt: status === 'pending' ? null : at,
    })
    .returning({ id: organisations.id, name: organisations.name });
  if (!row) throw new Error('organisation insert returned nothing');
  return row;
}

/**
 * A signed-in employer contact with a confirmed address, of `organisationId` or of a new approved
 * organisation, listed among its contacts. (Registration through the API has its own tests.)
 */
export async function createEmployer(
  app: FastifyInstance,
  {
    organisationId,
    fullName = 'Morgan Reyes',
  }: { organisationId?: string; fullName?: string } = {},
): Promise<TestEmployer> {
  const orgId = organisationId ?? (await createOrganisation(app)).id;
  const email = `employer-${unique()}@employer.test`;
  const at = new Date();
  const { db } = app.database;
  const [account] = await db
    .insert(employers)
    .values({
      email,
      fullName,
      passwordHash: await hashPassword(password),
      organisationId: orgId,
      emailVerifiedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: employers.id });
  if (!account) throw new Error('employer insert returned nothing');
  const [contact] = await db
    .insert(organisationContacts)
    .values({ organisationId: orgId, fullName, email, employerId: account.id })
    .returning({ id: organisationContacts.id });
  const sessions = new SessionService(db, app.config.jwtSecret, app.config.accessTokenSeconds);
  const tokens = await sessions.start({ id: account.id, role: 'employer' });
  return {
    id: account.id,
    email,
    fullName,
    organisationId: orgId,
    contactId: contact!.id,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    auth: { authorization: `Bearer ${tokens.accessToken}` },
  };
}

/** A live invitation to join the organisation, written straight to the database (no email). */
export async function employerInvitationToken(
  app: FastifyInstance,
  organisationId: string,
  email: string,
  invitedBy: TestUser,
): Promise<{ token: string; id: string }> {
  const token = randomToken();
  const at = new Date();
  const [row] = await app.database.db
    .insert(employerInvitations)
    .values({
      tokenHash: hashToken(token),
      organisationId,
      email,
      invitedByRole: 'admin',
      invitedBy: invitedBy.id,
      createdAt: at,
      expiresAt: new Date(at.getTime() + 7 * 24 * 60 * 60_000),
    })
    .returning({ id: employerInvitations.id });
  return { token, id: row!.id };
}

/** A live verification link for the employer contact, as registration mails one. */
export async function employerVerificationToken(
  app: FastifyInstance,
  employerId: string,
): Promise<string> {
  const token = randomToken();
  const at = new Date();
  await app.database.db.insert(employerVerifications).values({
    tokenHash: hashToken(token),
    employerId,
    createdAt: at,
    expiresAt: new Date(at.getTime() + 48 * 60 * 60_000),
  });
  return token;
}
