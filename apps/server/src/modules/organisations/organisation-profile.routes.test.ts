import { describe, expect, it } from 'vitest';
import type { Page } from '@careers/contracts';
import { MAX_LOGO_BYTES } from '@careers/contracts';
import { testDrivers } from '../../test/db.ts';
import { organisationsTestbed } from './organisations.testbed.ts';
import { createEmployer, createOrganisation } from '../../test/employers.ts';
import { jpegBytes, multipart, pdfBytes, pngBytes } from '../../test/files.ts';

const webp = () =>
  Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x24, 0, 0, 0]),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(32),
  ]);
const svg = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe.each(testDrivers())('organisation logo, contacts and notes on %s', (driver) => {
  const { bed, api, detail } = organisationsTestbed(driver);
  const uploadLogo = (id: string, content: Buffer, name = 'logo.png') => {
    const form = multipart({}, { name, content });
    return bed.t.app.inject({
      method: 'PUT',
      url: `/api/v1/organisations/${id}/logo`,
      headers: { ...bed.admin.auth, ...form.headers },
      payload: form.payload,
    });
  };

  it('logos: PNG, JPEG and WebP by their bytes; [415] SVG or a PDF named .png; [413] too big; served with nosniff', async () => {
    const org = await createOrganisation(bed.t.app);
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
    const own = await createEmployer(bed.t.app, { organisationId: org.id });
    const stranger = await createEmployer(bed.t.app);
    expect((await api('GET', `/organisations/${org.id}/logo`, undefined, own)).statusCode).toBe(
      200,
    );
    expect(
      (await api('GET', `/organisations/${org.id}/logo`, undefined, stranger)).statusCode,
    ).toBe(404);
    expect(
      (await api('GET', `/organisations/${org.id}/logo`, undefined, bed.candidate)).statusCode,
    ).toBe(403);
    expect((await api('PUT', `/organisations/${org.id}/logo`, undefined, own)).statusCode).toBe(
      403,
    );

    const removed = await api('DELETE', `/organisations/${org.id}/logo`);
    expect(removed.json()).toMatchObject({ logoUrl: null });
    expect((await api('GET', `/organisations/${org.id}/logo`)).statusCode).toBe(404);
  });

  it('contacts: add, edit, remove; another organisation’s contact is unknown', async () => {
    const org = await createOrganisation(bed.t.app);
    const other = await createOrganisation(bed.t.app);
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
    const org = await createOrganisation(bed.t.app);
    const contact = await createEmployer(bed.t.app, { organisationId: org.id });
    const added = await api('POST', `/organisations/${org.id}/notes`, { body: 'Slow to reply.' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ body: 'Slow to reply.', authorName: bed.admin.fullName });
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
});
