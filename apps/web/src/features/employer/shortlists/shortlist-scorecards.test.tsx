// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSharedShortlist } from '../../../core/api/test-records.ts';
import { mockApi } from '../../../core/test/mock-api.ts';
import { missingKeys, render } from '../../../core/test/render.tsx';
import { ShortlistScorecards } from './shortlist-scorecards.tsx';

const mock = mockApi();

describe("a shortlist's interview scorecards in the employer portal", () => {
  it("shows the scorecards of the organisation's own applications and nothing for others", async () => {
    const [own, other] = [
      {
        ...aSharedShortlist().candidates[0]!,
        applicationId: '1b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e02',
        candidateName: 'Asha Patel',
      },
      {
        ...aSharedShortlist().candidates[0]!,
        applicationId: '2b3c1f0e-1c1a-4b8e-9a57-3f0c2b7d9e03',
        candidateName: 'Tom Reid',
      },
    ];
    mock
      .onGet(`/api/v1/applications/${own.applicationId}/scorecards`)
      .reply(200, { criteria: ['Motivation'], data: [] });
    mock
      .onGet(`/api/v1/applications/${other.applicationId}/scorecards`)
      .reply(404, { message: 'Application not found', code: 'not_found' });
    render(<ShortlistScorecards candidates={[own, other]} />);
    expect(
      await screen.findByRole('heading', { name: 'Scorecards: Asha Patel' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('radiogroup', { name: 'Motivation' })).toBeInTheDocument();
    await waitFor(() =>
      expect(mock.history.get.filter((r) => r.url?.endsWith('/scorecards'))).toHaveLength(2),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Scorecards: Tom Reid' })).toBeNull(),
    );
    expect([...missingKeys]).toEqual([]);
  });
});
