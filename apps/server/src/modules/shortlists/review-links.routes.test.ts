import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  ApplicationEvent,
  OutboxMessage,
  SharedShortlist,
  Shortlist,
} from '@careers/contracts';
import { shortlists } from '../../db/tables.ts';
import { testDrivers } from '../../test/db.ts';
import { createLinkContact, lastCodeFor, reviewSession, share } from '../../test/shortlists.ts';
import { shortlistsTestbed } from './shortlists.testbed.ts';

describe.each(testDrivers())('shortlists: review links on %s', (driver) => {
  const { bed, inject, audit, twoApplications } = shortlistsTestbed(driver);
  /** One application shared by a review link with a new contact of the organisation. */
  const linkShare = async (contactName: string, extra: object = {}) => {
    const [a] = await twoApplications();
    const dana = await createLinkContact(bed.t.app, bed.org.id, contactName);
    const shared = await share(bed.t.app, bed.admin, {
      applicationIds: [a!.id],
      via: 'link',
      contactId: dana.id,
      ...extra,
    });
    return { dana, ...shared };
  };

  it('opens a review link only with the emailed code, masks the link and feedback reaches the history', async () => {
    const apps = await twoApplications();
    const dana = await createLinkContact(bed.t.app, bed.org.id);
    const { shortlist, token } = await share(bed.t.app, bed.admin, {
      applicationIds: apps.map((a) => a.id),
      via: 'link',
      contactId: dana.id,
    });
    expect(shortlist).toMatchObject({ via: 'link', contactName: 'Dana Whitfield' });
    expect(shortlist.contactEmail).not.toBe(dana.email);
    expect(shortlist.contactEmail).toMatch(/^c••••@contact\.test$/);
    expect(new Date(shortlist.expiresAt!).getTime() - Date.now()).toBeGreaterThan(13 * 86_400_000);

    // Staff read the mail with the link masked.
    const mail = await inject({ url: '/api/v1/outbox?perPage=100', headers: bed.admin.auth });
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
      await inject({ url: '/api/v1/outbox?perPage=100', headers: bed.admin.auth })
    ).json<{ data: OutboxMessage[] }>().data[0]!;
    expect(codeMail.text).toContain('Your one-time code is ••••');

    const value = await lastCodeFor(bed.t.app, dana.email);
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
      headers: bed.admin.auth,
    });
    expect(events.json<ApplicationEvent[]>().at(-1)).toMatchObject({
      actorRole: 'employer',
      feedback: 'maybe',
      actorName: `Dana Whitfield (${bed.org.name})`,
    });

    // A session is for its own link only.
    const other = await share(bed.t.app, bed.admin, {
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
      headers: bed.admin.auth,
    });
    expect(revoked.statusCode).toBe(204);
    const afterRevoke = await inject({ url: `/api/v1/review/${token}`, headers });
    expect(afterRevoke.statusCode).toBe(410);
    expect(afterRevoke.json().message).toMatch(/withdrawn/);
    const codeAfter = await inject({ method: 'POST', url: `/api/v1/review/${token}/code` });
    expect(codeAfter.statusCode).toBe(410);
  });

  it('allows five tries of a code, then asks for a new one', async () => {
    const { dana, token } = await linkShare('Dana Guess');
    await inject({ method: 'POST', url: `/api/v1/review/${token}/code` });
    const right = await lastCodeFor(bed.t.app, dana.email);
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
    const { dana, shortlist, token } = await linkShare('Dana Late', { expiresInDays: 1 });
    const headers = await reviewSession(bed.t.app, token!, dana.email);
    await bed.t.app.database.db
      .update(shortlists)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shortlists.id, shortlist.id));
    const res = await inject({ url: `/api/v1/review/${token}`, headers });
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toMatch(/expired/);
    const list = await inject({
      url: `/api/v1/shortlists?organisationId=${bed.org.id}`,
      headers: bed.admin.auth,
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

  it('sends at most five codes an hour for one link', async () => {
    const { shortlist, token } = await linkShare('Dana Often');
    for (let i = 0; i < 5; i++) {
      const sent = await inject({ method: 'POST', url: `/api/v1/review/${token}/code` });
      expect(sent.statusCode).toBe(200);
      // As if the minute between two codes had passed.
      await bed.t.app.database.db
        .update(shortlists)
        .set({ codeExpiresAt: new Date(Date.now() - 60_000) })
        .where(eq(shortlists.id, shortlist.id));
    }
    const sixth = await inject({ method: 'POST', url: `/api/v1/review/${token}/code` });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
  });
});
