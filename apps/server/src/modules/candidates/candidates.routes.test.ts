import { beforeAll, describe, expect, it } from 'vitest';
import type { Candidate } from '@careers/contracts';
import { callAs, useTestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { createAdmin, createCandidate, type TestUser } from '../../test/users.ts';
import { expectError } from '../../test/answers.ts';

describe.each(testDrivers())('candidates API on %s', (driver) => {
  const t = useTestApp(driver);
  let admin: TestUser;
  let amara: TestUser;
  let ben: TestUser;

  /** An edit made from the profile's current version (read as staff, who may read any). */
  const patch = async (id: string, user: TestUser, payload: Record<string, unknown>) => {
    const current = await callAs(t.app, admin, 'GET', `/candidates/${id}`);
    const expectedUpdatedAt =
      current.statusCode === 200 ? current.json<Candidate>().updatedAt : new Date().toISOString();
    return callAs(t.app, user, 'PATCH', `/candidates/${id}`, { expectedUpdatedAt, ...payload });
  };

  beforeAll(async () => {
    admin = await createAdmin(t.app);
    amara = await createCandidate(t.app, 'Amara Nwosu');
    ben = await createCandidate(t.app, 'Ben Hartley');
    await patch(amara.id, amara, {
      programme: 'BSc Computer Science',
      level: 'undergraduate',
      graduationYear: 2027,
      skills: ['Python', 'SQL', 'Python'],
    });
    await patch(ben.id, ben, {
      programme: 'MSc Marine Biology',
      level: 'postgraduate',
      graduationYear: 2026,
    });
  });

  it('[200] lists candidates for admins with search on name, email and programme, and filters', async () => {
    const byName = await callAs(t.app, admin, 'GET', '/candidates?q=nwosu');
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data.map((c: Candidate) => c.fullName)).toEqual(['Amara Nwosu']);
    const byProgramme = await callAs(t.app, admin, 'GET', '/candidates?q=marine');
    expect(byProgramme.json().data.map((c: Candidate) => c.fullName)).toEqual(['Ben Hartley']);
    const byEmail = await callAs(
      t.app,
      admin,
      'GET',
      `/candidates?q=${encodeURIComponent(ben.email)}`,
    );
    expect(byEmail.json().total).toBe(1);
    const pg = await callAs(
      t.app,
      admin,
      'GET',
      '/candidates?level=postgraduate&graduationYear=2026',
    );
    expect(pg.json().data.map((c: Candidate) => c.fullName)).toEqual(['Ben Hartley']);
    const sorted = await callAs(t.app, admin, 'GET', '/candidates?sortColumn=fullName&sort=asc');
    expect(sorted.json().data.map((c: Candidate) => c.fullName)).toEqual([
      'Amara Nwosu',
      'Ben Hartley',
    ]);
  });

  it.each(['level=phd', 'graduationYear=soon', 'perPage=500', 'status=gone'])(
    '[400] on %s',
    async (query) => {
      const res = await callAs(t.app, admin, 'GET', `/candidates?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(query.split('=')[0]);
    },
  );

  it('[403] candidates cannot list candidates', async () => {
    const res = await callAs(t.app, amara, 'GET', '/candidates');
    expect(res.statusCode).toBe(403);
  });

  it('lets a candidate read and edit only their own profile; another profile is unknown (404)', async () => {
    const own = await callAs(t.app, amara, 'GET', `/candidates/${amara.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().skills).toEqual(['Python', 'SQL']);
    const other = await callAs(t.app, amara, 'GET', `/candidates/${ben.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Hartley');
    const edit = await patch(ben.id, amara, { bio: 'hijacked' });
    expect(edit.statusCode).toBe(404);
    const archive = await patch(amara.id, amara, { status: 'archived' });
    expect(archive.statusCode).toBe(403);
  });

  it('[200] admins edit any profile and archive it, with an audit entry', async () => {
    const res = await patch(ben.id, admin, { status: 'archived', phone: '+44 161 555 0102' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'archived', phone: '+44 161 555 0102' });
    const audit = await callAs(t.app, admin, 'GET', `/audit?entity=candidate&entityId=${ben.id}`);
    expect(audit.json().data[0]).toMatchObject({ action: 'candidate.update', actorId: admin.id });
    const archived = await callAs(t.app, admin, 'GET', '/candidates?status=archived');
    expect(archived.json().data.map((c: Candidate) => c.id)).toEqual([ben.id]);
  });

  it('[200] takes a bare host as a profile link and answers it normalised to https', async () => {
    const res = await patch(amara.id, amara, {
      links: [
        { label: 'LinkedIn', url: ' linkedin.com/in/amara ' },
        { label: 'Site', url: 'https://amara.example/' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Candidate>().links).toEqual([
      { label: 'LinkedIn', url: 'https://linkedin.com/in/amara' },
      { label: 'Site', url: 'https://amara.example/' },
    ]);
    const read = await callAs(t.app, admin, 'GET', `/candidates/${amara.id}`);
    expect(read.json<Candidate>().links[0]?.url).toBe('https://linkedin.com/in/amara');
  });

  it.each([
    ['javascript:alert(1)', 'only http:// and https://'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'only http:// and https://'],
    ['vbscript:msgbox(1)', 'only http:// and https://'],
    ['https://me:pw@amara.example', 'user name or password'],
    ['/relative/path', 'enter a web address'],
  ])(
    '[400] refuses the profile link %j, naming the field, and keeps the old links',
    async (url, says) => {
      const before = (
        await callAs(t.app, amara, 'GET', `/candidates/${amara.id}`)
      ).json<Candidate>().links;
      const res = await patch(amara.id, amara, {
        links: [
          { label: 'Fine', url: 'amara.example' },
          { label: 'Evil', url },
        ],
      });
      expectError(res, 400, {
        code: 'invalid_field',
        field: 'links.1.url',
        message: expect.stringMatching(new RegExp(`^Link address: .*${says}`)),
      });
      const after = await callAs(t.app, amara, 'GET', `/candidates/${amara.id}`);
      expect(after.json<Candidate>().links).toEqual(before);
    },
  );

  it('takes expectedUpdatedAt with an edit without storing it, and refuses a malformed one', async () => {
    const read = await callAs(t.app, admin, 'GET', `/candidates/${amara.id}`);
    const { updatedAt } = read.json<Candidate>();
    const res = await patch(amara.id, admin, {
      bio: 'Data and charities.',
      expectedUpdatedAt: updatedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ bio: 'Data and charities.' });
    expect(res.json()).not.toHaveProperty('expectedUpdatedAt');
    const audit = await callAs(t.app, admin, 'GET', `/audit?entity=candidate&entityId=${amara.id}`);
    expect(audit.json().data[0].details).toEqual({ fields: ['bio'] });
    const bad = await patch(amara.id, amara, { bio: 'x', expectedUpdatedAt: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('expectedUpdatedAt');
    const versionOnly = await patch(amara.id, amara, { expectedUpdatedAt: res.json().updatedAt });
    expect(versionOnly.statusCode).toBe(400);
  });

  it('[400] names the field of a bad profile value', async () => {
    const res = await patch(amara.id, amara, { phone: 'call me maybe' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('phone');
  });
});
