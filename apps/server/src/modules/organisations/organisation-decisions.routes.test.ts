import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Application, OrganisationDetail, Page } from '@careers/contracts';
import { applications, outbox, sessions, shortlists, vacancies } from '../../db/tables.ts';
import { testDrivers } from '../../test/db.ts';
import { organisationsTestbed } from './organisations.testbed.ts';
import { createEmployer, createOrganisation } from '../../test/employers.ts';

describe.each(testDrivers())('organisation decisions and merge on %s', (driver) => {
  const { bed, api, calls } = organisationsTestbed(driver);

  it('decisions follow the status machine: [409] with the allowed moves, [400] without a reason', async () => {
    const org = await createOrganisation(bed.t.app, { status: 'pending' });
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
      decidedBy: bed.admin.fullName,
    });
    const approved = await api('POST', `/organisations/${org.id}/decision`, { status: 'approved' });
    expect(approved.json()).toMatchObject({ status: 'approved', statusReason: null });
  });

  it('approving and rejecting email the contacts with accounts through the outbox', async () => {
    const org = await createOrganisation(bed.t.app, { status: 'pending' });
    const contact = await createEmployer(bed.t.app, { organisationId: org.id });
    const res = await api('POST', `/organisations/${org.id}/decision`, { status: 'approved' });
    expect(res.statusCode).toBe(200);
    const mail = await bed.t.app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, contact.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain('approved');

    // Rejecting tells them why; a contact without an account gets nothing.
    const other = await createOrganisation(bed.t.app, { status: 'pending' });
    const applicant = await createEmployer(bed.t.app, { organisationId: other.id });
    await api('POST', `/organisations/${other.id}/contacts`, {
      fullName: 'No Account',
      email: 'no.account@example.com',
    });
    await api('POST', `/organisations/${other.id}/decision`, {
      status: 'rejected',
      reason: 'We could not verify the company',
    });
    const rejected = await bed.t.app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, applicant.email));
    expect(rejected[0]?.text).toContain('We could not verify the company');
    const none = await bed.t.app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'no.account@example.com'));
    expect(none).toEqual([]);
  });

  it('suspending pauses open vacancies, revokes review links and ends contacts’ sessions at once', async () => {
    const org = await createOrganisation(bed.t.app);
    const contact = await createEmployer(bed.t.app, { organisationId: org.id });
    const open = await calls().openVacancy(bed.admin, { organisationId: org.id });
    const draft = await calls().draftVacancy(bed.admin, { organisationId: org.id });
    const [link] = await bed.t.app.database.db
      .insert(shortlists)
      .values({
        organisationId: org.id,
        title: 'Shortlist',
        tokenHash: `hash-${org.id}`,
        expiresAt: new Date(Date.now() + 86_400_000),
        sharedBy: bed.admin.id,
      })
      .returning();
    expect((await api('GET', '/vacancies', undefined, contact)).statusCode).toBe(200);

    const res = await api('POST', `/organisations/${org.id}/decision`, {
      status: 'suspended',
      reason: 'Misleading adverts',
    });
    expect(res.statusCode, res.body).toBe(200);
    const db = bed.t.app.database.db;
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

  it('merge moves vacancies, contacts, accounts, notes and shortlists, renames copies, deletes the old one; [409] into itself', async () => {
    const from = await createOrganisation(bed.t.app, { name: 'Echidna & Co' });
    const into = await createOrganisation(bed.t.app, { name: 'Echidna Group' });
    const contact = await createEmployer(bed.t.app, { organisationId: from.id });
    const vacancy = await calls().openVacancy(bed.admin, { organisationId: from.id });
    const doc = await calls().uploaded(bed.candidate, 'cv', 'Merge CV.pdf');
    const applied = (await calls().apply(bed.candidate, vacancy.id, [doc.id])).json<Application>();
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
    const db = bed.t.app.database.db;
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
});
