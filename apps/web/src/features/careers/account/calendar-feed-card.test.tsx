// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockHttp } from '../../../core/test/mock-http.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../core/http/http.ts';
import { missingKeys, render } from '../../../core/test/render.tsx';
import { CalendarFeedCard } from './calendar-feed-card.tsx';

vi.mock('../../../core/ui/clipboard.ts', () => ({ copyText: vi.fn(async () => true) }));

const mock = new MockHttp(http);
afterEach(() => {
  cleanup();
  mock.reset();
  missingKeys.clear();
});

const TOKEN = 'Abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';
const WHOLE = `https://careers.test/api/v1/calendar-feeds/${TOKEN}.ics`;
const MASKED = 'https://careers.test/api/v1/calendar-feeds/••••.ics';
const CREATED = '2026-12-02T08:00:00.000Z';

describe('the private calendar feed', () => {
  it('makes an address shown whole once with a copy button, then masked; revoking stops it', async () => {
    let active = false;
    mock
      .onGet('/api/v1/calendar-feed')
      .reply(() => [
        200,
        active
          ? { active: true, url: MASKED, createdAt: CREATED }
          : { active: false, url: null, createdAt: null },
      ]);
    mock.onPost('/api/v1/calendar-feed').reply(() => {
      active = true;
      return [201, { active: true, url: WHOLE, createdAt: CREATED }];
    });
    mock.onDelete('/api/v1/calendar-feed').reply(() => {
      active = false;
      return [204];
    });
    render(<CalendarFeedCard />);

    expect(await screen.findByText('You have no calendar feed address yet.')).toBeInTheDocument();
    expect(screen.getByText(/Outlook, Google Calendar or Apple Calendar/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create feed address' }));

    const address = await screen.findByLabelText('Feed address');
    await waitFor(() => expect(address).toHaveValue(WHOLE));
    expect(screen.getByRole('status')).toHaveTextContent('shown in full only this once');
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    const { copyText } = await import('../../../core/ui/clipboard.ts');
    expect(copyText).toHaveBeenCalledWith(WHOLE);

    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('stops working at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(mock.history.delete).toHaveLength(1));
    expect(await screen.findByText('You have no calendar feed address yet.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Feed address')).toBeNull();
    expect([...missingKeys]).toEqual([]);
  }, 15_000);

  it('shows an existing address masked, never with a copy button, and renews it on confirmation', async () => {
    mock
      .onGet('/api/v1/calendar-feed')
      .reply(200, { active: true, url: MASKED, createdAt: CREATED });
    mock
      .onPost('/api/v1/calendar-feed')
      .reply(201, { active: true, url: WHOLE, createdAt: CREATED });
    render(<CalendarFeedCard />);

    const address = await screen.findByLabelText('Feed address');
    expect(address).toHaveValue(MASKED);
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
    expect(screen.getByText(/The address stays hidden/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create a new address' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('must use the new one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create a new address' }));
    await waitFor(() => expect(screen.getByLabelText('Feed address')).toHaveValue(WHOLE));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  }, 15_000);
});
