// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockHttp } from '../../../core/test/mock-http.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { aSlot, pageOf } from '../../../core/api/test-records.ts';
import { http } from '../../../core/http/http.ts';
import { missingKeys, render } from '../../../core/test/render.tsx';
import { SlotDialog } from './slot-dialog.tsx';
import { COLLEAGUE, ME, signedInStaff } from './staff-session.fixture.ts';

const mock = new MockHttp(http);
afterEach(() => {
  cleanup();
  mock.reset();
  missingKeys.clear();
});

const admin = (id: string, fullName: string) => ({
  id,
  fullName,
  email: `${id}@careers.test`,
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
});

describe('publishing a slot', () => {
  it('is run by the signed-in member unless a colleague is chosen', async () => {
    mock.onGet('/api/v1/vacancies/options').reply(200, []);
    mock
      .onGet('/api/v1/admins')
      .reply(200, pageOf([admin(COLLEAGUE, 'Daniel Clarke'), admin(ME, 'Priya Raman')]));
    mock.onPost('/api/v1/slots').reply(201, aSlot({ hostAdminId: COLLEAGUE }));
    render(<SlotDialog start="2099-12-03T10:00" timeZone="Europe/London" onHide={() => {}} />, {
      store: signedInStaff(),
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
      store: signedInStaff(),
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
