import { describe, expect, it } from 'vitest';
import { bookingMessages, type Booking, type Page, type Slot } from '@careers/contracts';
import { callAs, useTestApp } from '../../test/app.ts';
import { bookingSuite } from '../../test/bookings.ts';
import { testDrivers } from '../../test/db.ts';
import { createEmployer } from '../../test/employers.ts';
import { createCandidate, type TestUser } from '../../test/users.ts';

describe.each(testDrivers())('bookings on %s', (driver) => {
  const t = useTestApp(driver);
  const b = bookingSuite(t);

  const offeredTo = async (user: TestUser) =>
    (await callAs(t.app, user, 'GET', '/bookable-slots?perPage=100')).json<Page<Slot>>().data;
  const bookingsOf = async (user: TestUser, query = '') =>
    (await callAs(t.app, user, 'GET', `/bookings?perPage=100${query}`)).json<Page<Booking>>().data;

  it('[201] staff publish an appointment slot; bad input is a 400 naming the field', async () => {
    const slot = await b.slot({ capacity: 4, hostName: 'Dr Ada Lovelace' });
    expect(slot).toMatchObject({
      purpose: 'appointment',
      appointmentType: 'cv_review',
      vacancyId: null,
      capacity: 4,
      booked: 0,
      cutoffHours: 24,
      hostName: 'Dr Ada Lovelace',
      durationMinutes: 30,
    });
    expect(new Date(slot.endsAt).getTime() - new Date(slot.startsAt).getTime()).toBe(30 * 60_000);
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await callAs(t.app, b.admin, 'POST', '/slots', {
        purpose: 'appointment',
        appointmentType: 'cv_review',
        startsAt: b.inHours(48),
        durationMinutes: 30,
        location: 'Room 1',
        ...body,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ field: string }>().field).toBe(field);
    };
    await bad({ capacity: 0 }, 'capacity');
    await bad({ location: undefined }, 'location');
    await bad({ purpose: 'interview' }, 'vacancyId');
    await bad({ appointmentType: undefined }, 'appointmentType');
    await bad({ startsAt: b.inHours(-1) }, 'startsAt');
    await bad({ durationMinutes: 1 }, 'durationMinutes');
  });

  it("employer contacts publish and manage interview slots of their own organisation's vacancies only", async () => {
    const contact = await createEmployer(t.app, { fullName: 'Morgan Reyes' });
    const own = await b.calls.draftVacancy(contact);
    const mine = await b.slot({ purpose: 'interview', vacancyId: own.id }, contact);
    expect(mine.vacancyTitle).toBe(own.title);
    const staffVacancy = await b.calls.openVacancy(b.admin);
    const elsewhere = await callAs(t.app, contact, 'POST', '/slots', {
      purpose: 'interview',
      vacancyId: staffVacancy.id,
      startsAt: b.inHours(48),
      durationMinutes: 30,
      location: 'Room 1',
    });
    expect(elsewhere.statusCode).toBe(400);
    const appointment = await b.slot();
    const listed = (await callAs(t.app, contact, 'GET', '/slots?perPage=100')).json<Page<Slot>>();
    expect(listed.data.map((s) => s.id)).toEqual([mine.id]);
    expect(
      (await callAs(t.app, contact, 'PATCH', `/slots/${appointment.id}`, { capacity: 2 }))
        .statusCode,
    ).toBe(404);
    const moved = await callAs(t.app, contact, 'POST', `/slots/${mine.id}/move`, {
      startsAt: b.inHours(96),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await callAs(t.app, contact, 'DELETE', `/slots/${mine.id}`)).statusCode).toBe(204);
    expect((await callAs(t.app, b.admin, 'GET', `/slots/${mine.id}`)).statusCode).toBe(404);
  });

  it('an interview slot is offered only once the application is interviewing, one booking per vacancy', async () => {
    const { candidate, vacancy, application } = await b.interviewing();
    const first = await b.slot({ purpose: 'interview', vacancyId: vacancy.id });
    const second = await b.slot({ purpose: 'interview', vacancyId: vacancy.id });
    const outsider = await createCandidate(t.app, 'Ben Hartley');
    expect((await offeredTo(outsider)).map((s) => s.id)).not.toContain(first.id);
    expect((await b.book(outsider, first.id)).statusCode).toBe(404);
    // Staff cannot book an interview for a candidate who is not interviewing for it.
    const notInterviewing = await b.book(b.admin, first.id, { candidateId: outsider.id });
    expect(notInterviewing.statusCode).toBe(409);
    expect(notInterviewing.json<{ message: string }>().message).toBe(
      bookingMessages.notInterviewing,
    );

    expect((await offeredTo(candidate)).map((s) => s.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
    const booking = await b.booked(candidate, first.id, { adjustments: 'Step-free access' });
    expect(booking).toMatchObject({
      applicationId: application.id,
      purpose: 'interview',
      vacancyTitle: vacancy.title,
      adjustments: 'Step-free access',
      status: 'booked',
      sequence: 0,
    });
    const again = await b.book(candidate, second.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: bookingMessages.alreadyBooked,
      code: 'already_booked',
    });
    // Once booked, it is no longer offered to them; their list holds the booking, another's does not.
    expect((await offeredTo(candidate)).map((s) => s.id)).not.toContain(first.id);
    expect((await bookingsOf(candidate)).map((x) => x.id)).toEqual([booking.id]);
    expect(await bookingsOf(outsider)).toEqual([]);
    expect((await bookingsOf(b.admin, `&slotId=${first.id}`)).map((x) => x.id)).toEqual([
      booking.id,
    ]);
  });

  it('[409] a full slot refuses with a clear message and is no longer offered', async () => {
    const slot = await b.slot({ capacity: 1 });
    const [ana, ben] = [
      await createCandidate(t.app, 'Ana Silva'),
      await createCandidate(t.app, 'Ben Cole'),
    ];
    await b.booked(ana, slot.id);
    const full = await b.book(ben, slot.id);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ message: bookingMessages.full, code: 'slot_full' });
    expect((await offeredTo(ben)).map((s) => s.id)).not.toContain(slot.id);
    // Capacity cannot drop below what is booked.
    const group = await b.slot({ capacity: 3 });
    await b.booked(ana, group.id);
    await b.booked(ben, group.id);
    const shrink = await callAs(t.app, b.admin, 'PATCH', `/slots/${group.id}`, { capacity: 1 });
    expect(shrink.statusCode).toBe(409);
  });

  it('candidates book, cancel and rebook only before the cut-off; staff at any time', async () => {
    const student = await createCandidate(t.app, 'Chloe Park');
    const soon = await b.slot({ startsAt: b.inHours(10) });
    const late = await b.book(student, soon.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'booking_cutoff_passed' });
    const forThem = await b.booked(b.admin, soon.id, { candidateId: student.id });
    expect(forThem.candidateId).toBe(student.id);
    const tooLate = await callAs(t.app, student, 'POST', `/bookings/${forThem.id}/cancel`);
    expect(tooLate.statusCode).toBe(409);
    const byStaff = await callAs(t.app, b.admin, 'POST', `/bookings/${forThem.id}/cancel`);
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect(byStaff.json<Booking>()).toMatchObject({ status: 'cancelled', sequence: 1 });
    const twice = await callAs(t.app, b.admin, 'POST', `/bookings/${forThem.id}/cancel`);
    expect(twice.statusCode).toBe(409);

    const a = await b.slot({ startsAt: b.inHours(72) });
    const other = await b.slot({ startsAt: b.inHours(96) });
    const guidance = await b.slot({ appointmentType: 'careers_guidance' });
    const booking = await b.booked(student, a.id);
    const wrongKind = await callAs(t.app, student, 'POST', `/bookings/${booking.id}/rebook`, {
      slotId: guidance.id,
    });
    expect(wrongKind.statusCode).toBe(409);
    const rebooked = await callAs(t.app, student, 'POST', `/bookings/${booking.id}/rebook`, {
      slotId: other.id,
    });
    expect(rebooked.statusCode, rebooked.body).toBe(200);
    expect(rebooked.json<Booking>()).toMatchObject({
      slotId: other.id,
      sequence: 1,
      status: 'booked',
    });
    const stranger = await createCandidate(t.app, 'Dan Frost');
    expect(
      (await callAs(t.app, stranger, 'POST', `/bookings/${booking.id}/cancel`)).statusCode,
    ).toBe(404);
  });

  it('rejecting or withdrawing an application cancels its interview bookings', async () => {
    const reason = await callAs(t.app, b.admin, 'POST', '/reasons', {
      name: 'Not a fit for the team',
      kinds: ['rejected'],
    });
    expect(reason.statusCode, reason.body).toBe(201);
    for (const how of ['rejected', 'withdrawn'] as const) {
      const { candidate, vacancy, application } = await b.interviewing(`Eve ${how}`);
      const slot = await b.slot({ purpose: 'interview', vacancyId: vacancy.id });
      const booking = await b.booked(candidate, slot.id);
      const moved =
        how === 'rejected'
          ? await b.calls.moveApplication(b.admin, application.id, 'rejected', undefined, {
              reasonId: reason.json<{ id: string }>().id,
            })
          : await callAs(t.app, candidate, 'POST', `/applications/${application.id}/status`, {
              status: 'withdrawn',
            });
      expect(moved.statusCode, moved.body).toBe(200);
      const [after] = await bookingsOf(b.admin, `&slotId=${slot.id}`);
      expect(after).toMatchObject({ id: booking.id, status: 'cancelled', sequence: 1 });
    }
  });
});
