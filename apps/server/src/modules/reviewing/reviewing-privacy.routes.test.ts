import { describe, expect, it } from 'vitest';
import type { Tag } from '@careers/contracts';
import { callAs } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { createLinkContact, reviewSession, share } from '../../test/shortlists.ts';
import { shortlistsTestbed } from '../shortlists/shortlists.testbed.ts';

/*
 * Staff's notes, ratings and tags never reach a candidate, an employer contact or a review link:
 * every answer those see about a reviewed application and candidate is searched for them.
 */
describe.each(testDrivers())('reviewing stays with staff on %s', (driver) => {
  const { bed, inject, twoApplications } = shortlistsTestbed(driver);
  const noteText = 'PRIVATE-NOTE-7f3a';
  const tagName = 'PRIVATE-TAG-7f3a';

  /** An answer carries nothing of the review: no note or tag text, no review fields. */
  const expectClean = (label: string, body: string) => {
    expect(body, label).not.toContain(noteText);
    expect(body, label).not.toContain(tagName);
    for (const key of ['"notes"', '"rating"', '"ratings"', '"tags"', '"average"']) {
      expect(body, `${label} carries ${key}`).not.toContain(key);
    }
  };

  it('the portal, the employer portal and a review link carry no notes, ratings or tags', async () => {
    const [amaraApp, benApp] = await twoApplications();
    const staff = (method: Parameters<typeof callAs>[2], url: string, body?: unknown) =>
      callAs(bed.t.app, bed.admin, method, url, body);
    const tag = (await staff('POST', '/tags', { name: tagName, colour: 'red' })).json<Tag>();
    for (const app of [amaraApp!, benApp!]) {
      expect(
        (await staff('POST', `/applications/${app.id}/notes`, { body: noteText })).statusCode,
      ).toBe(201);
      expect((await staff('PUT', `/applications/${app.id}/rating`, { value: 5 })).statusCode).toBe(
        200,
      );
      expect((await staff('PUT', `/applications/${app.id}/tags/${tag.id}`)).statusCode).toBe(200);
      expect((await staff('PUT', `/candidates/${app.candidateId}/tags/${tag.id}`)).statusCode).toBe(
        200,
      );
      await staff('POST', `/candidates/${app.candidateId}/notes`, { body: noteText });
    }

    // The candidate's portal: their application, their list, its history, their profile.
    for (const url of [
      `/applications/${amaraApp!.id}`,
      '/applications',
      `/applications/${amaraApp!.id}/events`,
      `/candidates/${bed.amara.id}`,
    ]) {
      const res = await callAs(bed.t.app, bed.amara, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expectClean(`candidate ${url}`, res.body);
    }

    // The employer portal's shortlist and a review link's.
    const { shortlist } = await share(bed.t.app, bed.admin, {
      applicationIds: [amaraApp!.id],
      via: 'portal',
    });
    for (const url of [
      '/api/v1/employer/shortlists',
      `/api/v1/employer/shortlists/${shortlist.id}`,
    ]) {
      const res = await inject({ url, headers: bed.contact.auth });
      expect(res.statusCode, url).toBe(200);
      expectClean(`employer ${url}`, res.body);
    }
    const linkContact = await createLinkContact(bed.t.app, bed.org.id);
    const { token } = await share(bed.t.app, bed.admin, {
      applicationIds: [benApp!.id],
      via: 'link',
      contactId: linkContact.id,
    });
    const headers = await reviewSession(bed.t.app, token!, linkContact.email);
    const review = await inject({ url: `/api/v1/review/${token}`, headers });
    expect(review.statusCode).toBe(200);
    expectClean('review link', review.body);
  });
});
