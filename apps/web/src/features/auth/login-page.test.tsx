// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockHttp } from '../../core/test/mock-http.ts';
import { afterEach, describe, expect, it } from 'vitest';
import type { MetaAt } from '../../core/auth/access.ts';
import { login, sessionEnded } from '../../core/auth/auth.slice.ts';
import { http } from '../../core/http/http.ts';
import { LoginPage } from './login-page.tsx';
import { renderAt } from './test-utils.tsx';

const mock = new MockHttp(http);
afterEach(() => {
  cleanup();
  mock.reset();
  localStorage.clear();
});

const session = (role: 'admin' | 'candidate') => ({
  userData: {
    id: 'u1',
    fullName: 'Ada Lovelace',
    email: 'ada@uni.ac.uk',
    role,
    avatar: null,
    // As abilityRulesFor (contracts) gives them, as far as the pages here are concerned.
    ability:
      role === 'admin'
        ? [
            { action: 'manage', subject: 'all' },
            { action: 'read', subject: 'Portal', inverted: true },
          ]
        : [
            { action: 'read', subject: 'Auth' },
            { action: 'read', subject: 'Portal' },
          ],
  },
  accessToken: `access-${role}`,
  refreshToken: `refresh-${role}`,
});

// The routes these tests ask for, as the app's table has them.
const metaAt: MetaAt = (path) =>
  ({ '/portal/documents': { subject: 'Portal' }, '/careers/dashboard': { subject: 'Admin' } })[
    path
  ] ?? null;

async function fillAndSubmit(email = 'Ada@Uni.ac.uk ', password = 'correct horse battery') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: /^Sign in/ }));
  return user;
}

describe('LoginPage', { timeout: 20_000 }, () => {
  it('signs in at /login with no role and lands on the portal; there is no role switch', async () => {
    let body: unknown;
    mock.onPost('/api/v1/login').reply((config) => {
      body = JSON.parse(String(config.data));
      return [200, session('candidate')];
    });
    const { store } = await renderAt('/login', '/login', <LoginPage />);
    expect(screen.queryByRole('radio')).toBeNull();
    await fillAndSubmit();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/portal/vacancies'),
    );
    // The contract's schema trims and lower-cases the address before it is sent.
    expect(body).toEqual({ email: 'ada@uni.ac.uk', password: 'correct horse battery' });
    expect(store.getState().auth.accessToken).toBe('access-candidate');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-candidate');
  });

  it('keeps the email address left to right, also in right-to-left pages', async () => {
    await renderAt('/login', '/login', <LoginPage />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('dir', 'ltr');
  });

  it('careers staff land on their dashboard', async () => {
    mock.onPost('/api/v1/login').reply(200, session('admin'));
    await renderAt('/login', '/login', <LoginPage />);
    await fillAndSubmit();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/careers/dashboard'),
    );
    expect(mock.history.post.map((r) => r.url)).toEqual(['/api/v1/login']);
  });

  it('asks which account to use when the address holds several, then signs in to that one', async () => {
    const bodies: unknown[] = [];
    mock.onPost('/api/v1/login').reply((config) => {
      const body = JSON.parse(String(config.data)) as { role?: string };
      bodies.push(body);
      if (!body.role)
        return [
          200,
          {
            choose: [
              { role: 'admin', fullName: 'Ada Staff' },
              { role: 'candidate', fullName: 'Ada Alumna' },
            ],
          },
        ];
      return [200, session('admin')];
    });
    const { store } = await renderAt('/login', '/login', <LoginPage />);
    const user = await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Which account?' })).toBeVisible();
    expect(store.getState().auth.userData).toBeNull();
    await user.click(screen.getByRole('button', { name: /Careers staff/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/careers/dashboard'),
    );
    expect(bodies).toEqual([
      { email: 'ada@uni.ac.uk', password: 'correct horse battery' },
      { email: 'ada@uni.ac.uk', password: 'correct horse battery', role: 'admin' },
    ]);
  });

  it.each([
    ['follows a same-origin redirect', '%2Fportal%2Fdocuments%3Fx%3D1', '/portal/documents?x=1'],
    [
      "sends a candidate who asked for a staff page to the candidate's home",
      '%2Fcareers%2Fdashboard',
      '/portal/vacancies',
    ],
    ['ignores a redirect to another origin', '%2F%2Fevil.example%2Fx', '/portal/vacancies'],
  ])('%s', async (_name, redirect, landing) => {
    mock.onPost('/api/v1/login').reply(200, session('candidate'));
    await renderAt(`/login?redirect=${redirect}`, '/login', <LoginPage />, metaAt);
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(landing));
  });

  it('says the session has ended only when it did, never after a plain visit', async () => {
    const { store } = await renderAt('/login', '/login', <LoginPage />);
    expect(screen.queryByText('Your session has ended — sign in again')).toBeNull();
    store.dispatch(login(session('candidate')));
    store.dispatch(sessionEnded());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your session has ended — sign in again',
    );
  });

  it("shows the server's message for bad credentials and keeps no session", async () => {
    mock.onPost('/api/v1/login').reply(401, { message: 'Email or Password is Invalid' });
    const { store } = await renderAt('/login', '/login', <LoginPage />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or Password is Invalid');
    expect(store.getState().auth.userData).toBeNull();
  });

  it('shows when to try again after too many attempts (429 Retry-After)', async () => {
    mock
      .onPost('/api/v1/login')
      .reply(
        429,
        { message: 'Too many failed attempts. Try again later.' },
        { 'retry-after': '600' },
      );
    await renderAt('/login', '/login', <LoginPage />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed attempts. You can try again in 10 minutes.',
    );
  });

  it("validates with the contract's messages before calling the server", async () => {
    await renderAt('/login', '/login', <LoginPage />);
    await userEvent.setup().click(screen.getByRole('button', { name: /^Sign in/ }));
    expect(await screen.findByText('Enter your email address')).toBeVisible();
    expect(screen.getByText('Enter your password')).toBeVisible();
    expect(mock.history.post).toHaveLength(0);
  });

  it('moves focus to the first invalid field and clears its message once it is fixed', async () => {
    await renderAt('/login', '/login', <LoginPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: /^Sign in/ }));
    expect(await screen.findByText('Enter your email address')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.queryByText('Enter your password')).toBeNull();
    await user.type(screen.getByLabelText('Email'), 'ada@uni.ac.uk');
    await waitFor(() => expect(screen.queryByText('Enter your email address')).toBeNull());
    expect(mock.history.post).toHaveLength(0);
  });
});
