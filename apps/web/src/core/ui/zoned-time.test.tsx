// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { MockHttp } from '../test/mock-http.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../http/http.ts';
import { missingKeys, render } from '../test/render.tsx';
import { ZonedTime } from './zoned-time.tsx';

const mock = new MockHttp(http);
afterEach(() => {
  cleanup();
  mock.reset();
  missingKeys.clear();
});

describe('a time in the service’s zone', () => {
  it('names the zone, and adds the reader’s own time when their zone differs', async () => {
    mock.onGet('/api/v1/settings').reply(200, { timeZone: 'Europe/London', showcase: false });
    render(<ZonedTime iso="2026-07-03T09:00:00.000Z" readerZone="America/New_York" />);
    expect(await screen.findByText('Jul 3, 2026, 10:00 AM GMT+1')).toBeInTheDocument();
    expect(screen.getByText('(your time: Jul 3, 2026, 5:00 AM EDT)')).toBeInTheDocument();
    expect([...missingKeys]).toEqual([]);
  });

  it('shows one time when the reader is in the service’s zone', async () => {
    mock.onGet('/api/v1/settings').reply(200, { timeZone: 'Europe/London', showcase: false });
    render(<ZonedTime iso="2026-12-03T10:00:00.000Z" readerZone="Europe/London" />);
    expect(await screen.findByText('Dec 3, 2026, 10:00 AM GMT')).toBeInTheDocument();
    expect(screen.queryByText(/your time/)).toBeNull();
  });

  it('reads right to left in Arabic with the same instant', async () => {
    mock.onGet('/api/v1/settings').reply(200, { timeZone: 'Europe/London', showcase: false });
    const { container } = render(
      <ZonedTime iso="2026-12-03T10:00:00.000Z" readerZone="Asia/Dubai" />,
      { lng: 'ar' },
    );
    expect(container.querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-12-03T10:00:00.000Z',
    );
    expect(container.textContent).toContain('توقيتك');
  });
});
