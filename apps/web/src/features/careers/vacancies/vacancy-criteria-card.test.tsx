// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../core/test/mock-api.ts';
import { missingKeys, render } from '../../../core/test/render.tsx';
import { criteriaErrors, VacancyCriteriaCard } from './vacancy-criteria-card.tsx';

const mock = mockApi();
const vacancyId = '6f1c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e01';
const url = `/api/v1/vacancies/${vacancyId}/scorecard-criteria`;

describe('criteriaErrors', () => {
  it('names an empty, a repeated and a too long criterion', () => {
    expect(criteriaErrors(['Drive', ' ', 'Drive ', 'x'.repeat(81)])).toEqual([
      null,
      'required',
      'duplicate',
      'tooLong',
    ]);
  });
});

describe("a vacancy's scorecard criteria", () => {
  it('shows the default set, refuses a repeated criterion and saves the edited list', async () => {
    mock
      .onGet(url)
      .reply(200, { criteria: ['Motivation', 'Communication', 'Skills for the role'] });
    mock.onPut(url).reply(200, { criteria: ['Motivation', 'Teamwork'] });
    render(<VacancyCriteriaCard vacancyId={vacancyId} />);
    expect(await screen.findByText('Skills for the role')).toBeInTheDocument();
    expect(screen.getByText(/The default criteria/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit criteria' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove criterion 3' }));
    const second = screen.getByLabelText('Criterion 2');
    await userEvent.clear(second);
    await userEvent.type(second, 'Motivation');
    await userEvent.click(screen.getByRole('button', { name: 'Save criteria' }));
    expect(screen.getByText('Each criterion must be different')).toBeInTheDocument();
    expect(mock.history.put).toHaveLength(0);

    await userEvent.clear(second);
    await userEvent.type(second, 'Teamwork');
    await userEvent.click(screen.getByRole('button', { name: 'Save criteria' }));
    await waitFor(() => expect(mock.history.put).toHaveLength(1));
    expect(JSON.parse(mock.history.put[0]!.data as string)).toEqual({
      criteria: ['Motivation', 'Teamwork'],
    });
    expect([...missingKeys]).toEqual([]);
  }, 15_000);
});
