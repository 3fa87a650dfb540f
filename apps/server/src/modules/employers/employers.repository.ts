import { and, eq, isNull, sql } from 'drizzle-orm';
import type { OrganisationSize } from '@careers/contracts';
import { returnedRow, type Db } from '../../db/client.ts';
import {
  employers,
  applications,
  organisationContacts,
  organisations,
  vacancies,
} from '../../db/tables.ts';
import { findRow, updateRow } from '../../lib/sql.ts';

export type EmployerOrganisationRow = typeof organisations.$inferSelect;

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
  return returnedRow(
    await db
      .insert(organisations)
      .values({
        ...fields,
        status: 'pending',
        createdByRole: 'employer',
        createdAt: at,
        updatedAt: at,
      })
      .returning(),
  );
}

/** The organisation as its contacts see it (no logo bytes); `lock` for an edit. */
export async function findEmployerOrganisation(
  db: Db,
  id: string,
  lock = false,
): Promise<EmployerOrganisationRow | undefined> {
  return findRow(db, organisations, eq(organisations.id, id), lock);
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
  return updateRow(db, organisations, eq(organisations.id, id), values);
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
  return returnedRow(
    await db
      .insert(employers)
      .values({ ...fields, createdAt: at, updatedAt: at })
      .returning({ id: employers.id }),
  );
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
