// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockHttp } from '../../../core/test/mock-http.ts';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { aSlot, pageOf } from '../../../core/api/test-records.ts';
import { http } from '../../../core/http/http.ts';
import { missingKeys, render } from '../../../core/test/render.tsx';
import { BookingCalendarPage } from './booking-calendar-page.tsx';
import { filterFrom, initialSlotQuery, initialSlotWindow, slotQuery } from './calendar-query.ts';
import { bookingsApi } from '../../../core/api/bookings.ts';
import { settingsApi } from '../../../core/api/settings.ts';
import type { RouteDispatch } from '../../../core/routing/route-declaration.ts';
import { COLLEAGUE, ME, signedInStaff } from './staff-session.fixture.ts';

const mock = new MockHttp(http);
afterEach(() => {
  cleanup();
  mock.reset();
  missingKeys.clear();
});

describe('the staff calendar filter', () => {
  it('shows the signed-in member’s slots unless the address asks for every member’s', () => {
    expect(slotQuery(filterFrom(new URLSearchParams('')), ME)).toEqual({ hostAdminId: ME });
    expect(slotQuery(filterFrom(new URLSearchParams('host=all')), ME)).toEqual({});
  });

  it('narrows to interviews (of one vacancy) or one type of appointment; unknown values fall back', () => {
    expect(
      slotQuery(filterFrom(new URLSearchParams('host=all&for=interview&vacancy=v1')), ME),
    ).toEqual({ purpose: 'interview', vacancyId: 'v1' });
    expect(slotQuery(filterFrom(new URLSearchParams('for=cv_review&vacancy=v1')), ME)).toEqual({
      hostAdminId: ME,
      purpose: 'appointment',
      appointmentType: 'cv_review',
    });
    expect(filterFrom(new URLSearchParams('host=everyone&for=lunch'))).toEqual({
      everyone: false,
      what: '',
      vacancyId: '',
    });
  });
});

describe('the staff calendar', () => {
  it('asks for my slots first, shows who booked them, and every member’s on “All staff”', async () => {
    mock.onGet('/api/v1/settings').reply(200, { timeZone: 'Europe/London', showcase: false });
    mock.onGet('/api/v1/slots').reply((config) => {
      const params = config.params as Record<string, string>;
      const mine = aSlot({
        id: '5b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e06',
        startsAt: '2099-12-03T10:00:00.000Z',
        endsAt: '2099-12-03T10:30:00.000Z',
        hostAdminId: ME,
        booked: 1,
        bookedBy: ['Amara Nwosu'],
      });
      const theirs = aSlot({
        id: '6b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e07',
        startsAt: '2099-12-03T13:00:00.000Z',
        endsAt: '2099-12-03T13:30:00.000Z',
        hostAdminId: COLLEAGUE,
        hostName: 'Daniel Clarke',
      });
      return [200, pageOf(params.hostAdminId ? [mine] : [mine, theirs])];
    });
    const store = signedInStaff();
    const { container } = render(<BookingCalendarPage />, {
      store,
      route: '/careers/calendar?date=2099-12-03&view=timeGridDay',
    });

    expect(await screen.findByText('Booked: Amara Nwosu')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'My slots' })).toBeChecked();
    const first = mock.history.get.find((r) => r.url === '/api/v1/slots');
    expect(first?.params).toMatchObject({ hostAdminId: ME });
    expect(container.querySelectorAll('[data-slot-id]')).toHaveLength(1);

    await userEvent.click(screen.getByRole('radio', { name: 'All staff' }));
    await waitFor(() => expect(container.querySelectorAll('[data-slot-id]')).toHaveLength(2));
    const last = mock.history.get.filter((r) => r.url === '/api/v1/slots').at(-1);
    expect(last?.params).not.toHaveProperty('hostAdminId');
    expect(screen.getByText(/Run by Daniel Clarke/)).toBeInTheDocument();
    expect([...missingKeys]).toEqual([]);
  }, 20_000);

  // The window the screen (and its route preload) asks for before FullCalendar draws must be the
  // one FullCalendar then shows, or the slots are asked for twice and the first render has none.
  it.each([
    { lng: 'en', timeZone: 'Europe/London', route: '' },
    { lng: 'de', timeZone: 'America/New_York', route: '?date=2027-03-14' },
    { lng: 'ar', timeZone: 'Asia/Tokyo', route: '?date=2026-12-10' },
    { lng: 'fr', timeZone: 'Pacific/Auckland', route: '?date=2027-04-04&view=timeGridDay' },
  ])(
    'asks once, for the window FullCalendar shows ($lng, $timeZone, “$route”)',
    async ({ lng, timeZone, route }) => {
      mock.onGet('/api/v1/settings').reply(200, { timeZone, showcase: false });
      mock.onGet('/api/v1/slots').reply(200, pageOf([]));
      const store = signedInStaff();
      // As in the app, whose first render waits for the settings.
      const dispatch = store.dispatch as RouteDispatch;
      await dispatch(settingsApi.endpoints.getSettings.initiate(undefined));
      const { container } = render(<BookingCalendarPage />, {
        store,
        lng,
        route: `/careers/calendar${route}`,
      });
      await waitFor(() =>
        expect(container.querySelector('.booking-calendar-main[data-loaded]')).not.toBeNull(),
      );
      const search = new URLSearchParams(route);
      const expected = initialSlotWindow({
        view: search.get('view') === 'timeGridDay' ? 'timeGridDay' : 'timeGridWeek',
        date: search.get('date') ?? undefined,
        language: lng,
        timeZone,
      });
      const asked = mock.history.get.filter((r) => r.url === '/api/v1/slots');
      expect(asked.map((r) => (r.params as { from: string; to: string }).from)).toEqual([
        expected?.from,
      ]);
      expect((asked[0]?.params as { to: string }).to).toBe(expected?.to);
      // FullCalendar's own window, drawn: its first column is the window's first day.
      const firstDay = container.querySelector('.fc-col-header-cell[data-date]');
      expect(firstDay?.getAttribute('data-date')).toBe(
        new Date(Date.parse(expected?.from ?? '') + 12 * 3600_000).toLocaleDateString('en-CA', {
          timeZone,
        }),
      );
    },
    20_000,
  );

  it('draws the slots its route preload asked for in its first render', async () => {
    mock.onGet('/api/v1/settings').reply(200, { timeZone: 'Europe/London', showcase: false });
    mock.onGet('/api/v1/slots').reply(
      200,
      pageOf([
        aSlot({
          startsAt: '2099-12-03T10:00:00.000Z',
          endsAt: '2099-12-03T10:30:00.000Z',
          hostAdminId: ME,
        }),
      ]),
    );
    const store = signedInStaff();
    const dispatch = store.dispatch as RouteDispatch;
    await dispatch(settingsApi.endpoints.getSettings.initiate(undefined));
    const search = new URLSearchParams('date=2099-12-03&view=timeGridDay');
    const query = initialSlotQuery(search, ME, { language: 'en', timeZone: 'Europe/London' });
    await dispatch(bookingsApi.endpoints.getSlots.initiate(query!, { subscribe: false }));
    // What the first commit put on the page, read as React commits it.
    const atMount: boolean[] = [];
    const committed = (_id: string, phase: string) => {
      if (phase !== 'mount') return;
      atMount.push(document.querySelector('.booking-calendar-main[data-loaded]') !== null);
    };
    const { container } = render(
      <Profiler id="calendar" onRender={committed}>
        <BookingCalendarPage />
      </Profiler>,
      { store, route: `/careers/calendar?${search}` },
    );
    // Drawn with them in the first render, not once FullCalendar has told its window.
    expect(atMount).toEqual([true]);
    expect(container.querySelectorAll('[data-slot-id]')).toHaveLength(1);
    expect(mock.history.get.filter((r) => r.url === '/api/v1/slots')).toHaveLength(1);
  });
});
