// @vitest-environment jsdom
import type { EmployerOrganisation } from '@careers/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '../../core/test/mock-api.ts';
import { render } from '../../core/test/render.tsx';
import { initAppI18n } from '../../core/test/test-i18n.ts';
import { EmployerDashboardPage } from './dashboard-page.tsx';
import { EmployerOrganisationPage } from './organisation-page.tsx';
import { EmployerRegisterPage } from './register-page.tsx';

const mock = mockApi();
// The forms' messages come from the app's i18next instance, as in the app.
beforeAll(() => initAppI18n('en'));

const organisation = (overrides: Partial<EmployerOrganisation> = {}): EmployerOrganisation => ({
  id: '1f5b1f0e-2a55-4a57-9c39-1f1f0b0b7a11',
  name: 'Brightwater Labs',
  website: 'https://brightwater.test',
  sector: 'Energy',
  size: 'small',
  address: null,
  description: null,
  logoUrl: null,
  status: 'pending',
  statusReason: null,
  decidedAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  contacts: [
    {
      id: '2a5b1f0e-2a55-4a57-9c39-1f1f0b0b7a11',
      organisationId: '1f5b1f0e-2a55-4a57-9c39-1f1f0b0b7a11',
      fullName: 'Dana Fields',
      email: 'dana@brightwater.test',
      phone: null,
      jobTitle: null,
      accountId: '3a5b1f0e-2a55-4a57-9c39-1f1f0b0b7a11',
      createdAt: '2026-11-01T09:00:00.000Z',
    },
  ],
  ...overrides,
});
const emptyPage = { data: [], total: 0, page: 1, perPage: 100 };

describe('employer registration', () => {
  it('registers a new organisation and says a confirmation link was sent (no session)', async () => {
    mock.onPost('/api/v1/employer/register').reply(201, {
      message: 'We have sent a link to confirm your email address. Open it, then sign in.',
      email: 'dana@brightwater.test',
    });
    const { store } = render(<EmployerRegisterPage />, { route: '/employer/register' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Organisation name'), 'Brightwater Labs');
    await user.type(screen.getByLabelText('Full name'), 'Dana Fields');
    await user.type(screen.getByLabelText('Email'), 'dana@brightwater.test');
    await user.type(screen.getByLabelText('Password'), 'Brightwater-Labs-2026');
    await user.click(screen.getByRole('button', { name: 'Register organisation' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({
      fullName: 'Dana Fields',
      email: 'dana@brightwater.test',
      password: 'Brightwater-Labs-2026',
      organisation: { name: 'Brightwater Labs' },
    });
    expect(store.getState().auth.accessToken).toBeFalsy();
    // The first test loads the form's code: slower on a busy machine.
  }, 20_000);

  it('checks the fields with the contract before sending, and shows a used address on its field', async () => {
    mock.onPost('/api/v1/employer/register').reply(409, {
      message: 'This email is already in use.',
      field: 'email',
      code: 'email_in_use',
    });
    render(<EmployerRegisterPage />, { route: '/employer/register' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Register organisation' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByLabelText('Organisation name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter your name.')).toBeTruthy();
    expect(mock.history.post).toHaveLength(0);
    await user.type(screen.getByLabelText('Organisation name'), 'Brightwater Labs');
    await user.type(screen.getByLabelText('Full name'), 'Dana Fields');
    await user.type(screen.getByLabelText('Email'), 'taken@brightwater.test');
    await user.type(screen.getByLabelText('Password'), 'Brightwater-Labs-2026');
    await user.click(screen.getByRole('button', { name: 'Register organisation' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'),
    );
  });

  it('joins by invitation: no organisation fields, the token is sent', async () => {
    render(<EmployerRegisterPage />, { route: '/employer/register?invitation=tok-123' });
    expect(screen.getByRole('heading', { name: 'Join your organisation' })).toBeTruthy();
    expect(screen.queryByLabelText('Organisation name')).toBeNull();
    mock.onPost('/api/v1/employer/register').reply(403, {
      message: 'This invitation is invalid, used or has expired.',
      code: 'invitation_invalid',
    });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Full name'), 'Casey Colleague');
    await user.type(screen.getByLabelText('Email'), 'casey@northwind.test');
    await user.type(screen.getByLabelText('Password'), 'Northwind-Colleague-26');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(JSON.parse(mock.history.post[0]!.data as string)).toMatchObject({
      invitationToken: 'tok-123',
    });
  });
});

describe('employer portal screens', () => {
  it('the dashboard shows the organisation pending and its vacancies by status', async () => {
    mock.onGet('/api/v1/employer/organisation').reply(200, organisation());
    mock.onGet('/api/v1/vacancies').reply(200, emptyPage);
    render(<EmployerDashboardPage />, { route: '/employer/dashboard' });
    expect(await screen.findByText('Waiting for approval')).toBeTruthy();
    expect(await screen.findByText('No vacancies yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Brightwater Labs' })).toBeTruthy();
  });

  it('a suspended organisation shows the reason', async () => {
    mock
      .onGet('/api/v1/employer/organisation')
      .reply(200, organisation({ status: 'suspended', statusReason: 'Unpaid invoices' }));
    mock.onGet('/api/v1/vacancies').reply(200, emptyPage);
    render(<EmployerDashboardPage />, { route: '/employer/dashboard' });
    expect(await screen.findByText('Suspended')).toBeTruthy();
    expect(screen.getByText('Unpaid invoices')).toBeTruthy();
  });

  it('a pending organisation lists its contacts but cannot invite yet', async () => {
    mock.onGet('/api/v1/employer/organisation').reply(200, organisation());
    mock.onGet(/\/invitations$/).reply(200, { data: [] });
    render(<EmployerOrganisationPage />, { route: '/employer/organisation' });
    expect(await screen.findByRole('table', { name: 'Contacts' })).toBeTruthy();
    expect(screen.getByText('dana@brightwater.test')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    expect(await screen.findByText('No pending invitations.')).toBeTruthy();
  });

  it('an approved organisation invites a colleague', async () => {
    const org = organisation({ status: 'approved' });
    mock.onGet('/api/v1/employer/organisation').reply(200, org);
    mock.onGet(/\/invitations$/).reply(200, { data: [] });
    mock.onPost(`/api/v1/organisations/${org.id}/invitations`).reply(201, {
      id: '4a5b1f0e-2a55-4a57-9c39-1f1f0b0b7a11',
      organisationId: org.id,
      email: 'casey@brightwater.test',
      invitedByRole: 'employer',
      createdAt: '2026-11-02T09:00:00.000Z',
      expiresAt: '2026-11-09T09:00:00.000Z',
    });
    render(<EmployerOrganisationPage />, { route: '/employer/organisation' });
    const user = userEvent.setup({ delay: null });
    const button = await screen.findByRole('button', { name: 'Send invitation' });
    await user.type(screen.getAllByLabelText('Email').at(-1)!, 'casey@brightwater.test');
    await user.click(button);
    await waitFor(() => expect(mock.history.post).toHaveLength(1));
    expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({
      email: 'casey@brightwater.test',
    });
  });
});
