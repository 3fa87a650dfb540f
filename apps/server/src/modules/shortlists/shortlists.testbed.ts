import type { InjectOptions } from 'fastify';
import { beforeAll } from 'vitest';
import type { AuditEntry, CareerDocument } from '@careers/contracts';
import type { TestApp } from '../../test/app.ts';
import { careersCalls } from '../../test/careers.ts';
import type { Driver } from '../../test/db.ts';
import { createEmployer, createOrganisation, type TestEmployer } from '../../test/employers.ts';
import { noticedApplication } from '../../test/shortlists.ts';
import { appWithSmtp } from '../../test/smtp.ts';
import { createAdmin, createCandidate, type TestUser } from '../../test/users.ts';

/**
 * What the shortlists suites share: the app (with its SMTP sink) on a fresh database, an admin,
 * two candidates with a CV each, an approved organisation with a contact who signs in, and a
 * contact of another organisation; plus the calls the suites make.
 */
export function shortlistsTestbed(driver: Driver) {
  const env = appWithSmtp(driver);
  const bed = {} as {
    t: TestApp;
    admin: TestUser;
    amara: TestUser;
    ben: TestUser;
    amaraCv: CareerDocument;
    benCv: CareerDocument;
    org: { id: string; name: string };
    contact: TestEmployer;
    stranger: TestEmployer;
  };

  beforeAll(async () => {
    bed.t = env.t;
    const calls = careersCalls(bed.t.app);
    bed.admin = await createAdmin(bed.t.app, undefined, 'Priya Raman');
    bed.amara = await createCandidate(bed.t.app, 'Amara Nwosu');
    bed.ben = await createCandidate(bed.t.app, 'Ben Hartley');
    bed.amaraCv = await calls.uploaded(bed.amara, 'cv', 'Amara CV.pdf');
    bed.benCv = await calls.uploaded(bed.ben, 'cv', 'Ben CV.pdf');
    bed.org = await createOrganisation(bed.t.app, { name: 'Northwind Shortlists' });
    bed.contact = await createEmployer(bed.t.app, {
      organisationId: bed.org.id,
      fullName: 'Noor Haddad',
    });
    bed.stranger = await createEmployer(bed.t.app, { fullName: 'Other Org Contact' });
  });

  const inject = (opts: InjectOptions) => bed.t.app.inject(opts);
  const audit = async (entityId: string) => {
    const res = await inject({
      url: `/api/v1/audit?entityId=${entityId}&perPage=100`,
      headers: bed.admin.auth,
    });
    return res.json<{ data: AuditEntry[] }>().data;
  };
  const twoApplications = async () => [
    await noticedApplication(bed.t.app, bed.admin, bed.amara, [bed.amaraCv.id], {
      organisationId: bed.org.id,
    }),
    await noticedApplication(bed.t.app, bed.admin, bed.ben, [bed.benCv.id], {
      organisationId: bed.org.id,
    }),
  ];

  return { bed, env, inject, audit, twoApplications };
}
