import type { Db } from './client.ts';
import { employers } from './seed-careers-data.ts';
import { organisationContacts, shortlistItems, shortlists, type applications } from './tables.ts';

const DAY = 86_400_000;

/**
 * A shortlist awaiting feedback: three applications to the first organisation's vacancies (Northwind
 * Analytics), shared in its employer portal by the first member of staff; and a contact of it
 * without an account, for review links.
 */
export async function seedShortlist(
  tx: Db,
  rows: (typeof applications.$inferInsert)[],
  organisationIdOf: Map<string, string>,
  admin: { id: string; fullName: string } | undefined,
  at: Date,
): Promise<void> {
  const organisation = employers[0]?.name;
  const organisationId = organisation ? organisationIdOf.get(organisation) : undefined;
  if (!admin || !organisation || !organisationId) return;
  // A contact without an account: who staff send a review link to.
  await tx.insert(organisationContacts).values({
    organisationId,
    fullName: 'Dana Whitfield',
    email: 'talent@northwind-analytics.example',
    phone: '+44 161 496 0188',
    jobTitle: 'Talent Acquisition Lead',
  });
  const chosen = rows
    .filter((r) => r.employerName === organisation && r.status !== 'withdrawn' && r.id)
    .slice(0, 3);
  if (chosen.length === 0) return;
  const vacancyIds = new Set(chosen.map((r) => r.vacancyId));
  const [list] = await tx
    .insert(shortlists)
    .values({
      organisationId,
      vacancyId: vacancyIds.size === 1 ? chosen[0]!.vacancyId : null,
      title:
        vacancyIds.size === 1
          ? `Candidates for ${chosen[0]!.vacancyTitle}`
          : `Candidates for ${organisation}`,
      message: 'Three strong applicants we think you should meet. Let us know what you think.',
      sharedBy: admin.id,
      sharedByName: admin.fullName,
      createdAt: new Date(at.getTime() - 2 * DAY),
    })
    .returning({ id: shortlists.id });
  await tx
    .insert(shortlistItems)
    .values(chosen.map((r) => ({ shortlistId: list!.id, applicationId: r.id! })));
}
