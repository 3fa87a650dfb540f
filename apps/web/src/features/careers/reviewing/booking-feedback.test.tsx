// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../core/api/test-records.ts';
import { mockApi } from '../../../core/test/mock-api.ts';
import { missingKeys, render } from '../../../core/test/render.tsx';
import { AdviserNotes, mayRecordNoShow, NoShowButton } from './booking-feedback.tsx';

const mock = mockApi();
const booking = aBooking();
const started = aBooking({ startsAt: '2026-01-05T10:00:00.000Z' });

describe('a no-show', () => {
  it('is offered only for a live booking whose slot has started', () => {
    const at = Date.parse('2026-06-01T00:00:00.000Z');
    expect(mayRecordNoShow(started, at)).toBe(true);
    expect(mayRecordNoShow(booking, at)).toBe(false);
    expect(mayRecordNoShow({ ...started, status: 'cancelled' }, at)).toBe(false);
    expect(mayRecordNoShow({ ...started, status: 'no_show' }, at)).toBe(false);
  });

  it('shows no button before the start, and asks before recording one after it', async () => {
    const { unmount } = render(<NoShowButton booking={booking} />);
    expect(screen.queryByRole('button', { name: 'Record no-show' })).toBeNull();
    unmount();

    mock.onPost(`/api/v1/bookings/${started.id}/no-show`).reply(200, {
      ...started,
      status: 'no_show',
    });
    render(<NoShowButton booking={started} />);
    await userEvent.click(screen.getByRole('button', { name: 'Record no-show' }));
    expect(screen.getByText(/cannot be undone/)).toBeInTheDocument();
    expect(mock.history.post).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Record no-show' }));
    await waitFor(() => expect(mock.history.post).toHaveLength(1));
    expect([...missingKeys]).toEqual([]);
  });
});

describe('adviser notes', () => {
  it('loads when opened, and writes the notes staff type', async () => {
    const url = `/api/v1/bookings/${booking.id}/notes`;
    mock
      .onGet(url)
      .reply(200, { bookingId: booking.id, notes: null, writtenBy: null, writtenAt: null });
    mock.onPut(url).reply(200, {
      bookingId: booking.id,
      notes: 'Discussed cover letters.',
      writtenBy: 'Priya Raman',
      writtenAt: '2026-11-20T10:00:00.000Z',
    });
    render(<AdviserNotes bookingId={booking.id} />);
    expect(mock.history.get).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Adviser notes' }));
    const box = await screen.findByLabelText('Adviser notes on this booking');
    expect(screen.getByText(/students and employers never see them/)).toBeInTheDocument();
    await userEvent.type(box, 'Discussed cover letters.');
    await userEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    await waitFor(() => expect(mock.history.put).toHaveLength(1));
    expect(JSON.parse(mock.history.put[0]!.data as string)).toEqual({
      notes: 'Discussed cover letters.',
    });
    expect([...missingKeys]).toEqual([]);
  });
});
