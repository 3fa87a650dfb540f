// @vitest-environment jsdom
import { MockHttp } from '../../core/test/mock-http.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { pageOf } from '../../core/api/test-records.ts';
import { http } from '../../core/http/http.ts';
import { initialSlotWindow } from './bookings/calendar-query.ts';
import { ME, signedInStaff } from './bookings/staff-session.fixture.ts';
import { preloadCalendar } from './preloads.ts';

const mock = new MockHttp(http);
afterEach(() => {
  mock.reset();
  localStorage.clear();
});

const slotRequests = () => mock.history.get.filter((r) => r.url === '/api/v1/slots');

/** Runs the calendar's preload for each address, with the service in `timeZone`. */
async function preloaded(timeZone: string, ...addresses: string[]) {
  mock.onGet('/api/v1/settings').reply(200, { timeZone, showcase: false });
  mock.onGet('/api/v1/slots').reply(200, pageOf([]));
  const store = signedInStaff();
  for (const address of addresses) {
    await preloadCalendar({ params: {}, search: new URLSearchParams(address) }, store.dispatch);
  }
}

describe('the staff calendar’s route preload', () => {
  it('asks for the slots of the week it opens on, in the service’s zone and the reader’s language', async () => {
    localStorage.setItem('language', 'de');
    await preloaded('America/New_York', 'date=2027-03-14');
    await expect.poll(() => slotRequests().length).toBe(1);
    const week = initialSlotWindow({
      view: 'timeGridWeek',
      date: '2027-03-14',
      language: 'de',
      timeZone: 'America/New_York',
    });
    // A German week starts on Monday 8 March, at midnight in New York.
    expect(week?.from).toBe('2027-03-08T05:00:00.000Z');
    expect(slotRequests()[0]?.params).toMatchObject({ ...week, hostAdminId: ME });
  });

  it('keeps the address’s filter, and leaves the month to FullCalendar', async () => {
    await preloaded(
      'Europe/London',
      'view=dayGridMonth',
      'date=2026-12-10&view=timeGridDay&host=all',
    );
    await expect.poll(() => slotRequests().length).toBe(1);
    const params = slotRequests()[0]?.params as Record<string, string>;
    expect(params.from).toBe('2026-12-10T00:00:00.000Z');
    expect(params).not.toHaveProperty('hostAdminId');
  });
});
