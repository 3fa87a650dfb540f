// @vitest-environment jsdom
import type { Application } from '@careers/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockHttp } from '../../../core/test/mock-http.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { aBooking, aSlot, pageOf } from '../../../core/api/test-records.ts';
import { http } from '../../../core/http/http.ts';
import { missingKeys, render } from '../../../core/test/render.tsx';
import { ApplicationBookingsCard } from './application-bookings-card.tsx';

const mock = new MockHttp(http);
afterEach(() => {
  cleanup();
  mock.reset();
  missingKeys.clear();
});

const application = {
  id: '1b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e02',
  vacancyId: '6f1c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e01',
  candidateId: '3b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e04',
  status: 'interviewing',
} as Application;

describe('an application’s interviews', () => {
  it('lists its bookings and books a free slot for the candidate', async () => {
    const free = aSlot({ id: '9b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e09' });
    mock.onGet('/api/v1/settings').reply(200, { timeZone: 'Europe/London', showcase: false });
    mock
      .onGet('/api/v1/bookings')
      .reply(
        200,
        pageOf([
          aBooking({ adjustments: 'Step-free access' }),
          aBooking({ id: '2c3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e02', applicationId: null }),
        ]),
      );
    mock.onGet('/api/v1/slots').reply(200, pageOf([free, aSlot({ booked: 1 })]));
    mock.onPost(`/api/v1/slots/${free.id}/bookings`).reply(201, aBooking({ slotId: free.id }));
    render(<ApplicationBookingsCard application={application} />);

    expect(await screen.findByText('Adjustments: Step-free access')).toBeInTheDocument();
    // Only this application's booking; only the slots with a place left.
    expect(screen.getAllByRole('button', { name: 'Cancel booking' })).toHaveLength(1);
    const select = screen.getByLabelText('Free interview slot');
    expect(within(select).getAllByRole('option')).toHaveLength(2);
    expect(mock.history.get.find((r) => r.url === '/api/v1/bookings')?.params).toMatchObject({
      candidateId: application.candidateId,
    });
    await userEvent.selectOptions(select, free.id);
    await userEvent.click(screen.getByRole('button', { name: 'Book for the candidate' }));
    await waitFor(() => expect(mock.history.post).toHaveLength(1));
    expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({
      candidateId: application.candidateId,
    });
    expect([...missingKeys]).toEqual([]);
  }, 15_000);

  it('shows nothing for an application neither interviewing nor booked', async () => {
    mock.onGet('/api/v1/bookings').reply(200, pageOf([]));
    const { container } = render(
      <ApplicationBookingsCard application={{ ...application, status: 'shortlisted' }} />,
    );
    await waitFor(() => expect(mock.history.get.length).toBeGreaterThan(0));
    expect(container).toBeEmptyDOMElement();
    expect(mock.history.get.some((r) => r.url === '/api/v1/slots')).toBe(false);
  });
});
