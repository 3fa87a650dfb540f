import { beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, type Page, type Booking } from '@careers/contracts';
import { callAs, useTestApp } from '../../test/app.ts';
import { bookingCalls } from '../../test/bookings.ts';
import { testDrivers } from '../../test/db.ts';
import { createAdmin, createCandidate, type TestUser } from '../../test/users.ts';

/*
 * Twenty students book one single-capacity slot at once. On PostgreSQL each request has its own
 * pool connection, so the transactions truly overlap and only the slot's row lock keeps the
 * count honest; the embedded database runs them one at a time and must answer the same.
 */
const STUDENTS = 20;

describe.each(testDrivers())('booking race on %s', (driver) => {
  const t = useTestApp(driver, {}, { poolSize: STUDENTS });
  let admin: TestUser;
  let students: TestUser[];

  beforeAll(async () => {
    admin = await createAdmin(t.app, undefined, 'Priya Raman');
    students = [];
    for (let i = 0; i < STUDENTS; i++) {
      students.push(await createCandidate(t.app, `Student ${i}`));
    }
  }, 120_000);

  it(`${STUDENTS} students booking one single-capacity slot at once: one 201 and ${STUDENTS - 1} clear 409s`, async () => {
    const b = bookingCalls(t.app, admin);
    const slot = await b.slot({ capacity: 1 });
    const answers = await Promise.all(students.map((s) => b.book(s, slot.id)));
    const codes = answers.map((r) => r.statusCode).sort((x, y) => x - y);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(STUDENTS - 1);
    for (const refused of answers.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ message: bookingMessages.full, code: 'slot_full' });
    }
    const held = await callAs(t.app, admin, 'GET', `/bookings?slotId=${slot.id}`);
    expect(held.json<Page<Booking>>().total).toBe(1);
  });
});
