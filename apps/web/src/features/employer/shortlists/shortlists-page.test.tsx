// @vitest-environment jsdom
import type { SharedShortlistSummary } from '@careers/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSharedShortlist } from '../../../core/api/test-records.ts';
import { mockApi } from '../../../core/test/mock-api.ts';
import { missingKeys, renderRoutes } from '../../../core/test/render.tsx';
import { EmployerShortlistPage } from './shortlist-page.tsx';
import { EmployerShortlistsPage } from './shortlists-page.tsx';

const mock = mockApi();

const id = '9a3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e01';
const applicationId = '1b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e02';
const summary: SharedShortlistSummary = {
  id,
  title: 'Candidates for Data Analyst',
  vacancyTitle: 'Data Analyst',
  sharedByName: 'Priya Raman',
  createdAt: '2026-11-20T10:00:00.000Z',
  itemCount: 3,
  awaitingCount: 2,
};
const shortlist = aSharedShortlist(
  { id },
  {
    applicationId,
    coverNote: 'Hello',
    profile: { programme: 'BSc Statistics', level: null, graduationYear: null, skills: [] },
  },
);

function renderAt(path: string) {
  return renderRoutes(path, {
    '/employer/shortlists': <EmployerShortlistsPage />,
    '/employer/shortlists/:id': <EmployerShortlistPage />,
  });
}

describe('employer shared candidates', () => {
  it('lists the shortlists with how many await an answer', async () => {
    mock.onGet('/api/v1/employer/shortlists').reply(200, [summary]);
    renderAt('/employer/shortlists');
    expect(
      await screen.findByRole('link', { name: 'Candidates for Data Analyst' }),
    ).toHaveAttribute('href', `/employer/shortlists/${id}`);
    expect(screen.getByText('2 awaiting your answer')).toBeInTheDocument();
    expect([...missingKeys]).toEqual([]);
  });

  it('sends the answer on a candidate', async () => {
    mock.onGet(`/api/v1/employer/shortlists/${id}`).reply(200, shortlist);
    const url = `/api/v1/employer/shortlists/${id}/applications/${applicationId}/feedback`;
    mock.onPut(url).reply(200, { ...shortlist.candidates[0], feedback: 'interested' });
    const user = userEvent.setup();
    renderAt(`/employer/shortlists/${id}`);
    await user.click(await screen.findByRole('radio', { name: 'Interested' }));
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(mock.history.put).toHaveLength(1));
    expect(mock.history.put).toHaveLength(1);
    expect(JSON.parse(String(mock.history.put[0]?.data))).toEqual({ feedback: 'interested' });
  });

  it('says when the shortlist is not available', async () => {
    mock.onGet(`/api/v1/employer/shortlists/${id}`).reply(404, { message: 'Shortlist not found' });
    renderAt(`/employer/shortlists/${id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This shortlist is not available: it may have been withdrawn.',
    );
  });
});
