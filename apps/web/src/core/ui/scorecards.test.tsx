// @vitest-environment jsdom
import type { Scorecard, ScorecardList } from '@careers/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { login } from '../auth/auth.slice.ts';
import { mockApi } from '../test/mock-api.ts';
import { makeTestStore, missingKeys, render } from '../test/render.tsx';
import { criterionAverage, ScorecardsPanel } from './scorecards.tsx';

const mock = mockApi();

const applicationId = '1b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e02';
const me = '4a3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e0a';
const url = `/api/v1/applications/${applicationId}/scorecards`;

function aScorecard(overrides: Partial<Scorecard> = {}): Scorecard {
  return {
    id: '8b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e08',
    applicationId,
    authorId: '9c3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e0c',
    authorName: 'Daniel Clarke',
    authorRole: 'admin',
    scores: { Motivation: 4, Communication: 3 },
    recommendation: 'yes',
    comments: 'Clear examples from the placement.',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function signedIn() {
  const store = makeTestStore();
  store.dispatch(
    login({
      accessToken: 'a',
      refreshToken: 'r',
      userData: {
        id: me,
        fullName: 'Priya Raman',
        email: 'p@uni.test',
        role: 'admin',
        ability: [],
      },
    }),
  );
  return store;
}

const criteria = ['Motivation', 'Communication'];

describe('criterionAverage', () => {
  it('averages the scores given for a criterion and skips cards without it', () => {
    const cards = [
      aScorecard({ scores: { Motivation: 4 } }),
      aScorecard({ scores: { Motivation: 3, Drive: 5 } }),
    ];
    expect(criterionAverage(cards, 'Motivation')).toBe(3.5);
    expect(criterionAverage(cards, 'Drive')).toBe(5);
    expect(criterionAverage(cards, 'Teamwork')).toBeNull();
  });
});

describe('an application’s scorecards', () => {
  it("shows every interviewer's scores with the average, and says what the reader's form lacks", async () => {
    const list: ScorecardList = {
      criteria,
      data: [
        aScorecard(),
        aScorecard({
          id: '8c3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e08',
          authorId: 'ac3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e0d',
          authorName: 'Morgan Reyes',
          authorRole: 'employer',
          scores: { Motivation: 5, Communication: 4 },
          recommendation: 'strong_yes',
          comments: '',
        }),
      ],
    };
    mock.onGet(url).reply(200, list);
    mock.onPut(`${url}/mine`).reply(200, aScorecard({ authorId: me, authorName: 'Priya Raman' }));
    render(<ScorecardsPanel applicationId={applicationId} />, { store: signedIn() });

    const table = await screen.findByRole('table');
    const averages = within(table).getAllByTestId('criterion-average');
    expect(averages.map((a) => a.textContent)).toEqual(['4.5', '3.5']);
    expect(within(table).getByText('Strong yes')).toBeInTheDocument();
    expect(screen.getByText('Clear examples from the placement.')).toBeInTheDocument();
    expect(screen.getByText('Employer')).toBeInTheDocument();

    // The reader has none yet: the form is open; sending it empty names what is missing.
    await userEvent.click(screen.getByRole('button', { name: 'Save scorecard' }));
    expect(screen.getByText('Score Motivation from 1 to 5')).toBeInTheDocument();
    expect(screen.getByText('Choose a recommendation')).toBeInTheDocument();
    expect(mock.history.put).toHaveLength(0);

    const motivation = screen.getByRole('radiogroup', { name: 'Motivation' });
    await userEvent.click(within(motivation).getByRole('radio', { name: '4 out of 5' }));
    // Arrow keys move within a criterion's group.
    await userEvent.keyboard('{ArrowRight}');
    expect(within(motivation).getByRole('radio', { name: '5 out of 5' })).toBeChecked();
    const communication = screen.getByRole('radiogroup', { name: 'Communication' });
    await userEvent.click(within(communication).getByRole('radio', { name: '3 out of 5' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.type(screen.getByLabelText('Comments'), '  Good structure.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save scorecard' }));

    await waitFor(() => expect(mock.history.put).toHaveLength(1));
    expect(JSON.parse(mock.history.put[0]!.data as string)).toEqual({
      scores: { Motivation: 5, Communication: 3 },
      recommendation: 'yes',
      comments: 'Good structure.',
    });
    expect(await screen.findByText(/Your scorecard was saved at/)).toBeInTheDocument();
    expect([...missingKeys]).toEqual([]);
  }, 20_000);

  it('says when there are none yet, and opens the reader’s own scorecard to edit', async () => {
    mock.onGet(url).reply(200, { criteria, data: [] });
    const { unmount } = render(<ScorecardsPanel applicationId={applicationId} />, {
      store: signedIn(),
    });
    expect(await screen.findByText(/No scorecards yet/)).toBeInTheDocument();
    unmount();

    mock.onGet(url).reply(200, {
      criteria,
      data: [aScorecard({ authorId: me, authorName: 'Priya Raman', recommendation: 'no' })],
    });
    render(<ScorecardsPanel applicationId={applicationId} />, { store: signedIn() });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit your scorecard' }));
    const motivation = screen.getByRole('radiogroup', { name: 'Motivation' });
    expect(within(motivation).getByRole('radio', { name: '4 out of 5' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Update scorecard' })).toBeInTheDocument();
  });
});
