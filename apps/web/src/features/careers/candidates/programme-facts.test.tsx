// @vitest-environment jsdom
import type { Candidate } from '@careers/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WithProviders } from '../../../core/test/render.tsx';
import { ProgrammeFacts } from './programme-facts.tsx';

afterEach(cleanup);

const renderFacts = (candidate: Partial<Candidate>) =>
  render(
    <WithProviders>
      <dl>
        <ProgrammeFacts candidate={candidate as Candidate} />
      </dl>
    </WithProviders>,
  );

describe('ProgrammeFacts', () => {
  it('names the programme, level and graduation year', () => {
    renderFacts({ programme: 'BSc Mathematics', level: 'undergraduate', graduationYear: 2027 });
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(screen.getAllByRole('term').map((d) => d.textContent)).toEqual([
      'Programme',
      'Level',
      'Graduation year',
    ]);
    expect(values).toEqual(['BSc Mathematics', 'Undergraduate', '2027']);
  });

  it('shows a dash for what the candidate has not given', () => {
    renderFacts({ programme: null, level: null, graduationYear: null });
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['—', '—', '—']);
  });
});
