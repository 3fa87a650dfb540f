import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplicationEvent,
  AuditEntry,
  CareerDocument,
  OutboxMessage,
  SharedShortlist,
  Shortlist,
} from '@careers/contracts';
import { organisations, shortlists } from '../../db/tables.ts';
import type { TestApp } from '../../test/app.ts';
import { careersCalls } from '../../test/careers.ts';
import { testDrivers } from '../../test/db.ts';
import { createEmployer, createOrganisation, type TestEmployer } from '../../test/employers.ts';
import {
  createLinkContact,
  lastCodeFor,
  noticedApplication,
  reviewSession,
  share,
} from '../../test/shortlists.ts';
import { appWithSmtp } from '../../test/smtp.ts';
import { revokeForOrganisation } from './shortlists.service.ts';
import { createAdmin, createCandidate, type TestUser } from '../../test/users.ts';

describe.each(testDrivers())('shortlists API on %s', (driver) => {
  const env = appWithSmtp(driver);
  let t: TestApp;
  let admin: TestUser;
  let amara: TestUser;
  let ben: TestUser;
  let amaraCv: CareerDocument;
  let benCv: CareerDocument;
  let org: { id: string; name: string };
  let contact: TestEmployer;
  let stranger: TestEmployer;

  const inject = (opts: InjectOptions) => t.app.inject(opts);
  const audit = async (entityId: string) => {
    const res = await inject({
      url: `/api/v1/audit?entityId=${entityId}&perPage=100`,
      headers: admin.auth,
    });
    return res.json<{ data: AuditEntry[] }>().data;
  };

  beforeAll(async () => {
    t = env.t;
    const calls = careersCalls(t.app);
    admin = await createAdmin(t.app, undefined, 'Priya Raman');
    amara = await createCandidate(t.app, 'Amara Nwosu');
    ben = await createCandidate(t.app, 'Ben Hartley');
    amaraCv = await calls.uploaded(amara, 'cv', 'Amara CV.pdf');
    benCv = await calls.uploaded(ben, 'cv', 'Ben CV.pdf');
    org = await createOrganisation(t.app, { name: 'Northwind Shortlists' });
    contact = await createEmployer(t.app, { organisationId: org.id, fullName: 'Noor Haddad' });
    stranger = await createEmployer(t.app, { fullName: 'Other Org Contact' });
  });

  const twoApplications = async () => [
    await noticedApplication(t.app, admin, amara, [amaraCv.id], { organisationId: org.id }),
    await noticedApplication(t.app, admin, ben, [benCv.id], { organisationId: org.id }),
  ];

  it('records the notice version and shares only applications made under it', async () => {
    const old = await noticedApplication(t.app, admin, amara, [amaraCv.id], {
      organisationId: org.id,
      notice: false,
    });
    const [fresh] = await twoApplications();
    expect(fresh!.noticeVersion).toBe('2026-11');
    expect(old.noticeVersion).toBeNull();
    const res = await inject({
      method: 'POST',
      url: '/api/v1/shortlists',
      headers: admin.auth,
      payload: { applicationIds: [fresh!.id, old.id], via: 'portal' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      field: 'applicationIds',
      message: expect.stringContaining('Amara Nwosu'),
    });
  });

  it('refuses applications of two organisations and a link to a contact with an account', async () => {
    const [a] = await twoApplications();
    const elsewhere = await noticedApplication(t.app, admin, ben, [benCv.id]);
    const mixed = await inject({
      method: 'POST',
      url: '/api/v1/shortlists',
      headers: admin.auth,
      payload: { applicationIds: [a!.id, elsewhere.id], via: 'portal' },
    });
    expect(mixed.statusCode).toBe(400);
    const withAccount = await inject({
      method: 'POST',
      url: '/api/v1/shortlists',
      headers: admin.auth,
      payload: { applicationIds: [a!.id], via: 'link', contactId: contact.contactId },
    });
    expect(withAccount.statusCode).toBe(409);
    const otherOrgContact = await inject({
      method: 'POST',
      url: '/api/v1/shortlists',
      headers: admin.auth,
      payload: { applicationIds: [a!.id], via: 'link', contactId: stranger.contactId },
    });
    expect(otherOrgContact.statusCode).toBe(400);
  });

  it('shows a portal share to the organisation’s contacts only, with only what was shared', async () => {
    const apps = await twoApplications();
    const { shortlist } = await share(t.app, admin, {
      applicationIds: apps.map((a) => a.id),
      via: 'portal',
      message: 'Two strong candidates',
    });
    expect(shortlist).toMatchObject({ via: 'portal', itemCount: 2, state: 'active' });
    const told = await inject({ url: '/api/v1/outbox?perPage=100', headers: admin.auth });
    expect(
      told
        .json<{ data: OutboxMessage[] }>()
        .data.find((m) => m.to === contact.email && m.text.includes(shortlist.id)),
    ).toBeDefined();

    const mine = await inject({ url: '/api/v1/employer/shortlists', headers: contact.auth });
    expect(mine.json<{ id: string }[]>().map((s) => s.id)).toContain(shortlist.id);
    const theirs = await inject({ url: '/api/v1/employer/shortlists', headers: stranger.auth });
    expect(theirs.json<{ id: string }[]>().map((s) => s.id)).not.toContain(shortlist.id);
    const peek = await inject({
      url: `/api/v1/employer/shortlists/${shortlist.id}`,
      headers: stranger.auth,
    });
    expect(peek.statusCode).toBe(404);

    const read = await inject({
      url: `/api/v1/employer/shortlists/${shortlist.id}`,
      headers: contact.auth,
    });
    expect(read.statusCode).toBe(200);
    const body = read.json<SharedShortlist>();
    expect(body.candidates).toHaveLength(2);
    const amaraShared = body.candidates.find((c) => c.candidateName === 'Amara Nwosu')!;
    expect(amaraShared.coverNote).toBe('I would love to join your team.');
    expect(amaraShared.documents.map((d) => d.id)).toEqual([amaraCv.id]);
    expect(Object.keys(amaraShared.profile).sort()).toEqual(
      ['graduationYear', 'level', 'programme', 'skills'].sort(),
    );
    expect(read.body).not.toContain(amara.email);
    expect(read.body).not.toContain('candidateEmail');

    const file = await inject({
      url: `/api/v1/employer/shortlists/${shortlist.id}/applications/${amaraShared.applicationId}/documents/${amaraCv.id}`,
      headers: contact.auth,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    // Ben's CV is not part of Amara's application.
    const wrongDoc = await inject({
      url: `/api/v1/employer/shortlists/${shortlist.id}/applications/${amaraShared.applicationId}/documents/${benCv.id}`,
      headers: contact.auth,
    });
    expect(wrongDoc.statusCode).toBe(404);
    const strangerFile = await inject({
      url: `/api/v1/employer/shortlists/${shortlist.id}/applications/${amaraShared.applicationId}/documents/${amaraCv.id}`,
      headers: stranger.auth,
    });
    expect(strangerFile.statusCode).toBe(404);

    const views = await audit(shortlist.id);
    expect(views.map((e) => e.action)).toEqual(
      expect.arrayContaining(['shortlist.share', 'shortlist.view']),
    );
    expect(views.find((e) => e.action === 'shortlist.view')).toMatchObject({
      actorId: contact.id,
      actorRole: 'employer',
    });
    const downloads = await audit(amaraCv.id);
    expect(downloads.find((e) => e.action === 'shortlist.document_download')).toMatchObject({
      actorId: contact.id,
    });

    // Feedback: kept on the item, in the application's history, staff notified.
    const fb = await inject({
      method: 'PUT',
      url: `/api/v1/employer/shortlists/${shortlist.id}/applications/${amaraShared.applicationId}/feedback`,
      headers: contact.auth,
      payload: { feedback: 'interested', comment: 'Strong SQL skills' },
    });
    expect(fb.statusCode).toBe(200);
    expect(fb.json()).toMatchObject({ feedback: 'interested', comment: 'Strong SQL skills' });
    const strangerFb = await inject({
      method: 'PUT',
      url: `/api/v1/employer/shortlists/${shortlist.id}/applications/${amaraShared.applicationId}/feedback`,
      headers: stranger.auth,
      payload: { feedback: 'not_interested' },
    });
    expect(strangerFb.statusCode).toBe(404);
    const events = await inject({
      url: `/api/v1/applications/${amaraShared.applicationId}/events`,
      headers: admin.auth,
    });
    const last = events.json<ApplicationEvent[]>().at(-1)!;
    expect(last).toMatchObject({
      actorRole: 'employer',
      feedback: 'interested',
      reason: 'Strong SQL skills',
      from: 'submitted',
      to: 'submitted',
    });
    expect(last.actorName).toContain('Noor Haddad');
    // The candidate's own history shows status changes only, never the employer's feedback.
    const own = await inject({
      url: `/api/v1/applications/${amaraShared.applicationId}/events`,
      headers: amara.auth,
    });
    expect(own.json<ApplicationEvent[]>().some((e) => e.feedback)).toBe(false);
    const staffView = await inject({
      url: `/api/v1/shortlists/${shortlist.id}`,
      headers: admin.auth,
    });
    expect(staffView.json<Shortlist>()).toMatchObject({ answeredCount: 1 });
    const bell = await inject({ url: '/api/v1/notifications', headers: admin.auth });
    expect(bell.json<{ data: { kind: string }[] }>().data[0]).toMatchObject({
      kind: 'shortlist_feedback',
    });
  });

  it('opens a review link only with the emailed code, masks the link and feedback reaches the history', async () => {
    const apps = await twoApplications();
    const dana = await createLinkContact(t.app, org.id);
    const { shortlist, token } = await share(t.app, admin, {
      applicationIds: apps.map((a) => a.id),
      via: 'link',
      contactId: dana.id,
    });
    expect(shortlist).toMatchObject({ via: 'link', contactName: 'Dana Whitfield' });
    expect(shortlist.contactEmail).not.toBe(dana.email);
    expect(shortlist.contactEmail).toMatch(/^c••••@contact\.test$/);
    expect(new Date(shortlist.expiresAt!).getTime() - Date.now()).toBeGreaterThan(13 * 86_400_000);

    // Staff read the mail with the link masked.
    const mail = await inject({ url: '/api/v1/outbox?perPage=100', headers: admin.auth });
    const sent = mail.json<{ data: OutboxMessage[] }>().data.find((m) => m.to === dana.email)!;
    expect(sent.text).toContain('/review/••••');
    expect(mail.body).not.toContain(token!);

    // Without a session nothing is readable.
    const bare = await inject({ url: `/api/v1/review/${token}` });
    expect(bare.statusCode).toBe(403);
    const code = await inject({ method: 'POST', url: `/api/v1/review/${token}/code` });
    expect(code.statusCode).toBe(200);
    expect(code.json()).toMatchObject({ sentTo: 'c••••@contact.test', expiresInMinutes: 10 });
    const again = await inject({ method: 'POST', url: `/api/v1/review/${token}/code` });
    expect(again.statusCode).toBe(429);
    const codeMail = (
      await inject({ url: '/api/v1/outbox?perPage=100', headers: admin.auth })
    ).json<{ data: OutboxMessage[] }>().data[0]!;
    expect(codeMail.text).toContain('Your one-time code is ••••');

    const value = await lastCodeFor(t.app, dana.email);
    const opened = await inject({
      method: 'POST',
      url: `/api/v1/review/${token}/session`,
      payload: { code: value },
    });
    expect(opened.statusCode).toBe(200);
    const headers = { 'x-review-session': opened.json<{ session: string }>().session };
    // The code is one-time.
    const reused = await inject({
      method: 'POST',
      url: `/api/v1/review/${token}/session`,
      payload: { code: value },
    });
    expect(reused.statusCode).toBe(400);

    const read = await inject({ url: `/api/v1/review/${token}`, headers });
    expect(read.statusCode).toBe(200);
    const target = read.json<SharedShortlist>().candidates[0]!;
    const file = await inject({
      url: `/api/v1/review/${token}/applications/${target.applicationId}/documents/${target.documents[0]!.id}`,
      headers,
    });
    expect(file.statusCode).toBe(200);
    const fb = await inject({
      method: 'PUT',
      url: `/api/v1/review/${token}/applications/${target.applicationId}/feedback`,
      headers,
      payload: { feedback: 'maybe', comment: 'Would like a second look' },
    });
    expect(fb.statusCode).toBe(200);
    const events = await inject({
      url: `/api/v1/applications/${target.applicationId}/events`,
      headers: admin.auth,
    });
    expect(events.json<ApplicationEvent[]>().at(-1)).toMatchObject({
      actorRole: 'employer',
      feedback: 'maybe',
      actorName: `Dana Whitfield (${org.name})`,
    });

    // A session is for its own link only.
    const other = await share(t.app, admin, {
      applicationIds: [apps[0]!.id],
      via: 'link',
      contactId: dana.id,
    });
    const crossed = await inject({ url: `/api/v1/review/${other.token}`, headers });
    expect(crossed.statusCode).toBe(403);

    const actions = (await audit(shortlist.id)).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'shortlist.share',
        'shortlist.code_sent',
        'shortlist.link_opened',
        'shortlist.view',
      ]),
    );
    const viewEntry = (await audit(shortlist.id)).find((e) => e.action === 'shortlist.view')!;
    expect(viewEntry).toMatchObject({ actorRole: 'review_link', actorId: dana.id });
    expect((await audit(target.applicationId)).map((e) => e.action)).toContain(
      'shortlist.feedback',
    );

    // Withdrawn: the link and its session stop working.
    const revoked = await inject({
      method: 'DELETE',
      url: `/api/v1/shortlists/${shortlist.id}`,
      headers: admin.auth,
    });
    expect(revoked.statusCode).toBe(204);
    const afterRevoke = await inject({ url: `/api/v1/review/${token}`, headers });
    expect(afterRevoke.statusCode).toBe(410);
    expect(afterRevoke.json().message).toMatch(/withdrawn/);
    const codeAfter = await inject({ method: 'POST', url: `/api/v1/review/${token}/code` });
    expect(codeAfter.statusCode).toBe(410);
  });

  it('allows five tries of a code, then asks for a new one', async () => {
    const [a] = await twoApplications();
    const dana = await createLinkContact(t.app, org.id, 'Dana Guess');
    const { token } = await share(t.app, admin, {
      applicationIds: [a!.id],
      via: 'link',
      contactId: dana.id,
    });
    await inject({ method: 'POST', url: `/api/v1/review/${token}/code` });
    const right = await lastCodeFor(t.app, dana.email);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await inject({
        method: 'POST',
        url: `/api/v1/review/${token}/session`,
        payload: { code: wrong },
      });
      expect(res.statusCode).toBe(400);
    }
    const sixth = await inject({
      method: 'POST',
      url: `/api/v1/review/${token}/session`,
      payload: { code: right },
    });
    expect(sixth.statusCode).toBe(429);
    const later = await inject({
      method: 'POST',
      url: `/api/v1/review/${token}/session`,
      payload: { code: right },
    });
    expect(later.statusCode).toBe(400);
  });

  it('answers 410 for an expired link and 404 for an unknown one', async () => {
    const [a] = await twoApplications();
    const dana = await createLinkContact(t.app, org.id, 'Dana Late');
    const { shortlist, token } = await share(t.app, admin, {
      applicationIds: [a!.id],
      via: 'link',
      contactId: dana.id,
      expiresInDays: 1,
    });
    const headers = await reviewSession(t.app, token!, dana.email);
    await t.app.database.db
      .update(shortlists)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shortlists.id, shortlist.id));
    const res = await inject({ url: `/api/v1/review/${token}`, headers });
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toMatch(/expired/);
    const list = await inject({
      url: `/api/v1/shortlists?organisationId=${org.id}`,
      headers: admin.auth,
    });
    expect(list.json<Shortlist[]>().find((s) => s.id === shortlist.id)).toMatchObject({
      state: 'expired',
    });
    const unknown = await inject({
      method: 'POST',
      url: `/api/v1/review/${'x'.repeat(43)}/code`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists the organisation’s contacts for the share dialog with masked addresses', async () => {
    const dana = await createLinkContact(t.app, org.id, 'Dana Listed');
    const res = await inject({
      url: `/api/v1/shortlists/recipients?organisationId=${org.id}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ id: string; email: string; hasAccount: boolean }[]>();
    expect(rows.find((r) => r.id === dana.id)).toMatchObject({ hasAccount: false });
    expect(rows.find((r) => r.id === contact.contactId)).toMatchObject({ hasAccount: true });
    expect(res.body).not.toContain(dana.email);
    const asEmployer = await inject({
      url: `/api/v1/shortlists/recipients?organisationId=${org.id}`,
      headers: contact.auth,
    });
    expect(asEmployer.statusCode).toBe(403);
  });

  it('hides a withdrawn portal share and stops links when the organisation is suspended', async () => {
    const [a] = await twoApplications();
    const { shortlist } = await share(t.app, admin, { applicationIds: [a!.id], via: 'portal' });
    await inject({
      method: 'DELETE',
      url: `/api/v1/shortlists/${shortlist.id}`,
      headers: admin.auth,
    });
    const gone = await inject({
      url: `/api/v1/employer/shortlists/${shortlist.id}`,
      headers: contact.auth,
    });
    expect(gone.statusCode).toBe(404);
    const listed = await inject({ url: '/api/v1/employer/shortlists', headers: contact.auth });
    expect(listed.json<{ id: string }[]>().map((s) => s.id)).not.toContain(shortlist.id);
    const again = await inject({
      method: 'DELETE',
      url: `/api/v1/shortlists/${shortlist.id}`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(204);

    // Suspension (the organisations module calls revokeForOrganisation): the link answers 410.
    const other = await createOrganisation(t.app, { name: 'Suspended Soon Ltd' });
    const app = await noticedApplication(t.app, admin, ben, [benCv.id], {
      organisationId: other.id,
    });
    const pat = await createLinkContact(t.app, other.id, 'Pat Suspended');
    const { token } = await share(t.app, admin, {
      applicationIds: [app.id],
      via: 'link',
      contactId: pat.id,
    });
    await t.app.database.db
      .update(organisations)
      .set({ status: 'suspended' })
      .where(eq(organisations.id, other.id));
    const suspended = await inject({ method: 'POST', url: `/api/v1/review/${token}/code` });
    expect(suspended.statusCode).toBe(410);
    expect(await revokeForOrganisation(t.app.database.db, other.id)).toBe(1);
  });

  it('sends at most five codes an hour for one link', async () => {
    const [a] = await twoApplications();
    const dana = await createLinkContact(t.app, org.id, 'Dana Often');
    const { shortlist, token } = await share(t.app, admin, {
      applicationIds: [a!.id],
      via: 'link',
      contactId: dana.id,
    });
    for (let i = 0; i < 5; i++) {
      const sent = await inject({ method: 'POST', url: `/api/v1/review/${token}/code` });
      expect(sent.statusCode).toBe(200);
      // As if the minute between two codes had passed.
      await t.app.database.db
        .update(shortlists)
        .set({ codeExpiresAt: new Date(Date.now() - 60_000) })
        .where(eq(shortlists.id, shortlist.id));
    }
    const sixth = await inject({ method: 'POST', url: `/api/v1/review/${token}/code` });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
  });
});
