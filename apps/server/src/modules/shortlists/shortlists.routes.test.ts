import { describe, expect, it } from 'vitest';
import { SHARING_NOTICE_VERSION } from '@careers/contracts';
import { testDrivers } from '../../test/db.ts';
import { createLinkContact, noticedApplication } from '../../test/shortlists.ts';
import { shortlistsTestbed } from './shortlists.testbed.ts';

describe.each(testDrivers())('shortlists: staff sharing on %s', (driver) => {
  const { bed, inject, twoApplications } = shortlistsTestbed(driver);
  const shareAs = (payload: object) =>
    inject({ method: 'POST', url: '/api/v1/shortlists', headers: bed.admin.auth, payload });

  it('records the notice version and shares only applications made under it', async () => {
    const old = await noticedApplication(bed.t.app, bed.admin, bed.amara, [bed.amaraCv.id], {
      organisationId: bed.org.id,
      notice: false,
    });
    const [fresh] = await twoApplications();
    expect(fresh!.noticeVersion).toBe(SHARING_NOTICE_VERSION);
    expect(old.noticeVersion).toBeNull();
    const res = await shareAs({ applicationIds: [fresh!.id, old.id], via: 'portal' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      field: 'applicationIds',
      message: expect.stringContaining('Amara Nwosu'),
    });
  });

  it('refuses applications of two organisations and a link to a contact with an account', async () => {
    const [a] = await twoApplications();
    const elsewhere = await noticedApplication(bed.t.app, bed.admin, bed.ben, [bed.benCv.id]);
    const mixed = await shareAs({ applicationIds: [a!.id, elsewhere.id], via: 'portal' });
    expect(mixed.statusCode).toBe(400);
    const withAccount = await shareAs({
      applicationIds: [a!.id],
      via: 'link',
      contactId: bed.contact.contactId,
    });
    expect(withAccount.statusCode).toBe(409);
    const otherOrgContact = await shareAs({
      applicationIds: [a!.id],
      via: 'link',
      contactId: bed.stranger.contactId,
    });
    expect(otherOrgContact.statusCode).toBe(400);
  });

  it('lists the organisation’s contacts for the share dialog with masked addresses', async () => {
    const dana = await createLinkContact(bed.t.app, bed.org.id, 'Dana Listed');
    const res = await inject({
      url: `/api/v1/shortlists/recipients?organisationId=${bed.org.id}`,
      headers: bed.admin.auth,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ id: string; email: string; hasAccount: boolean }[]>();
    expect(rows.find((r) => r.id === dana.id)).toMatchObject({ hasAccount: false });
    expect(rows.find((r) => r.id === bed.contact.contactId)).toMatchObject({ hasAccount: true });
    expect(res.body).not.toContain(dana.email);
    const asEmployer = await inject({
      url: `/api/v1/shortlists/recipients?organisationId=${bed.org.id}`,
      headers: bed.contact.auth,
    });
    expect(asEmployer.statusCode).toBe(403);
  });
});
