// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, describe, expect, it } from 'vitest';
import { aSlot, pageOf } from '../../../core/api/test-records.ts';
import { http } from '../../../core/http/http.ts';
import { missingKeys, render } from '../../../core/test/render.tsx';
import { BookingCalendarPage } from './booking-calendar-page.tsx';
import { filterFrom, slotQuery } from './calendar-filter.tsx';
import { COLLEAGUE, ME, signedInStaff } from './staff-session.fixture.ts';

const mock = new MockAdapter(http);
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
});
