import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { OrganisationSize, Role } from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import {
  admins,
  employerInvitations,
  employerVerifications,
  employers,
  applications,
  organisationContacts,
  organisations,
  vacancies,
} from '../../db/tables.ts';

export type EmployerOrganisationRow = typeof organisations.$inferSelect;
export type EmployerInvitationRow = typeof employerInvitations.$inferSelect;
export type ContactRow = typeof organisationContacts.$inferSelect;

/** A new organisation a newcomer registers: pending until staff decide. */
export async function insertPendingOrganisation(
  db: Db,
  values: {
    name: string;
    nameKey: string;
    website: string | null;
    websiteHost: string | null;
    sector: string | null;
    size: OrganisationSize | null;
    at: Date;
  },
): Promise<EmployerOrganisationRow> {
  const { at, ...fields } = values;
  const [row] = await db
    .insert(organisations)
    .values({
      ...fields,
      status: 'pending',
      createdByRole: 'employer',
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!row) throw new Error('organisation insert returned nothing');
  return row;
}

/** The organisation as its contacts see it (no logo bytes); `lock` for an edit. */
export async function findEmployerOrganisation(
  db: Db,
  id: string,
  lock = false,
): Promise<EmployerOrganisationRow | undefined> {
  const query = db.select().from(organisations).where(eq(organisations.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateEmployerOrganisation(
  db: Db,
  id: string,
  values: Partial<
    Pick<
      EmployerOrganisationRow,
      | 'name'
      | 'nameKey'
      | 'website'
      | 'websiteHost'
      | 'sector'
      | 'size'
      | 'address'
      | 'description'
      | 'updatedAt'
    >
  >,
): Promise<EmployerOrganisationRow | undefined> {
  const [row] = await db
    .update(organisations)
    .set(values)
    .where(eq(organisations.id, id))
    .returning();
  return row;
}

/** The copies of the organisation's name (vacancies, applications) follow the organisation. */
export async function copyOrganisationToVacancies(
  db: Db,
  id: string,
  values: { name: string; website: string | null },
): Promise<void> {
  await db
    .update(vacancies)
    .set({ employerName: values.name, employerWebsite: values.website })
    .where(eq(vacancies.organisationId, id));
  await db
    .update(applications)
    .set({ employerName: values.name })
    .where(
      sql`${applications.vacancyId} in (select ${vacancies.id} from ${vacancies} where ${vacancies.organisationId} = ${id})`,
    );
}

export async function insertEmployerAccount(
  db: Db,
  values: {
    email: string;
    fullName: string;
    passwordHash: string;
    organisationId: string;
    emailVerifiedAt: Date | null;
    at: Date;
  },
): Promise<{ id: string }> {
  const { at, ...fields } = values;
  const [row] = await db
    .insert(employers)
    .values({ ...fields, createdAt: at, updatedAt: at })
    .returning({ id: employers.id });
  if (!row) throw new Error('employer insert returned nothing');
  return row;
}

export async function findEmployerByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      id: employers.id,
      email: employers.email,
      fullName: employers.fullName,
      emailVerifiedAt: employers.emailVerifiedAt,
      status: employers.status,
    })
    .from(employers)
    .where(sql`lower(${employers.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/**
 * Links the account to the organisation's contact with this address when staff listed one, else
 * adds the contact.
 */
export async function linkOrAddContact(
  db: Db,
  values: { organisationId: string; employerId: string; fullName: string; email: string; at: Date },
): Promise<void> {
  const linked = await db
    .update(organisationContacts)
    .set({ employerId: values.employerId, updatedAt: values.at })
    .where(
      and(
        eq(organisationContacts.organisationId, values.organisationId),
        sql`lower(${organisationContacts.email}) = ${values.email.toLowerCase()}`,
        isNull(organisationContacts.employerId),
      ),
    )
    .returning({ id: organisationContacts.id });
  if (linked.length > 0) return;
  await db.insert(organisationContacts).values({
    organisationId: values.organisationId,
    fullName: values.fullName,
    email: values.email,
    employerId: values.employerId,
    createdAt: values.at,
    updatedAt: values.at,
  });
}

export async function listContacts(db: Db, organisationId: string): Promise<ContactRow[]> {
  return db
    .select()
    .from(organisationContacts)
    .where(eq(organisationContacts.organisationId, organisationId))
    .orderBy(asc(organisationContacts.fullName), asc(organisationContacts.id))
    .limit(500);
}

/** The contact's name, on the account and on the organisation's contact it is linked to. */
export async function renameEmployer(
  db: Db,
  employerId: string,
  fullName: string,
  at: Date,
): Promise<void> {
  await db.update(employers).set({ fullName, updatedAt: at }).where(eq(employers.id, employerId));
  await db
    .update(organisationContacts)
    .set({ fullName, updatedAt: at })
    .where(eq(organisationContacts.employerId, employerId));
}

// Verification links.

export async function insertEmployerVerification(
  db: Db,
  values: { tokenHash: string; employerId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(employerVerifications).values(values);
}

/** Spends a live verification token in one UPDATE and answers whose it was. */
export async function useEmployerVerification(
  db: Db,
  tokenHash: string,
  at: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(employerVerifications)
    .set({ usedAt: at })
    .where(
      and(
        eq(employerVerifications.tokenHash, tokenHash),
        isNull(employerVerifications.usedAt),
        gt(employerVerifications.expiresAt, at),
      ),
    )
    .returning({ employerId: employerVerifications.employerId });
  return row?.employerId;
}

/** Confirms the address (once) and spends the other outstanding links; answers the address. */
export async function markEmployerVerified(
  db: Db,
  employerId: string,
  at: Date,
): Promise<string | undefined> {
  await db
    .update(employerVerifications)
    .set({ usedAt: at })
    .where(
      and(eq(employerVerifications.employerId, employerId), isNull(employerVerifications.usedAt)),
    );
  const [row] = await db
    .update(employers)
    .set({
      emailVerifiedAt: sql`coalesce(${employers.emailVerifiedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(employers.id, employerId))
    .returning({ email: employers.email });
  return row?.email;
}

export async function countRecentEmployerVerifications(
  db: Db,
  employerId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(employerVerifications)
    .where(
      and(
        eq(employerVerifications.employerId, employerId),
        gt(employerVerifications.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

// Invitations to join an organisation.

export async function insertEmployerInvitation(
  db: Db,
  values: {
    tokenHash: string;
    organisationId: string;
    email: string;
    invitedByRole: Role;
    invitedBy: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<EmployerInvitationRow> {
  const [row] = await db.insert(employerInvitations).values(values).returning();
  if (!row) throw new Error('invitation insert returned nothing');
  return row;
}

export async function findEmployerInvitationByHash(
  db: Db,
  tokenHash: string,
): Promise<EmployerInvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(employerInvitations)
    .where(eq(employerInvitations.tokenHash, tokenHash))
    .limit(1)
    .for('update');
  return row;
}

export async function lockEmployerInvitation(
  db: Db,
  id: string,
): Promise<EmployerInvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(employerInvitations)
    .where(eq(employerInvitations.id, id))
    .limit(1)
    .for('update');
  return row;
}

/** Invitations of the organisation neither used nor revoked (expired ones too), newest first. */
export async function listPendingEmployerInvitations(
  db: Db,
  organisationId: string,
): Promise<EmployerInvitationRow[]> {
  return db
    .select()
    .from(employerInvitations)
    .where(
      and(
        eq(employerInvitations.organisationId, organisationId),
        isNull(employerInvitations.usedAt),
        isNull(employerInvitations.revokedAt),
      ),
    )
    .orderBy(sql`${employerInvitations.createdAt} desc`, asc(employerInvitations.id))
    .limit(200);
}

/** Spends a pending invitation; false when it was spent or revoked meanwhile. */
export async function useEmployerInvitation(
  db: Db,
  id: string,
  usedBy: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(employerInvitations)
    .set({ usedAt: at, usedBy })
    .where(
      and(
        eq(employerInvitations.id, id),
        isNull(employerInvitations.usedAt),
        isNull(employerInvitations.revokedAt),
      ),
    )
    .returning({ id: employerInvitations.id });
  return rows.length === 1;
}

export async function revokeEmployerInvitation(db: Db, id: string, at: Date): Promise<void> {
  await db.update(employerInvitations).set({ revokedAt: at }).where(eq(employerInvitations.id, id));
}

/** The inviter's name for the email: an admin or a contact. */
export async function inviterName(db: Db, role: Role, id: string): Promise<string | null> {
  const t = role === 'admin' ? admins : employers;
  const [row] = await db.select({ name: t.fullName }).from(t).where(eq(t.id, id)).limit(1);
  return row?.name ?? null;
}
