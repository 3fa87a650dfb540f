// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api.ts';
import { makeTestStore, render } from '../test/render.tsx';
import { DateCell } from './date-cell.tsx';

const mock = mockApi();

describe('DateCell', () => {
  it('shows the day and keeps the exact time for hover and machines', async () => {
    mock.onGet('/api/v1/settings').reply(200, { timeZone: 'Europe/London', showcase: false });
    const iso = '2026-11-21T15:27:00.000Z';
    render(<DateCell iso={iso} />);
    const time = screen.getByText('Nov 21, 2026');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(iso);
    expect(time.getAttribute('title')).toBe('Nov 21, 2026, 3:27 PM');
    await waitFor(() => expect(mock.history.get.length).toBe(1));
  });

  it("uses Europe/London until the service's time zone arrives, then the service's", async () => {
    mock.onGet('/api/v1/settings').reply(200, { timeZone: 'Asia/Tokyo', showcase: false });
    // 20:00 UTC on 21 November is already the 22nd in Tokyo.
    render(<DateCell iso="2026-11-21T20:00:00.000Z" />);
    expect(screen.getByText('Nov 21, 2026')).toBeInTheDocument();
    expect(await screen.findByText('Nov 22, 2026')).toBeInTheDocument();
  });

  it('asks for the settings once, however many dates a list shows', async () => {
    mock.onGet('/api/v1/settings').reply(200, { timeZone: 'Asia/Tokyo', showcase: false });
    const store = makeTestStore();
    const dispatch = vi.spyOn(store, 'dispatch');
    render(
      <ul>
        {Array.from({ length: 25 }, (_, day) => (
          <li key={day}>
            <DateCell iso={`2026-11-${String(day + 1).padStart(2, '0')}T20:00:00.000Z`} />
          </li>
        ))}
      </ul>,
      { store },
    );
    // Every row follows the one answer: the 25th at 20:00 UTC is the 26th in Tokyo.
    expect(await screen.findByText('Nov 26, 2026')).toBeInTheDocument();
    expect(screen.queryByText('Nov 1, 2026')).not.toBeInTheDocument();
    expect(mock.history.get).toHaveLength(1);
    // One request of the data layer (a thunk), not one per date.
    expect(dispatch.mock.calls.filter(([action]) => typeof action === 'function')).toHaveLength(1);
  });
});
