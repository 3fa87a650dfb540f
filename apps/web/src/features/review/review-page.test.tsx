// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSharedShortlist } from '../../core/api/test-records.ts';
import { mockApi } from '../../core/test/mock-api.ts';
import { missingKeys, renderRoutes } from '../../core/test/render.tsx';
import { ReviewPage } from './review-page.tsx';

const mock = mockApi();

const token = 'a'.repeat(43);
const base = `/api/v1/review/${token}`;
const shortlist = aSharedShortlist({ expiresAt: '2026-12-04T10:00:00.000Z' });

/** The server sends the code (to the masked address the page shows). */
function codeSent() {
  mock
    .onPost(`${base}/code`)
    .reply(200, { sentTo: 'd••••@northwind.example', expiresInMinutes: 10 });
}

function renderPage() {
  return renderRoutes(`/review/${token}`, { '/review/:token': <ReviewPage /> });
}

describe('ReviewPage', () => {
  it('asks for the emailed code, then shows the shared candidates with the session header', async () => {
    codeSent();
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
    codeSent();
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
