// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../../core/http/http.ts';
import { ensureFakeApi } from '../../../core/http/fake-api-loader.ts';
import { makeSignedInStore, missingKeys, render } from '../../../core/test/render.tsx';
import { preloaderFor } from '../../../core/routing/preload.ts';
import { matchAt } from '../../../app/routes.tsx';
import { stubMatchMedia } from '../shared/form-test-kit.ts';
import { CalendarPage } from './calendar-page.tsx';

afterEach(() => {
  cleanup();
  missingKeys.clear();
});

// The sample API is a big module to load in jsdom: load it once before the tests time anything.
beforeAll(() => {
  stubMatchMedia();
  return ensureFakeApi(http);
}, 120_000);

describe('CalendarPage (on the in-browser sample API)', { timeout: 30_000 }, () => {
  it('says the events are loading, then draws the month once, with its events', async () => {
    const { container } = render(<CalendarPage />);
    // No empty month is drawn first (FullCalendar would draw it all again when the events come).
    expect(screen.getByRole('status')).toHaveTextContent('Loading events…');
    expect(container.querySelector('.fc')).toBeNull();
    await waitFor(() => expect(container.querySelector('.fc-event')).not.toBeNull(), {
      timeout: 15_000,
    });
    expect(screen.queryByText('Loading events…')).not.toBeInTheDocument();
    // FullCalendar takes over from the first paint, with the same events.
    await waitFor(() => expect(container.querySelector('.calendar-month-preview')).toBeNull());
    expect(container.querySelector('.fc-view-harness .fc-event')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Month' })).toBeInTheDocument();
    // An event without a link is not linked to "undefined".
    expect(container.querySelector('.fc-event[href]')).toBeNull();
    expect([...missingKeys]).toEqual([]);
  });
});

describe('the calendar’s route preload', { timeout: 30_000 }, () => {
  it('starts the call the screen makes: the screen draws the month at once, with its events', async () => {
    const store = makeSignedInStore('admin');
    const { answered } = await preloaderFor(matchAt, store.dispatch)('/apps/calendar');
    await answered;
    const { container } = render(<CalendarPage />, { store });
    // No loading block: the events are in the cache under the screen's own call. The first
    // paint is the month as FullCalendar draws it, inert until FullCalendar takes over.
    expect(screen.queryByText('Loading events…')).not.toBeInTheDocument();
    const preview = container.querySelector('.calendar-month-preview');
    expect(preview).toHaveAttribute('inert');
    expect(preview?.querySelectorAll('.fc-event').length).toBeGreaterThan(0);
    expect(preview?.querySelector('.fc-toolbar-title')).toHaveTextContent(
      new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(new Date()),
    );
    await waitFor(() => expect(container.querySelector('.calendar-month-preview')).toBeNull());
    expect(container.querySelector('.fc-event')).not.toBeNull();
  });
});
