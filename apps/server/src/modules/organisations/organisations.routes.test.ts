import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Application, OrganisationDetail, Page, Organisation } from '@careers/contracts';
import { MAX_LOGO_BYTES } from '@careers/contracts';
import { applications, outbox, sessions, shortlists, vacancies } from '../../db/tables.ts';
import { useTestApp } from '../../test/app.ts';
import { careersCalls } from '../../test/careers.ts';
import { testDrivers } from '../../test/db.ts';
import { createEmployer, createOrganisation } from '../../test/employers.ts';
import { jpegBytes, multipart, pdfBytes, pngBytes } from '../../test/files.ts';
import { createAdmin, createCandidate, type TestUser } from '../../test/users.ts';

const webp = () =>
  Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x24, 0, 0, 0]),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(32),
  ]);
const svg = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe.each(testDrivers())('organisations API on %s', (driver) => {
  const t = useTestApp(driver);
  let admin: TestUser;
  let candidate: TestUser;
  const calls = () => careersCalls(t.app);

  beforeAll(async () => {
    admin = await createAdmin(t.app);
    candidate = await createCandidate(t.app, 'Quinn Applicant');
  }, 60_000);

  const api = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    user: { auth: Record<string, string> } = admin,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: user.auth,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const detail = async (id: string) =>
    (await api('GET', `/organisations/${id}`)).json<OrganisationDetail>();
  const uploadLogo = (id: string, content: Buffer, name = 'logo.png') => {
    const form = multipart({}, { name, content });
    return t.app.inject({
      method: 'PUT',
      url: `/api/v1/organisations/${id}/logo`,
      headers: { ...admin.auth, ...form.headers },
      payload: form.payload,
    });
  };

  it('[201] staff create an approved organisation; [409] the same website or name again', async () => {
    const res = await api('POST', '/organisations', {
      name: 'Quokka Robotics Ltd',
      website: 'https://www.quokka-robotics.example/',
      sector: 'Engineering',
      size: 'medium',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Quokka Robotics Ltd',
      status: 'approved',
      vacancyCount: 0,
      applicationCount: 0,
      contacts: [],
      logoUrl: null,
    });
    const again = await api('POST', '/organisations', {
      name: 'Quokka',
      website: 'quokka-robotics.example',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ field: 'website' });
    const sameName = await api('POST', '/organisations', { name: 'QUOKKA ROBOTICS limited' });
    expect(sameName.statusCode).toBe(409);
    expect((await api('POST', '/organisations', { name: '' })).statusCode).toBe(400);
  });

  it('[200] lists with search, status and sector filters, counts and sort', async () => {
    const tag = `Wombat${Date.now().toString(36)}`;
    const a = await createOrganisation(t.app, { name: `${tag} Alpha` });
    await createOrganisation(t.app, { name: `${tag} Beta`, status: 'pending' });
    const vacancy = await calls().openVacancy(admin, { organisationId: a.id });
    await calls().openVacancy(admin, { organisationId: a.id });
    const doc = await calls().uploaded(candidate, 'cv', 'Quinn CV.pdf');
    expect((await calls().apply(candidate, vacancy.id, [doc.id])).statusCode).toBe(201);

    const all = (
      await api('GET', `/organisations?q=${tag.toLowerCase()}&sortColumn=name&sort=asc`)
    ).json<Page<Organisation>>();
    expect(all.total).toBe(2);
    expect(all.data.map((o) => o.name)).toEqual([`${tag} Alpha`, `${tag} Beta`]);
    expect(all.data[0]).toMatchObject({ vacancyCount: 2, applicationCount: 1 });
    expect(all.data[1]).toMatchObject({ vacancyCount: 0, applicationCount: 0, status: 'pending' });
    const pending = (await api('GET', `/organisations?q=${tag}&status=pending`)).json<
      Page<Organisation>
    >();
    expect(pending.data.map((o) => o.name)).toEqual([`${tag} Beta`]);
    const byCount = (
      await api('GET', `/organisations?q=${tag}&sortColumn=vacancyCount&sort=desc`)
    ).json<Page<Organisation>>();
    expect(byCount.data[0]?.name).toBe(`${tag} Alpha`);
    await api('PATCH', `/organisations/${a.id}`, {
      sector: 'Aerospace',
      expectedUpdatedAt: (await detail(a.id)).updatedAt,
    });
    const sector = (await api('GET', `/organisations?q=${tag}&sector=aerospace`)).json<
      Page<Organisation>
    >();
    expect(sector.data.map((o) => o.id)).toEqual([a.id]);
    // The vacancies list filters by organisation for staff.
    const theirs = await api('GET', `/vacancies?organisationId=${a.id}`);
    expect(theirs.json<Page<unknown>>().total).toBe(2);
  });

  it('[200] exports CSV and Excel with the filters', async () => {
    const tag = `Numbat${Date.now().toString(36)}`;
    await createOrganisation(t.app, { name: `${tag} One` });
    const csv = await api('GET', `/organisations/export?q=${tag}&columns=name,status,vacancyCount`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/organisations-\d{4}-\d{2}-\d{2}\.csv/);
    expect(csv.body.trim().split(/\r?\n/)).toEqual([
      'Name,Status,Vacancies',
      `${tag} One,Approved,0`,
    ]);
    const xlsx = await api('GET', `/organisations/export?q=${tag}&format=xlsx&lang=fr`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await api('GET', '/organisations/export?columns=nope')).statusCode).toBe(400);
  });

  it('[200] a rename is copied into its vacancies and their applications; [409] a stale edit; [428] no version', async () => {
    const org = await createOrganisation(t.app, { name: 'Platypus Foods' });
    const vacancy = await calls().openVacancy(admin, { organisationId: org.id });
    const doc = await calls().uploaded(candidate, 'cv', 'Rename CV.pdf');
    const applied = (await calls().apply(candidate, vacancy.id, [doc.id])).json<Application>();
    const before = await detail(org.id);
    const res = await api('PATCH', `/organisations/${org.id}`, {
      name: 'Platypus Kitchens',
      expectedUpdatedAt: before.updatedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Platypus Kitchens' });
    const [v] = await t.app.database.db
      .select()
      .from(vacancies)
      .where(eq(vacancies.id, vacancy.id));
    expect(v?.employerName).toBe('Platypus Kitchens');
    const [a] = await t.app.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applied.id));
    expect(a?.employerName).toBe('Platypus Kitchens');
    expect(a?.searchText).toContain('platypus kitchens');

    const stale = await api('PATCH', `/organisations/${org.id}`, {
      name: 'Platypus Again',
      expectedUpdatedAt: before.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect((await api('PATCH', `/organisations/${org.id}`, { sector: 'Food' })).statusCode).toBe(
      428,
    );
    expect((await detail(org.id)).name).toBe('Platypus Kitchens');
  });

  it('decisions follow the status machine: [409] with the allowed moves, [400] without a reason', async () => {
    const org = await createOrganisation(t.app, { status: 'pending' });
    const suspend = await api('POST', `/organisations/${org.id}/decision`, {
      status: 'suspended',
      reason: 'Test',
    });
    expect(suspend.statusCode).toBe(409);
    expect(suspend.json()).toMatchObject({ allowed: ['approved', 'rejected'] });
    const noReason = await api('POST', `/organisations/${org.id}/decision`, { status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ field: 'reason' });
    const rejected = await api('POST', `/organisations/${org.id}/decision`, {
      status: 'rejected',
      reason: 'Not a real company',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      statusReason: 'Not a real company',
      decidedBy: admin.fullName,
    });
    const approved = await api('POST', `/organisations/${org.id}/decision`, { status: 'approved' });
    expect(approved.json()).toMatchObject({ status: 'approved', statusReason: null });
  });

  it('approving and rejecting email the contacts with accounts through the outbox', async () => {
    const org = await createOrganisation(t.app, { status: 'pending' });
    const contact = await createEmployer(t.app, { organisationId: org.id });
    const res = await api('POST', `/organisations/${org.id}/decision`, { status: 'approved' });
    expect(res.statusCode).toBe(200);
    const mail = await t.app.database.db.select().from(outbox).where(eq(outbox.to, contact.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain('approved');

    // Rejecting tells them why; a contact without an account gets nothing.
    const other = await createOrganisation(t.app, { status: 'pending' });
    const applicant = await createEmployer(t.app, { organisationId: other.id });
    await api('POST', `/organisations/${other.id}/contacts`, {
      fullName: 'No Account',
      email: 'no.account@example.com',
    });
    await api('POST', `/organisations/${other.id}/decision`, {
      status: 'rejected',
      reason: 'We could not verify the company',
    });
    const rejected = await t.app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, applicant.email));
    expect(rejected[0]?.text).toContain('We could not verify the company');
    const none = await t.app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'no.account@example.com'));
    expect(none).toEqual([]);
  });

  it('suspending pauses open vacancies, revokes review links and ends contacts’ sessions at once', async () => {
    const org = await createOrganisation(t.app);
    const contact = await createEmployer(t.app, { organisationId: org.id });
    const open = await calls().openVacancy(admin, { organisationId: org.id });
    const draft = await calls().draftVacancy(admin, { organisationId: org.id });
    const [link] = await t.app.database.db
      .insert(shortlists)
      .values({
        organisationId: org.id,
        title: 'Shortlist',
        tokenHash: `hash-${org.id}`,
        expiresAt: new Date(Date.now() + 86_400_000),
        sharedBy: admin.id,
      })
      .returning();
    expect((await api('GET', '/vacancies', undefined, contact)).statusCode).toBe(200);

    const res = await api('POST', `/organisations/${org.id}/decision`, {
      status: 'suspended',
      reason: 'Misleading adverts',
    });
    expect(res.statusCode, res.body).toBe(200);
    const db = t.app.database.db;
    const [paused] = await db.select().from(vacancies).where(eq(vacancies.id, open.id));
    expect(paused?.status).toBe('paused');
    const [stillDraft] = await db.select().from(vacancies).where(eq(vacancies.id, draft.id));
    expect(stillDraft?.status).toBe('draft');
    const [revoked] = await db.select().from(shortlists).where(eq(shortlists.id, link!.id));
    expect(revoked?.revokedAt).not.toBeNull();
    const live = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, contact.id), eq(sessions.role, 'employer')));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await api('GET', '/vacancies', undefined, contact)).statusCode).toBe(401);
    const history = (await api('GET', `/organisations/${org.id}/history`)).json<
      Page<{ action: string; details: Record<string, unknown> }>
    >();
    expect(history.data[0]).toMatchObject({
      action: 'organisation.decision',
      details: { from: 'approved', to: 'suspended', pausedVacancies: 1, revokedReviewLinks: 1 },
    });
    // Reinstating does not reopen anything by itself.
    const back = await api('POST', `/organisations/${org.id}/decision`, { status: 'approved' });
    expect(back.json()).toMatchObject({ status: 'approved' });
  });

  it('logos: PNG, JPEG and WebP by their bytes; [415] SVG or a PDF named .png; [413] too big; served with nosniff', async () => {
    const org = await createOrganisation(t.app);
    for (const [bytes, type] of [
      [jpegBytes(), 'image/jpeg'],
      [webp(), 'image/webp'],
      [pngBytes(), 'image/png'],
    ] as const) {
      const res = await uploadLogo(org.id, bytes);
      expect(res.statusCode, res.body).toBe(200);
      const served = await api('GET', `/organisations/${org.id}/logo`);
      expect(served.headers['content-type']).toBe(type);
    }
    expect((await uploadLogo(org.id, svg(), 'logo.svg')).statusCode).toBe(415);
    expect((await uploadLogo(org.id, pdfBytes(), 'logo.png')).statusCode).toBe(415);
    const big = Buffer.concat([pngBytes(), Buffer.alloc(MAX_LOGO_BYTES)]);
    expect((await uploadLogo(org.id, big)).statusCode).toBe(413);

    const logoUrl = (await detail(org.id)).logoUrl;
    expect(logoUrl).toMatch(new RegExp(`^/api/v1/organisations/${org.id}/logo\\?v=\\d+$`));
    const served = await api('GET', `/organisations/${org.id}/logo`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(pngBytes())).toBe(true);

    // Its own contact may read it; another organisation's contact is told it does not exist.
    const own = await createEmployer(t.app, { organisationId: org.id });
    const stranger = await createEmployer(t.app);
    expect((await api('GET', `/organisations/${org.id}/logo`, undefined, own)).statusCode).toBe(
      200,
    );
    expect(
      (await api('GET', `/organisations/${org.id}/logo`, undefined, stranger)).statusCode,
    ).toBe(404);
    expect(
      (await api('GET', `/organisations/${org.id}/logo`, undefined, candidate)).statusCode,
    ).toBe(403);
    expect((await api('PUT', `/organisations/${org.id}/logo`, undefined, own)).statusCode).toBe(
      403,
    );

    const removed = await api('DELETE', `/organisations/${org.id}/logo`);
    expect(removed.json()).toMatchObject({ logoUrl: null });
    expect((await api('GET', `/organisations/${org.id}/logo`)).statusCode).toBe(404);
  });

  it('contacts: add, edit, remove; another organisation’s contact is unknown', async () => {
    const org = await createOrganisation(t.app);
    const other = await createOrganisation(t.app);
    const added = await api('POST', `/organisations/${org.id}/contacts`, {
      fullName: 'Avery Stone',
      email: 'Avery.Stone@Example.com',
      jobTitle: 'Graduate recruiter',
    });
    expect(added.statusCode, added.body).toBe(201);
    const contact = added.json<{ id: string; email: string }>();
    expect(contact.email).toBe('avery.stone@example.com');
    const edited = await api('PATCH', `/organisations/${org.id}/contacts/${contact.id}`, {
      phone: '+44 161 496 0000',
    });
    expect(edited.json()).toMatchObject({ phone: '+44 161 496 0000', fullName: 'Avery Stone' });
    expect(
      (await api('PATCH', `/organisations/${other.id}/contacts/${contact.id}`, { phone: '1' }))
        .statusCode,
    ).toBe(404);
    expect((await detail(org.id)).contacts.map((c) => c.fullName)).toEqual(['Avery Stone']);
    expect(
      (await api('DELETE', `/organisations/${org.id}/contacts/${contact.id}`)).statusCode,
    ).toBe(204);
    expect((await detail(org.id)).contacts).toEqual([]);
    const actions = (await api('GET', `/organisations/${org.id}/history?sort=asc`))
      .json<Page<{ action: string }>>()
      .data.map((e) => e.action);
    expect(actions).toEqual([
      'organisation.contact_add',
      'organisation.contact_update',
      'organisation.contact_remove',
    ]);
  });

  it('notes are staff only: an employer contact of the organisation itself gets 403', async () => {
    const org = await createOrganisation(t.app);
    const contact = await createEmployer(t.app, { organisationId: org.id });
    const added = await api('POST', `/organisations/${org.id}/notes`, { body: 'Slow to reply.' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ body: 'Slow to reply.', authorName: admin.fullName });
    const listed = await api('GET', `/organisations/${org.id}/notes`);
    expect(listed.json<{ data: { body: string }[] }>().data.map((n) => n.body)).toEqual([
      'Slow to reply.',
    ]);
    expect(
      (await api('GET', `/organisations/${org.id}/notes`, undefined, contact)).statusCode,
    ).toBe(403);
    expect((await api('GET', `/organisations/${org.id}`, undefined, contact)).statusCode).toBe(403);
    expect((await api('POST', `/organisations/${org.id}/notes`, { body: '' })).statusCode).toBe(
      400,
    );
  });

  it('merge moves vacancies, contacts, accounts, notes and shortlists, renames copies, deletes the old one; [409] into itself', async () => {
    const from = await createOrganisation(t.app, { name: 'Echidna & Co' });
    const into = await createOrganisation(t.app, { name: 'Echidna Group' });
    const contact = await createEmployer(t.app, { organisationId: from.id });
    const vacancy = await calls().openVacancy(admin, { organisationId: from.id });
    const doc = await calls().uploaded(candidate, 'cv', 'Merge CV.pdf');
    const applied = (await calls().apply(candidate, vacancy.id, [doc.id])).json<Application>();
    await api('POST', `/organisations/${from.id}/notes`, { body: 'Duplicate of Echidna Group.' });

    expect(
      (await api('POST', `/organisations/${from.id}/merge`, { intoId: from.id })).statusCode,
    ).toBe(409);
    const res = await api('POST', `/organisations/${from.id}/merge`, { intoId: into.id });
    expect(res.statusCode, res.body).toBe(200);
    const merged = res.json<OrganisationDetail>();
    expect(merged).toMatchObject({ id: into.id, vacancyCount: 1, applicationCount: 1 });
    expect(merged.contacts.map((c) => c.accountId)).toEqual([contact.id]);
    expect((await api('GET', `/organisations/${from.id}`)).statusCode).toBe(404);
    const db = t.app.database.db;
    const [v] = await db.select().from(vacancies).where(eq(vacancies.id, vacancy.id));
    expect(v).toMatchObject({ organisationId: into.id, employerName: 'Echidna Group' });
    const [a] = await db.select().from(applications).where(eq(applications.id, applied.id));
    expect(a?.employerName).toBe('Echidna Group');
    const notes = (await api('GET', `/organisations/${into.id}/notes`)).json<{
      data: { body: string }[];
    }>();
    expect(notes.data.map((n) => n.body)).toEqual(['Duplicate of Echidna Group.']);
    // The contact now signs in for the remaining organisation.
    const theirs = await api('GET', '/vacancies', undefined, contact);
    expect(theirs.json<Page<{ id: string }>>().data.map((x) => x.id)).toEqual([vacancy.id]);
    const history = (await api('GET', `/organisations/${into.id}/history`)).json<
      Page<{ action: string }>
    >();
    expect(history.data[0]?.action).toBe('organisation.merge');
    expect(
      (await api('POST', `/organisations/${into.id}/merge`, { intoId: from.id })).statusCode,
    ).toBe(400);
  });

  it('[401] without a token; [403] for candidates and employer contacts', async () => {
    const org = await createOrganisation(t.app);
    const contact = await createEmployer(t.app, { organisationId: org.id });
    expect((await t.app.inject({ url: '/api/v1/organisations' })).statusCode).toBe(401);
    expect((await api('GET', '/organisations', undefined, candidate)).statusCode).toBe(403);
    expect((await api('GET', '/organisations', undefined, contact)).statusCode).toBe(403);
    expect(
      (await api('PATCH', `/organisations/${org.id}`, { name: 'Mine now' }, contact)).statusCode,
    ).toBe(403);
    expect(
      (
        await api(
          'POST',
          `/organisations/${org.id}/decision`,
          { status: 'suspended', reason: 'x' },
          contact,
        )
      ).statusCode,
    ).toBe(403);
  });
});
