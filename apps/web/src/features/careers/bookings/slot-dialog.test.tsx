// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, describe, expect, it } from 'vitest';
import { aSlot, pageOf } from '../../../core/api/test-records.ts';
import { login } from '../../../core/auth/auth.slice.ts';
import { http } from '../../../core/http/http.ts';
import { makeTestStore, missingKeys, render } from '../../../core/test/render.tsx';
import { SlotDialog } from './slot-dialog.tsx';

const mock = new MockAdapter(http);
afterEach(() => {
  cleanup();
  mock.reset();
  missingKeys.clear();
});

const ME = '0d7e1c2a-4b5f-4c6d-8e9f-a1b2c3d4e5f6';
const COLLEAGUE = '1e7e1c2a-4b5f-4c6d-8e9f-a1b2c3d4e5f7';
const admin = (id: string, fullName: string) => ({
  id,
  fullName,
  email: `${id}@careers.test`,
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
});

function signedIn() {
  const store = makeTestStore();
  store.dispatch(
    login({
      accessToken: 'a',
      refreshToken: 'r',
      userData: { id: ME, fullName: 'Priya Raman', email: 'p@x.test', role: 'admin', ability: [] },
    }),
  );
  return store;
}

describe('publishing a slot', () => {
  it('is run by the signed-in member unless a colleague is chosen', async () => {
    mock.onGet('/api/v1/vacancies/options').reply(200, []);
    mock
      .onGet('/api/v1/admins')
      .reply(200, pageOf([admin(COLLEAGUE, 'Daniel Clarke'), admin(ME, 'Priya Raman')]));
    mock.onPost('/api/v1/slots').reply(201, aSlot({ hostAdminId: COLLEAGUE }));
    render(<SlotDialog start="2099-12-03T10:00" timeZone="Europe/London" onHide={() => {}} />, {
      store: signedIn(),
    });

    const host = await screen.findByLabelText('Member of staff running it');
    expect(host).toHaveValue(ME);
    await waitFor(() => expect(within(host).getAllByRole('option')).toHaveLength(2));
    expect(
      within(host)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Priya Raman (you)', 'Daniel Clarke']);
    expect(mock.history.get.find((r) => r.url === '/api/v1/admins')?.params).toMatchObject({
      status: 'active',
    });
    expect(screen.getByLabelText('Run by')).toHaveAttribute('placeholder', 'Priya Raman');

    await userEvent.selectOptions(host, COLLEAGUE);
    expect(screen.getByLabelText('Run by')).toHaveAttribute('placeholder', 'Daniel Clarke');
    await userEvent.selectOptions(screen.getByLabelText('What it is for'), 'appointment');
    await userEvent.type(screen.getByLabelText('Place'), 'Careers hub, room 2');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(mock.history.post).toHaveLength(1));
    expect(JSON.parse(mock.history.post[0]!.data as string)).toMatchObject({
      purpose: 'appointment',
      hostAdminId: COLLEAGUE,
      location: 'Careers hub, room 2',
    });
    expect([...missingKeys]).toEqual([]);
  }, 15_000);

  it('shows the server’s refusal of the host beside the host', async () => {
    mock.onGet('/api/v1/vacancies/options').reply(200, []);
    mock.onGet('/api/v1/admins').reply(200, pageOf([]));
    mock.onPost('/api/v1/slots').reply(400, {
      message: 'Choose an active member of staff as host',
      code: 'validation_failed',
      field: 'hostAdminId',
    });
    render(<SlotDialog start="2099-12-03T10:00" timeZone="Europe/London" onHide={() => {}} />, {
      store: signedIn(),
    });
    await userEvent.selectOptions(await screen.findByLabelText('What it is for'), 'appointment');
    await userEvent.type(screen.getByLabelText('Place'), 'Room 1');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Choose an active member of staff as host')).toBeInTheDocument();
    expect(screen.getByLabelText('Member of staff running it')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  }, 15_000);
});
