// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockHttp } from '../../core/test/mock-http.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { aBooking, aSlot, pageOf } from '../../core/api/test-records.ts';
import { http } from '../../core/http/http.ts';
import { missingKeys, render } from '../../core/test/render.tsx';
import { MyBookingsPage } from './bookings-page.tsx';

const mock = new MockHttp(http);
afterEach(() => {
  cleanup();
  mock.reset();
  missingKeys.clear();
});

const appointment = aSlot({
  id: '8b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e08',
  purpose: 'appointment',
  vacancyId: null,
  vacancyTitle: null,
  appointmentType: 'cv_review',
  capacity: 3,
  booked: 1,
});

function serve({
  bookings = [aBooking()],
  offered = [aSlot({ id: '9b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e09' }), appointment],
} = {}) {
  mock.onGet('/api/v1/settings').reply(200, { timeZone: 'Europe/London', showcase: false });
  mock.onGet('/api/v1/bookings').reply(200, pageOf(bookings));
  mock.onGet('/api/v1/bookable-slots').reply(200, pageOf(offered));
}

describe('the portal’s interviews and appointments', () => {
  it('books an adviser appointment with the adjustments the student needs', async () => {
    serve();
    mock.onPost(`/api/v1/slots/${appointment.id}/bookings`).reply(201, aBooking());
    render(<MyBookingsPage />);
    const offered = await screen.findByRole('region', { name: 'Times you can book' });
    const row = (await within(offered).findByText('CV review')).closest('li')!;
    expect(row).toHaveTextContent('Places left: 2');
    await userEvent.click(within(row).getByRole('button', { name: 'Book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book this time?' });
    await userEvent.click(within(dialog).getByLabelText('Adjustments you need (optional)'));
    await userEvent.paste('Step-free access');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(mock.history.post).toHaveLength(1));
    expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({
      adjustments: 'Step-free access',
    });
    expect([...missingKeys]).toEqual([]);
    // The first test loads the page's code and texts: more than the default five seconds.
  }, 15_000);

  it('shows the server’s refusal when the slot filled meanwhile', async () => {
    serve();
    mock
      .onPost(`/api/v1/slots/${appointment.id}/bookings`)
      .reply(409, { message: 'This slot is fully booked. Choose another time.' });
    render(<MyBookingsPage />);
    const offered = await screen.findByRole('region', { name: 'Times you can book' });
    const row = (await within(offered).findByText('CV review')).closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Book' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This slot is fully booked. Choose another time.',
    );
  });

  it('moves an interview booking to another time of the same interview', async () => {
    serve();
    const other = '9b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e09';
    mock.onPost(`/api/v1/bookings/${aBooking().id}/rebook`).reply(200, aBooking({ slotId: other }));
    render(<MyBookingsPage />);
    const mine = await screen.findByRole('region', { name: 'Your bookings' });
    await userEvent.click(await within(mine).findByRole('button', { name: 'Change time' }));
    const choose = await screen.findByRole('region', {
      name: 'Choose a new time: Interview: Graduate Data Analyst',
    });
    // Only the same interview's other slots are offered as new times.
    expect(within(choose).queryByText('CV review')).toBeNull();
    await userEvent.click(within(choose).getByRole('button', { name: 'Move here' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(mock.history.post).toHaveLength(1));
    expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({ slotId: other });
  });

  it('says when the cut-off passed, and offers no change', async () => {
    serve({
      bookings: [aBooking({ changeableUntil: '2020-01-01T10:00:00.000Z' })],
      offered: [],
    });
    render(<MyBookingsPage />);
    const mine = await screen.findByRole('region', { name: 'Your bookings' });
    expect(
      await within(mine).findByText(
        'The cut-off passed on Jan 1, 2020, 10:00 AM GMT: contact the careers service to change it.',
      ),
    ).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(within(mine).queryByRole('button', { name: 'Change time' })).toBeNull();
    expect(screen.getByText('No free times are offered to you right now.')).toBeInTheDocument();
  });
});
