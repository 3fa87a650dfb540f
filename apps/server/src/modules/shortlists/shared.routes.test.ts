import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  ApplicationEvent,
  OutboxMessage,
  SharedShortlist,
  Shortlist,
} from '@careers/contracts';
import { organisations } from '../../db/tables.ts';
import { testDrivers } from '../../test/db.ts';
import { createOrganisation } from '../../test/employers.ts';
import { createLinkContact, noticedApplication, share } from '../../test/shortlists.ts';
import { revokeForOrganisation } from './shortlists.service.ts';
import { shortlistsTestbed } from './shortlists.testbed.ts';

describe.each(testDrivers())('shortlists: the employer portal on %s', (driver) => {
  const { bed, inject, audit, twoApplications } = shortlistsTestbed(driver);

  it('shows a portal share to the organisation’s contacts only, with only what was shared', async () => {
    const apps = await twoApplications();
    const { shortlist } = await share(bed.t.app, bed.admin, {
      applicationIds: apps.map((a) => a.id),
      via: 'portal',
      message: 'Two strong candidates',
    });
    expect(shortlist).toMatchObject({ via: 'portal', itemCount: 2, state: 'active' });
    const told = await inject({ url: '/api/v1/outbox?perPage=100', headers: bed.admin.auth });
    expect(
      told
        .json<{ data: OutboxMessage[] }>()
        .data.find((m) => m.to === bed.contact.email && m.text.includes(shortlist.id)),
    ).toBeDefined();

    const mine = await inject({ url: '/api/v1/employer/shortlists', headers: bed.contact.auth });
    expect(mine.json<{ id: string }[]>().map((s) => s.id)).toContain(shortlist.id);
    const theirs = await inject({ url: '/api/v1/employer/shortlists', headers: bed.stranger.auth });
    expect(theirs.json<{ id: string }[]>().map((s) => s.id)).not.toContain(shortlist.id);
    const peek = await inject({
      url: `/api/v1/employer/shortlists/${shortlist.id}`,
      headers: bed.stranger.auth,
    });
    expect(peek.statusCode).toBe(404);

    const read = await inject({
      url: `/api/v1/employer/shortlists/${shortlist.id}`,
      headers: bed.contact.auth,
    });
    expect(read.statusCode).toBe(200);
    const body = read.json<SharedShortlist>();
    expect(body.candidates).toHaveLength(2);
    const amaraShared = body.candidates.find((c) => c.candidateName === 'Amara Nwosu')!;
    expect(amaraShared.coverNote).toBe('I would love to join your team.');
    expect(amaraShared.documents.map((d) => d.id)).toEqual([bed.amaraCv.id]);
    expect(Object.keys(amaraShared.profile).sort()).toEqual(
      ['graduationYear', 'level', 'programme', 'skills'].sort(),
    );
    expect(read.body).not.toContain(bed.amara.email);
    expect(read.body).not.toContain('candidateEmail');

    const file = await inject({
      url: `/api/v1/employer/shortlists/${shortlist.id}/applications/${amaraShared.applicationId}/documents/${bed.amaraCv.id}`,
      headers: bed.contact.auth,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    // Ben's CV is not part of Amara's application.
    const wrongDoc = await inject({
      url: `/api/v1/employer/shortlists/${shortlist.id}/applications/${amaraShared.applicationId}/documents/${bed.benCv.id}`,
      headers: bed.contact.auth,
    });
    expect(wrongDoc.statusCode).toBe(404);
    const strangerFile = await inject({
      url: `/api/v1/employer/shortlists/${shortlist.id}/applications/${amaraShared.applicationId}/documents/${bed.amaraCv.id}`,
      headers: bed.stranger.auth,
    });
    expect(strangerFile.statusCode).toBe(404);

    const views = await audit(shortlist.id);
    expect(views.map((e) => e.action)).toEqual(
      expect.arrayContaining(['shortlist.share', 'shortlist.view']),
    );
    expect(views.find((e) => e.action === 'shortlist.view')).toMatchObject({
      actorId: bed.contact.id,
      actorRole: 'employer',
    });
    const downloads = await audit(bed.amaraCv.id);
    expect(downloads.find((e) => e.action === 'shortlist.document_download')).toMatchObject({
      actorId: bed.contact.id,
    });

    // Feedback: kept on the item, in the application's history, staff notified.
    const fb = await inject({
      method: 'PUT',
      url: `/api/v1/employer/shortlists/${shortlist.id}/applications/${amaraShared.applicationId}/feedback`,
      headers: bed.contact.auth,
      payload: { feedback: 'interested', comment: 'Strong SQL skills' },
    });
    expect(fb.statusCode).toBe(200);
    expect(fb.json()).toMatchObject({ feedback: 'interested', comment: 'Strong SQL skills' });
    const strangerFb = await inject({
      method: 'PUT',
      url: `/api/v1/employer/shortlists/${shortlist.id}/applications/${amaraShared.applicationId}/feedback`,
      headers: bed.stranger.auth,
      payload: { feedback: 'not_interested' },
    });
    expect(strangerFb.statusCode).toBe(404);
    const events = await inject({
      url: `/api/v1/applications/${amaraShared.applicationId}/events`,
      headers: bed.admin.auth,
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
      headers: bed.amara.auth,
    });
    expect(own.json<ApplicationEvent[]>().some((e) => e.feedback)).toBe(false);
    const staffView = await inject({
      url: `/api/v1/shortlists/${shortlist.id}`,
      headers: bed.admin.auth,
    });
    expect(staffView.json<Shortlist>()).toMatchObject({ answeredCount: 1 });
    const bell = await inject({ url: '/api/v1/notifications', headers: bed.admin.auth });
    expect(bell.json<{ data: { kind: string }[] }>().data[0]).toMatchObject({
      kind: 'shortlist_feedback',
    });
  });

  it('hides a withdrawn portal share and stops links when the organisation is suspended', async () => {
    const [a] = await twoApplications();
    const { shortlist } = await share(bed.t.app, bed.admin, {
      applicationIds: [a!.id],
      via: 'portal',
    });
    await inject({
      method: 'DELETE',
      url: `/api/v1/shortlists/${shortlist.id}`,
      headers: bed.admin.auth,
    });
    const gone = await inject({
      url: `/api/v1/employer/shortlists/${shortlist.id}`,
      headers: bed.contact.auth,
    });
    expect(gone.statusCode).toBe(404);
    const listed = await inject({ url: '/api/v1/employer/shortlists', headers: bed.contact.auth });
    expect(listed.json<{ id: string }[]>().map((s) => s.id)).not.toContain(shortlist.id);
    const again = await inject({
      method: 'DELETE',
      url: `/api/v1/shortlists/${shortlist.id}`,
      headers: bed.admin.auth,
    });
    expect(again.statusCode).toBe(204);

    // Suspension (the organisations module calls revokeForOrganisation): the link answers 410.
    const other = await createOrganisation(bed.t.app, { name: 'Suspended Soon Ltd' });
    const app = await noticedApplication(bed.t.app, bed.admin, bed.ben, [bed.benCv.id], {
      organisationId: other.id,
    });
    const pat = await createLinkContact(bed.t.app, other.id, 'Pat Suspended');
    const { token } = await share(bed.t.app, bed.admin, {
      applicationIds: [app.id],
      via: 'link',
      contactId: pat.id,
    });
    await bed.t.app.database.db
      .update(organisations)
      .set({ status: 'suspended' })
      .where(eq(organisations.id, other.id));
    const suspended = await inject({ method: 'POST', url: `/api/v1/review/${token}/code` });
    expect(suspended.statusCode).toBe(410);
    expect(await revokeForOrganisation(bed.t.app.database.db, other.id)).toBe(1);
  });
});
