import { organisationNameKey, websiteHostKey, type OrganisationSize } from '@careers/contracts';
import type { Db } from './client.ts';
import { employers } from './seed-careers-data.ts';
import { organisationContacts, organisationNotes, organisations } from './tables.ts';

const DAY = 86_400_000;

/** An organisation's name and website with the keys that find it again. */
const base = (o: { name: string; website: string }) => ({
  name: o.name,
  nameKey: organisationNameKey(o.name),
  website: o.website,
  websiteHost: websiteHostKey(o.website),
});

/** Newly registered organisations waiting for staff (no vacancies yet). */
export const pendingOrganisations = [
  {
    name: 'Brightwater Robotics',
    website: 'https://brightwater-robotics.example',
    sector: 'Engineering',
    size: 'small' as OrganisationSize,
    address: 'Sheffield',
    description: 'Warehouse automation start-up looking for placement students.',
    contact: { fullName: 'Imogen Clarke', jobTitle: 'Co-founder', phone: '+44 114 496 0321' },
    daysAgo: 2,
  },
  {
    name: 'Tidewell Renewables',
    website: 'https://tidewell.example',
    sector: 'Energy',
    size: 'medium' as OrganisationSize,
    address: 'Hull',
    description: 'Offshore wind maintenance contractor with a new graduate scheme.',
    contact: { fullName: 'Rashid Noor', jobTitle: 'Early careers lead', phone: '+44 1482 496 011' },
    daysAgo: 4,
  },
  {
    name: 'Quillon Publishing',
    website: 'https://quillon.example',
    sector: 'Media',
    size: 'micro' as OrganisationSize,
    address: 'York',
    description: 'Independent publisher of history and travel books.',
    contact: { fullName: 'Harriet Lowe', jobTitle: 'Managing editor', phone: '+44 1904 496 552' },
    daysAgo: 6,
  },
];

/** One the careers service suspended, with the reason its contacts were given. */
export const suspendedOrganisation = {
  name: 'FastTrack Recruitment Partners',
  website: 'https://fasttrack-recruit.example',
  sector: 'Recruitment',
  size: 'small' as OrganisationSize,
  address: 'Birmingham',
  description: 'Recruitment agency.',
  reason: 'Advertised unpaid roles as paid internships and asked students for a registration fee.',
};

const contactNames = [
  ['Olivia Hart', 'Graduate recruitment manager'],
  ['Samuel Okafor', 'Talent partner'],
  ['Priya Desai', 'Head of early careers'],
  ['Tom Gallagher', 'HR business partner'],
  ['Aisha Rahman', 'Campus recruiter'],
  ['Ben Whitaker', 'Engineering manager'],
  ['Chloe Martin', 'People coordinator'],
  ['Daniel Byrne', 'Resourcing advisor'],
] as const;

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim()
    .replace(/\s+/g, '.');

/**
 * Demo organisations beyond the employers of the vacancies: three pending registrations, one
 * suspended, two contacts for every approved one and a few staff notes.
 */
export async function seedOrganisationExtras(
  db: Db,
  ctx: {
    at: Date;
    admin: { id: string; fullName: string } | undefined;
    approved: { id: string; name: string; website: string }[];
  },
): Promise<void> {
  const { at, admin } = ctx;
  const daysAgo = (days: number) => new Date(at.getTime() - days * DAY);

  const pending = await db
    .insert(organisations)
    .values(
      pendingOrganisations.map((o) => ({
        ...base(o),
        sector: o.sector,
        size: o.size,
        address: o.address,
        description: o.description,
        status: 'pending' as const,
        createdByRole: 'employer' as const,
        createdAt: daysAgo(o.daysAgo),
        updatedAt: daysAgo(o.daysAgo),
      })),
    )
    .returning({ id: organisations.id, name: organisations.name });
  const s = suspendedOrganisation;
  const [suspended] = await db
    .insert(organisations)
    .values({
      ...base(s),
      sector: s.sector,
      size: s.size,
      address: s.address,
      description: s.description,
      status: 'suspended',
      statusReason: s.reason,
      decidedAt: daysAgo(9),
      decidedBy: admin?.id ?? null,
      decidedByName: admin?.fullName ?? null,
      createdByRole: 'employer',
      createdAt: daysAgo(60),
      updatedAt: daysAgo(9),
    })
    .returning({ id: organisations.id });

  const hostOf = (website: string) => websiteHostKey(website) ?? 'example.com';
  const contacts: (typeof organisationContacts.$inferInsert)[] = [];
  ctx.approved.forEach((o, i) => {
    for (const k of [0, 1]) {
      const [fullName, jobTitle] = contactNames[(i * 2 + k) % contactNames.length]!;
      contacts.push({
        organisationId: o.id,
        fullName,
        jobTitle,
        email: `${slug(fullName)}@${hostOf(o.website)}`,
        phone: `+44 161 496 0${String(100 + i * 2 + k).padStart(3, '0')}`,
        createdAt: daysAgo(300 - i * 5),
        updatedAt: daysAgo(300 - i * 5),
      });
    }
  });
  pendingOrganisations.forEach((o, i) => {
    contacts.push({
      organisationId: pending[i]!.id,
      ...o.contact,
      email: `${slug(o.contact.fullName)}@${hostOf(o.website)}`,
      createdAt: daysAgo(o.daysAgo),
      updatedAt: daysAgo(o.daysAgo),
    });
  });
  await db.insert(organisationContacts).values(contacts);

  if (!admin) return;
  const note = (organisationId: string, body: string, days: number) => ({
    organisationId,
    authorId: admin.id,
    authorName: admin.fullName,
    body,
    createdAt: daysAgo(days),
  });
  const [first, second] = ctx.approved;
  await db
    .insert(organisationNotes)
    .values([
      ...(first
        ? [
            note(
              first.id,
              'Met their graduate team at the autumn fair; keen on data science students.',
              20,
            ),
          ]
        : []),
      ...(second
        ? [note(second.id, 'Prefers applications before Christmas for the spring intake.', 12)]
        : []),
      ...(suspended
        ? [note(suspended.id, 'Two students reported being asked for a £50 registration fee.', 10)]
        : []),
    ]);
}

/**
 * Every employer of the demo vacancies as an approved organisation, then the pending, suspended
 * and contact records around them; answers each approved organisation's id by name.
 */
export async function seedOrganisations(
  db: Db,
  { at, admin }: { at: Date; admin: { id: string; fullName: string } | undefined },
): Promise<Map<string, string>> {
  const organisationRows = await db
    .insert(organisations)
    .values(
      employers.map((e, i) => {
        const createdAt = new Date(at.getTime() - (400 - i * 7) * DAY);
        return {
          ...base(e),
          sector: e.sector,
          address: e.city,
          status: 'approved' as const,
          decidedAt: createdAt,
          decidedBy: admin?.id ?? null,
          decidedByName: admin?.fullName ?? null,
          createdByRole: 'admin' as const,
          createdBy: admin?.id ?? null,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: organisations.id, name: organisations.name });
  const organisationIdOf = new Map(organisationRows.map((o) => [o.name, o.id]));
  await seedOrganisationExtras(db, {
    at,
    admin,
    approved: employers.map((e) => ({
      id: organisationIdOf.get(e.name)!,
      name: e.name,
      website: e.website,
    })),
  });
  return organisationIdOf;
}
