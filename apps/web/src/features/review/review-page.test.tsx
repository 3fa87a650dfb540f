// @vitest-environment jsdom
import type { SharedShortlist } from '@careers/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../core/test/mock-api.ts';
import { missingKeys, renderRoutes } from '../../core/test/render.tsx';
import { ReviewPage } from './review-page.tsx';

const mock = mockApi();

const token = 'a'.repeat(43);
const base = `/api/v1/review/${token}`;
const shortlist: SharedShortlist = {
  id: '9a3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e01',
  organisationName: 'Northwind Analytics',
  title: 'Candidates for Data Analyst',
  message: null,
  vacancyTitle: 'Data Analyst',
  sharedByName: 'Priya Raman',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-04T10:00:00.000Z',
  candidates: [
    {
      applicationId: '1b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e02',
      candidateName: 'Asha Patel',
      vacancyTitle: 'Data Analyst',
      coverNote: null,
      submittedAt: '2026-11-18T10:00:00.000Z',
      profile: { programme: null, level: null, graduationYear: null, skills: [] },
      documents: [],
      feedback: null,
      comment: null,
      feedbackAt: null,
      feedbackByName: null,
    },
  ],
};

function renderPage() {
  return renderRoutes(`/review/${token}`, { '/review/:token': <ReviewPage /> });
}

describe('ReviewPage', () => {
  it('asks for the emailed code, then shows the shared candidates with the session header', async () => {
    mock
      .onPost(`${base}/code`)
      .reply(200, { sentTo: 'd••••@northwind.example', expiresInMinutes: 10 });
    mock.onPost(`${base}/session`).reply(200, {
      session: 'session-value',
      expiresAt: '2026-11-20T10:30:00.000Z',
    });
    mock
      .onGet(base)
      .reply((config) =>
        config.headers?.['x-review-session'] === 'session-value' ? [200, shortlist] : [403, {}],
      );
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(
      await screen.findByText(
        'We sent a 6-digit code to d••••@northwind.example. It works for 10 minutes.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'Asha Patel' })).toBeInTheDocument();
    expect(JSON.parse(String(mock.history.post[1]?.data))).toEqual({ code: '123456' });
    expect([...missingKeys]).toEqual([]);
  });

  it('says so when the link has expired or is wrong', async () => {
    mock.onPost(`${base}/code`).reply(410, { message: 'This review link has expired' });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The link has expired. Ask the careers service to share the candidates again.',
      ),
    );
  });

  it('names a wrong code', async () => {
    mock
      .onPost(`${base}/code`)
      .reply(200, { sentTo: 'd••••@northwind.example', expiresInMinutes: 10 });
    mock.onPost(`${base}/session`).reply(400, {
      message: 'That code is not right: check the email and try again',
      field: 'code',
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    await user.type(await screen.findByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(
      await screen.findByText('That code is not right. Check the email and try again.'),
    ).toBeInTheDocument();
  });
});
