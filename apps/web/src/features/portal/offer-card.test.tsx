// @vitest-environment jsdom
import type { Application, Offer } from '@careers/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anApplication } from '../../core/api/test-records.ts';
import { mockApi } from '../../core/test/mock-api.ts';
import { missingKeys, render } from '../../core/test/render.tsx';
import { OfferCard } from './offer-card.tsx';

const mock = mockApi();

const applicationId = '1b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e02';
const application: Application = anApplication({ id: applicationId, allowedNext: ['withdrawn'] });
const offer = (overrides: Partial<Offer> = {}): Offer => ({
  id: '4b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e05',
  applicationId,
  status: 'pending',
  roleTitle: 'Graduate Data Analyst',
  pay: '£28,000 a year',
  startDate: '2099-09-01',
  location: 'Leeds',
  conditions: 'Subject to references.',
  // Summer time in the service's zone: 17:00 UTC reads 18:00 in Europe/London.
  deadline: '2099-07-01T17:00:00.000Z',
  decidedAt: null,
  renegedReason: null,
  madeByName: 'Priya Raman',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const offersUrl = `/api/v1/applications/${applicationId}/offers`;

describe('the portal offer card', () => {
  it('shows the terms and the deadline in the service time zone, and accepts', async () => {
    mock.onGet('/api/v1/settings').reply(200, { timeZone: 'Europe/London', showcase: false });
    mock.onGet(offersUrl).reply(200, { data: [offer()] });
    mock.onPost(`/api/v1/offers/${offer().id}/accept`).reply(200, offer({ status: 'accepted' }));
    render(<OfferCard application={application} />);

    const card = await screen.findByRole('region', { name: 'Your offer' });
    expect(within(card).getByText('£28,000 a year')).toBeInTheDocument();
    expect(within(card).getByText('Subject to references.')).toBeInTheDocument();
    expect(within(card).getByText('Waiting for an answer')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card).getByText('Answer by Jul 1, 2099, 6:00 PM')).toBeInTheDocument(),
    );

    await userEvent.click(within(card).getByRole('button', { name: 'Accept offer' }));
    await waitFor(() => expect(mock.history.post).toHaveLength(1));
    expect(mock.history.post[0]?.url).toBe(`/api/v1/offers/${offer().id}/accept`);
    expect([...missingKeys]).toEqual([]);
  });

  it('declines only after the confirmation, and keeps the offer on cancel', async () => {
    mock.onGet(offersUrl).reply(200, { data: [offer()] });
    mock.onPost(`/api/v1/offers/${offer().id}/decline`).reply(200, offer({ status: 'declined' }));
    render(<OfferCard application={application} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Decline offer' }));
    let dialog = await screen.findByRole('dialog', { name: 'Decline this offer?' });
    expect(within(dialog).getByText(/withdraws your application/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.history.post).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Decline offer' }));
    dialog = await screen.findByRole('dialog', { name: 'Decline this offer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    await waitFor(() => expect(mock.history.post).toHaveLength(1));
    expect(mock.history.post[0]?.url).toBe(`/api/v1/offers/${offer().id}/decline`);
  });

  it('offers no answer once the deadline has passed, and shows nothing without an offer', async () => {
    mock.onGet(offersUrl).reply(200, { data: [offer({ deadline: '2020-01-01T12:00:00.000Z' })] });
    render(<OfferCard application={application} />);
    expect(await screen.findByText('The deadline to answer has passed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept offer' })).not.toBeInTheDocument();
    cleanup();

    mock.onGet(offersUrl).reply(200, { data: [] });
    const { container } = render(<OfferCard application={application} />);
    await waitFor(() => expect(mock.history.get.length).toBeGreaterThan(1));
    expect(container).toBeEmptyDOMElement();
  });
});
