// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSlot, aVacancy, pageOf } from '../../../core/api/test-records.ts';
import { mockApi } from '../../../core/test/mock-api.ts';
import { missingKeys, render } from '../../../core/test/render.tsx';
import { EmployerVacancySlots, offersSlots } from './employer-vacancy-slots.tsx';

const mock = mockApi();
const vacancy = aVacancy({ status: 'open' });
const OWN = '5b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e11';
const STAFF = '5b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e12';

/** One slot the contact published, one the careers service runs (a named member of staff). */
function answerSlots() {
  mock.onGet('/api/v1/settings').reply(404);
  mock.onGet('/api/v1/slots').reply(
    200,
    pageOf([
      aSlot({
        id: OWN,
        hostAdminId: null,
        hostName: 'Jordan Blake',
        location: 'Northwind office, Leeds',
        videoLink: 'https://meet.example.com/northwind',
        capacity: 2,
        booked: 1,
        bookedBy: ['Asha Patel'],
      }),
      aSlot({
        id: STAFF,
        startsAt: '2099-12-04T14:00:00.000Z',
        hostName: 'Daniel Clarke',
        location: 'Careers hub, room 2',
      }),
    ]),
  );
}

describe("an employer contact's interview slots on their vacancy", () => {
  it('is offered once the careers service has published the vacancy', () => {
    expect(offersSlots({ status: 'open' })).toBe(true);
    expect(offersSlots({ status: 'closed' })).toBe(true);
    expect(offersSlots({ status: 'draft' })).toBe(false);
    expect(offersSlots({ status: 'pending_approval' })).toBe(false);
    expect(offersSlots({ status: 'declined' })).toBe(false);
  });

  it("lists the vacancy's slots in the service's zone, with places and who booked, never a staff host", async () => {
    answerSlots();
    render(<EmployerVacancySlots vacancy={vacancy} />);
    const list = await screen.findByRole('list', { name: 'Interview slots' });
    const [own, staff] = within(list).getAllByRole('listitem');
    expect(own).toHaveTextContent(/Dec 3, 2099, 10:00\sAM GMT/);
    expect(own).toHaveTextContent('30 min');
    expect(own).toHaveTextContent('Northwind office, Leeds');
    expect(
      within(own!).getByRole('link', { name: 'https://meet.example.com/northwind' }),
    ).toHaveAttribute('target', '_blank');
    expect(own).toHaveTextContent('1 of 2 booked');
    expect(own).toHaveTextContent('Booked: Asha Patel');
    expect(within(own!).getByRole('button', { name: /^Edit the slot of/ })).toBeInTheDocument();

    expect(staff).toHaveTextContent('Run by the careers service');
    expect(screen.queryByText(/Daniel Clarke/)).toBeNull();
    expect(within(staff!).queryByRole('button')).toBeNull();

    const query = mock.history.get.find((r) => r.url === '/api/v1/slots')?.params as Record<
      string,
      unknown
    >;
    expect(query).toMatchObject({ vacancyId: vacancy.id, purpose: 'interview' });
    expect(typeof query.from).toBe('string');
    expect([...missingKeys]).toEqual([]);
  });

  it('publishes an interview slot for the vacancy, the start read in the service’s zone', async () => {
    mock.onGet('/api/v1/settings').reply(404);
    mock.onGet('/api/v1/slots').reply(200, pageOf([]));
    mock.onPost('/api/v1/slots').reply(201, aSlot({ hostAdminId: null }));
    render(<EmployerVacancySlots vacancy={vacancy} />);
    expect(await screen.findByText(/No interview slots yet/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Publish slots' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish an interview slot' });
    expect(within(dialog).getByLabelText('Cut-off (hours)')).toHaveValue(24);
    await userEvent.type(
      within(dialog).getByLabelText(/^Start \(Europe\/London time\)/),
      '2099-07-01T09:30',
    );
    await userEvent.type(within(dialog).getByLabelText('Place'), 'Northwind office, Leeds');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(mock.history.post).toHaveLength(1));
    const body = JSON.parse(mock.history.post[0]!.data as string) as Record<string, unknown>;
    expect(body).toEqual({
      purpose: 'interview',
      vacancyId: vacancy.id,
      // 09:30 in London in July is 08:30 UTC (summer time).
      startsAt: '2099-07-01T08:30:00.000Z',
      durationMinutes: '30',
      location: 'Northwind office, Leeds',
      capacity: '1',
      cutoffHours: '24',
    });
    expect(body).not.toHaveProperty('hostAdminId');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect([...missingKeys]).toEqual([]);
  }, 15_000);

  it("shows the API's refusal: beside the field it names, or above the fields otherwise", async () => {
    mock.onGet('/api/v1/settings').reply(404);
    mock.onGet('/api/v1/slots').reply(200, pageOf([]));
    mock
      .onPost('/api/v1/slots')
      .replyOnce(400, {
        message: 'Give a place or a video link',
        code: 'validation_failed',
        field: 'location',
      })
      .onPost('/api/v1/slots')
      .replyOnce(400, {
        message: 'Vacancy not found',
        code: 'validation_failed',
        field: 'vacancyId',
      });
    render(<EmployerVacancySlots vacancy={vacancy} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish slots' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Start/), '2099-07-01T09:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('Give a place or a video link')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Place')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Vacancy not found');
  }, 15_000);

  it('changes a slot: new details update it, a new start moves it', async () => {
    answerSlots();
    mock.onPatch(`/api/v1/slots/${OWN}`).reply(200, aSlot({ id: OWN, hostAdminId: null }));
    mock.onPost(`/api/v1/slots/${OWN}/move`).reply(200, aSlot({ id: OWN, hostAdminId: null }));
    render(<EmployerVacancySlots vacancy={vacancy} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Edit the slot of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the interview slot' });
    const start = within(dialog).getByLabelText(/^Start/);
    expect(start).toHaveValue('2099-12-03T10:00');
    await userEvent.clear(within(dialog).getByLabelText('Video link'));
    await userEvent.clear(within(dialog).getByLabelText('Places'));
    await userEvent.type(within(dialog).getByLabelText('Places'), '3');
    await userEvent.clear(start);
    await userEvent.type(start, '2099-12-03T11:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(mock.history.post).toHaveLength(1));
    expect(JSON.parse(mock.history.patch[0]!.data as string)).toEqual({
      videoLink: null,
      capacity: '3',
    });
    expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({
      startsAt: '2099-12-03T11:00:00.000Z',
      durationMinutes: '30',
    });
  }, 15_000);

  it('removes a slot after saying that its bookings are cancelled', async () => {
    answerSlots();
    mock.onDelete(`/api/v1/slots/${OWN}`).reply(204);
    render(<EmployerVacancySlots vacancy={vacancy} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Remove the slot of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this interview slot?' });
    expect(dialog).toHaveTextContent('1 of 2 places booked');
    expect(dialog).toHaveTextContent('Removing it cancels its bookings');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Remove and cancel bookings' }),
    );
    await waitFor(() => expect(mock.history.delete).toHaveLength(1));
    expect(mock.history.delete[0]!.url).toBe(`/api/v1/slots/${OWN}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 15_000);
});
