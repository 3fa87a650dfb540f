import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Slot } from '@careers/contracts';
import { callAs, useTestApp } from '../../test/app.ts';
import { bookingCalls } from '../../test/bookings.ts';
import { testDrivers } from '../../test/db.ts';
import { createEmployer } from '../../test/employers.ts';
import { createAdmin, createCandidate, type TestUser } from '../../test/users.ts';

/* The staff calendar's filters (issue 21): whose slots, what for, and who booked them. */
describe.each(testDrivers())('slots by host on %s', (driver) => {
  const t = useTestApp(driver);
  let priya: TestUser;
  let daniel: TestUser;
  let b: ReturnType<typeof bookingCalls>;

  beforeAll(async () => {
    priya = await createAdmin(t.app, undefined, 'Priya Raman');
    daniel = await createAdmin(t.app, priya, 'Daniel Clarke');
    b = bookingCalls(t.app, priya);
  });

  const listed = async (user: TestUser, query: string) => {
    const res = await callAs(t.app, user, 'GET', `/slots?perPage=100&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page<Slot>>().data;
  };

  it("lists one member of staff's slots (their own by default as host), or everybody's", async () => {
    const from = `from=${encodeURIComponent(b.inHours(1))}`;
    const mine = await b.slot({ hostName: 'Dr Priya Raman' });
    const cv = await b.slot({ appointmentType: 'mock_interview' }, daniel);
    expect(mine.hostAdminId).toBe(priya.id);
    expect(cv.hostAdminId).toBe(daniel.id);
    expect(cv.hostName).toBe('Daniel Clarke');

    const priyas = await listed(priya, `${from}&hostAdminId=${priya.id}`);
    expect(priyas.map((s) => s.id)).toContain(mine.id);
    expect(priyas.every((s) => s.hostAdminId === priya.id)).toBe(true);
    expect((await listed(priya, `${from}&hostAdminId=${daniel.id}`)).map((s) => s.id)).toEqual([
      cv.id,
    ]);
    const everyone = (await listed(priya, from)).map((s) => s.id);
    expect(everyone).toEqual(expect.arrayContaining([mine.id, cv.id]));
    const mocks = await listed(priya, `${from}&appointmentType=mock_interview`);
    expect(mocks.map((s) => s.id)).toEqual([cv.id]);

    const bad = await callAs(t.app, priya, 'GET', '/slots?hostAdminId=priya');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ field: string }>().field).toBe('hostAdminId');
    const badType = await callAs(t.app, priya, 'GET', '/slots?appointmentType=lunch');
    expect(badType.statusCode).toBe(400);
    expect(badType.json<{ field: string }>().field).toBe('appointmentType');
  });

  it('staff publish a slot for a colleague, and hand one over; the host must be active staff', async () => {
    const forDaniel = await b.slot({ hostAdminId: daniel.id });
    expect(forDaniel).toMatchObject({ hostAdminId: daniel.id, hostName: 'Daniel Clarke' });
    const named = await b.slot({ hostAdminId: daniel.id, hostName: 'Daniel, careers adviser' });
    expect(named.hostName).toBe('Daniel, careers adviser');

    const handed = await callAs(t.app, daniel, 'PATCH', `/slots/${forDaniel.id}`, {
      hostAdminId: priya.id,
    });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json<Slot>()).toMatchObject({ hostAdminId: priya.id, hostName: 'Priya Raman' });

    const unknown = await callAs(t.app, priya, 'POST', '/slots', {
      purpose: 'appointment',
      appointmentType: 'cv_review',
      startsAt: b.inHours(48),
      durationMinutes: 30,
      location: 'Room 1',
      hostAdminId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ field: string }>().field).toBe('hostAdminId');

    const gone = await createAdmin(t.app, priya, 'Sam Okafor');
    const disabled = await callAs(t.app, priya, 'PATCH', `/admins/${gone.id}`, {
      status: 'disabled',
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const toDisabled = await callAs(t.app, priya, 'PATCH', `/slots/${named.id}`, {
      hostAdminId: gone.id,
    });
    expect(toDisabled.statusCode).toBe(400);
    expect(toDisabled.json<{ field: string }>().field).toBe('hostAdminId');

    const contact = await createEmployer(t.app, { fullName: 'Morgan Reyes' });
    const own = await b.calls.draftVacancy(contact);
    const theirs = await callAs(t.app, contact, 'POST', '/slots', {
      purpose: 'interview',
      vacancyId: own.id,
      startsAt: b.inHours(48),
      durationMinutes: 30,
      location: 'Room 1',
      hostAdminId: priya.id,
    });
    expect(theirs.statusCode).toBe(403);
  });

  it('staff read who booked each slot; candidates are never shown who else booked', async () => {
    const slot = await b.slot({ capacity: 3 });
    const amara = await createCandidate(t.app, 'Amara Nwosu');
    const lena = await createCandidate(t.app, 'Lena Fischer');
    const dropped = await createCandidate(t.app, 'Omar Haddad');
    await b.booked(amara, slot.id);
    await b.booked(lena, slot.id);
    const cancelled = await b.booked(dropped, slot.id);
    const cancel = await callAs(t.app, dropped, 'POST', `/bookings/${cancelled.id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);

    const seen = (await listed(priya, `hostAdminId=${priya.id}`)).find((s) => s.id === slot.id);
    expect(seen).toMatchObject({ booked: 2, bookedBy: ['Amara Nwosu', 'Lena Fischer'] });
    const one = await callAs(t.app, priya, 'GET', `/slots/${slot.id}`);
    expect(one.json<Slot>().bookedBy).toEqual(['Amara Nwosu', 'Lena Fischer']);

    const offered = await callAs(t.app, dropped, 'GET', '/bookable-slots?perPage=100');
    const mine = offered.json<Page<Slot>>().data.find((s) => s.id === slot.id);
    expect(mine).toMatchObject({ booked: 2, bookedBy: [] });
  });
});
