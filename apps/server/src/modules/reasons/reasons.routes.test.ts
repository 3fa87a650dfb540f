import { describe, expect, it } from 'vitest';
import type {
  Application,
  ApplicationEvent,
  OutboxMessage,
  Reason,
  ReasonStats,
} from '@careers/contracts';
import { careersCalls } from '../../test/careers.ts';
import { testDrivers } from '../../test/db.ts';
import { share } from '../../test/shortlists.ts';
import { shortlistsTestbed } from '../shortlists/shortlists.testbed.ts';

describe.each(testDrivers())('internal reasons on %s', (driver) => {
  const { bed, inject, twoApplications } = shortlistsTestbed(driver);

  const listReasons = async (query = '') =>
    (await inject({ url: `/api/v1/reasons${query}`, headers: bed.admin.auth })).json<{
      data: Reason[];
    }>().data;
  const createReason = (name: string, kinds: string[]) =>
    inject({
      method: 'POST',
      url: '/api/v1/reasons',
      headers: bed.admin.auth,
      payload: { name, kinds },
    });
  const patchReason = (id: string, payload: Record<string, unknown>) =>
    inject({ method: 'PATCH', url: `/api/v1/reasons/${id}`, headers: bed.admin.auth, payload });
  const moveWith = (id: string, payload: Record<string, unknown>) =>
    inject({
      method: 'POST',
      url: `/api/v1/applications/${id}/status`,
      headers: bed.admin.auth,
      payload,
    });
  const mailsTo = async (email: string) => {
    const res = await inject({ url: '/api/v1/outbox?perPage=100', headers: bed.admin.auth });
    return res.json<{ data: OutboxMessage[] }>().data.filter((m) => m.to === email);
  };

  it('starts from the default list and lets staff add, rename, retire, restore and delete', async () => {
    const defaults = await listReasons();
    expect(defaults.map((r) => r.name)).toEqual([
      'Awaiting budget',
      'Awaiting references',
      'Candidate unresponsive',
      'Does not meet eligibility',
      'Position filled',
      'Stronger candidates',
    ]);
    expect((await listReasons('?kind=on_hold')).map((r) => r.name)).toEqual([
      'Awaiting budget',
      'Awaiting references',
      'Candidate unresponsive',
      'Position filled',
    ]);

    const created = await createReason('  Visa sponsorship unavailable ', ['rejected']);
    expect(created.statusCode).toBe(201);
    const reason = created.json<Reason>();
    expect(reason).toMatchObject({
      name: 'Visa sponsorship unavailable',
      kinds: ['rejected'],
      status: 'active',
      uses: 0,
    });
    const duplicate = await createReason('visa sponsorship UNAVAILABLE', ['on_hold']);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'reason_name_taken', field: 'name' });
    const noKinds = await createReason('Something', []);
    expect(noKinds.statusCode).toBe(400);
    expect(noKinds.json().field).toBe('kinds');

    const renamed = await patchReason(reason.id, { name: 'No visa sponsorship' });
    expect(renamed.json<Reason>().name).toBe('No visa sponsorship');
    const retired = await patchReason(reason.id, { status: 'retired' });
    expect(retired.json<Reason>().status).toBe('retired');
    expect((await listReasons('?status=active')).map((r) => r.id)).not.toContain(reason.id);
    expect((await patchReason(reason.id, { status: 'active' })).json<Reason>().status).toBe(
      'active',
    );
    expect((await patchReason(reason.id, {})).statusCode).toBe(400);

    const removed = await inject({
      method: 'DELETE',
      url: `/api/v1/reasons/${reason.id}`,
      headers: bed.admin.auth,
    });
    expect(removed.statusCode).toBe(204);
    expect((await patchReason(reason.id, { status: 'retired' })).statusCode).toBe(404);
  });

  it('rejects only with an active rejection reason, keeps it from the candidate and the employer, and counts it', async () => {
    const [amaras, bens] = await twoApplications();
    const reason = (await createReason('Needs a driving licence', ['rejected'])).json<Reason>();
    const holdOnly = (await listReasons('?kind=on_hold')).find(
      (r) => r.name === 'Awaiting budget',
    )!;
    await share(bed.t.app, bed.admin, {
      applicationIds: [amaras!.id],
      via: 'portal',
      message: 'One strong candidate',
    });

    const missing = await moveWith(amaras!.id, { status: 'rejected', message: 'Sorry' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'reasonId', code: 'invalid_field' });
    const wrongKind = await moveWith(amaras!.id, { status: 'rejected', reasonId: holdOnly.id });
    expect(wrongKind.statusCode).toBe(409);
    expect(wrongKind.json()).toMatchObject({ code: 'reason_wrong_kind', field: 'reasonId' });
    const spare = (await createReason('Retired before use', ['rejected'])).json<Reason>();
    await patchReason(spare.id, { status: 'retired' });
    const retired = await moveWith(amaras!.id, { status: 'rejected', reasonId: spare.id });
    expect(retired.statusCode).toBe(409);
    expect(retired.json()).toMatchObject({ code: 'reason_retired', field: 'reasonId' });
    const unknown = await moveWith(amaras!.id, {
      status: 'rejected',
      reasonId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('reasonId');
    const onForwardMove = await moveWith(bens!.id, {
      status: 'under_review',
      reasonId: reason.id,
    });
    expect(onForwardMove.statusCode).toBe(400);

    const rejected = await moveWith(amaras!.id, {
      status: 'rejected',
      reasonId: reason.id,
      message: 'We needed someone who can drive to sites.',
      note: 'INTERNAL-NOTE-7 strong otherwise',
    });
    expect(rejected.statusCode).toBe(200);
    const note = await moveWith(bens!.id, { status: 'under_review', note: 'Looks promising' });
    expect(note.statusCode).toBe(200);

    // Staff read reason and note in the history.
    const staffHistory = (
      await inject({ url: `/api/v1/applications/${amaras!.id}/events`, headers: bed.admin.auth })
    ).json<ApplicationEvent[]>();
    expect(staffHistory.at(-1)).toMatchObject({
      to: 'rejected',
      reason: 'We needed someone who can drive to sites.',
      internalReason: { id: reason.id, name: 'Needs a driving licence' },
      note: 'INTERNAL-NOTE-7 strong otherwise',
    });
    // The candidate reads the message, never the reason or the note.
    const portal = await inject({
      url: `/api/v1/applications/${amaras!.id}/events`,
      headers: bed.amara.auth,
    });
    expect(portal.body).toContain('We needed someone who can drive to sites.');
    expect(portal.body).not.toContain('Needs a driving licence');
    expect(portal.body).not.toContain(reason.id);
    expect(portal.body).not.toContain('INTERNAL-NOTE-7');
    expect(portal.body).not.toContain('internalReason');
    const own = await inject({
      url: `/api/v1/applications/${amaras!.id}`,
      headers: bed.amara.auth,
    });
    expect(own.body).not.toContain(reason.id);
    const probe = await inject({
      url: `/api/v1/applications?reason=${reason.id}`,
      headers: bed.amara.auth,
    });
    expect(probe.statusCode).toBe(400);
    // Nor does the employer contact the application was shared with.
    const shortlists = await inject({
      url: '/api/v1/employer/shortlists',
      headers: bed.contact.auth,
    });
    for (const s of shortlists.json<{ id: string }[]>()) {
      const read = await inject({
        url: `/api/v1/employer/shortlists/${s.id}`,
        headers: bed.contact.auth,
      });
      expect(read.body).not.toContain('Needs a driving licence');
      expect(read.body).not.toContain('INTERNAL-NOTE-7');
    }
    const employerEvents = await inject({
      url: `/api/v1/applications/${amaras!.id}/events`,
      headers: bed.contact.auth,
    });
    expect(employerEvents.statusCode).toBe(403);
    // The email carries the message, not the reason.
    const mails = await mailsTo(bed.amara.email);
    expect(mails.some((m) => m.text.includes('We needed someone who can drive to sites.'))).toBe(
      true,
    );
    expect(mails.some((m) => m.text.includes('Needs a driving licence'))).toBe(false);

    // A used reason is retired, not deleted, and still counts.
    const del = await inject({
      method: 'DELETE',
      url: `/api/v1/reasons/${reason.id}`,
      headers: bed.admin.auth,
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().code).toBe('reason_in_use');
    expect((await listReasons()).find((r) => r.id === reason.id)?.uses).toBe(1);
    await patchReason(reason.id, { status: 'retired' });

    const stats = (
      await inject({ url: '/api/v1/stats/reasons', headers: bed.admin.auth })
    ).json<ReasonStats>();
    expect(stats.rows).toContainEqual({
      status: 'rejected',
      reasonId: reason.id,
      name: 'Needs a driving licence',
      retired: true,
      count: 1,
    });
    const filtered = await inject({
      url: `/api/v1/applications?status=rejected&reason=${reason.id}`,
      headers: bed.admin.auth,
    });
    expect(filtered.json<{ data: Application[] }>().data.map((a) => a.id)).toEqual([amaras!.id]);
  });

  it('holds with an optional reason, and resuming sends no email the candidate already had', async () => {
    const calls = careersCalls(bed.t.app);
    const [, bens] = await twoApplications();
    const id = bens!.id;
    const hold = (await listReasons('?kind=on_hold')).find((r) => r.name === 'Awaiting budget')!;
    // Offered is always emailed, whatever the student chose.
    for (const to of ['under_review', 'shortlisted', 'interviewing', 'offered']) {
      expect((await calls.moveApplication(bed.admin, id, to)).statusCode).toBe(200);
    }
    const offerMails = async () =>
      (await mailsTo(bed.ben.email)).filter((m) => m.subject.includes('received an offer'));
    expect(await offerMails()).toHaveLength(1);

    const held = await moveWith(id, {
      status: 'on_hold',
      reasonId: hold.id,
      note: 'Budget freeze',
    });
    expect(held.statusCode).toBe(200);
    expect(held.json<Application>().allowedNext).toEqual(['offered', 'rejected']);
    const resumed = await moveWith(id, { status: 'offered' });
    expect(resumed.json<Application>().status).toBe('offered');
    expect(await offerMails()).toHaveLength(1);
    // The move kept whether it emailed: the resume did not.
    const history = (
      await inject({ url: `/api/v1/applications/${id}/events`, headers: bed.admin.auth })
    ).json<ApplicationEvent[]>();
    expect(history.slice(-2)).toMatchObject([
      {
        to: 'on_hold',
        internalReason: { id: hold.id, name: 'Awaiting budget' },
        note: 'Budget freeze',
      },
      { to: 'offered', internalReason: null, note: null },
    ]);
    // A hold without a reason is allowed, and resuming again still sends nothing new.
    expect((await moveWith(id, { status: 'on_hold' })).statusCode).toBe(200);
    expect((await moveWith(id, { status: 'offered' })).statusCode).toBe(200);
    expect(await offerMails()).toHaveLength(1);
  });
});
