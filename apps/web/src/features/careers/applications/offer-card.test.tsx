// @vitest-environment jsdom
import type { Application, Offer } from '@careers/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anApplication } from '../../../core/api/test-records.ts';
import { mockApi } from '../../../core/test/mock-api.ts';
import { missingKeys, render } from '../../../core/test/render.tsx';
import { OfferCard } from './offer-card.tsx';

const mock = mockApi();

const applicationId = '1b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e02';
const application = (status: Application['status']): Application =>
  anApplication({ id: applicationId, status });
const accepted: Offer = {
  id: '4b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e05',
  applicationId,
  status: 'accepted',
  roleTitle: 'Graduate Data Analyst',
  pay: '£28,000 a year',
  startDate: '2099-09-01',
  location: 'Leeds',
  conditions: '',
  deadline: '2099-07-01T17:00:00.000Z',
  decidedAt: '2026-11-21T10:00:00.000Z',
  renegedReason: null,
  madeByName: 'Priya Raman',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
};
const offersUrl = `/api/v1/applications/${applicationId}/offers`;

describe('the careers offer card', () => {
  it('makes an offer on an interviewing application once its terms are filled in', async () => {
    mock.onGet(offersUrl).reply(200, { data: [] });
    mock.onPost(offersUrl).reply(201, { ...accepted, status: 'pending', decidedAt: null });
    render(<OfferCard application={application('interviewing')} />);

    const form = await screen.findByRole('form', { name: 'Send offer' });
    // The role starts as the vacancy's title; the rest are missing: nothing is sent.
    expect(within(form).getByLabelText('Role')).toHaveValue('Graduate Data Analyst');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Fill in the role, pay, start date, location and a deadline.',
    );
    expect(within(form).getByLabelText('Pay')).toHaveAttribute('aria-invalid', 'true');
    expect(mock.history.post).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Pay'), '£28,000 a year');
    await userEvent.type(within(form).getByLabelText('Start date'), '2099-09-01');
    await userEvent.type(within(form).getByLabelText('Location'), 'Leeds');
    await userEvent.type(within(form).getByLabelText('Acceptance deadline'), '2099-07-01T18:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(mock.history.post).toHaveLength(1));
    const body = JSON.parse(String(mock.history.post[0]?.data)) as Record<string, string>;
    expect(body).toMatchObject({
      roleTitle: 'Graduate Data Analyst',
      pay: '£28,000 a year',
      startDate: '2099-09-01',
      location: 'Leeds',
    });
    expect(new Date(body.deadline ?? '').toISOString()).toBe(
      new Date('2099-07-01T18:00').toISOString(),
    );
    expect([...missingKeys]).toEqual([]);
  });

  it('marks an accepted offer reneged only with a reason', async () => {
    mock.onGet(offersUrl).reply(200, { data: [accepted] });
    mock
      .onPost(`/api/v1/offers/${accepted.id}/renege`)
      .reply(200, { ...accepted, status: 'reneged', renegedReason: 'Took another role' });
    render(<OfferCard application={application('hired')} />);

    expect(await screen.findByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Send offer' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark reneged' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this offer reneged?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark reneged' }));
    expect(mock.history.post).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Reason (required)'), 'Took another role');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark reneged' }));
    await waitFor(() => expect(mock.history.post).toHaveLength(1));
    expect(JSON.parse(String(mock.history.post[0]?.data))).toEqual({
      reason: 'Took another role',
    });
  });

  it('shows nothing for an application with no offer that cannot take one', async () => {
    mock.onGet(offersUrl).reply(200, { data: [] });
    const { container } = render(<OfferCard application={application('submitted')} />);
    await waitFor(() => expect(mock.history.get.length).toBeGreaterThan(0));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
