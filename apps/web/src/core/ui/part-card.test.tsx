// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PartCard } from './part-card.tsx';

afterEach(cleanup);

describe('PartCard', () => {
  it('is named by its heading and holds its content', () => {
    render(<PartCard title="History">Moved to shortlisted</PartCard>);
    expect(screen.getByRole('heading', { level: 2, name: 'History' })).toHaveClass('h5', 'mb-3');
    expect(screen.getByText('Moved to shortlisted')).toBeInTheDocument();
  });

  it('puts the aside at the end of the heading’s row', () => {
    render(
      <PartCard title="Details" aside={<span>Open</span>}>
        facts
      </PartCard>,
    );
    const heading = screen.getByRole('heading', { name: 'Details' });
    expect(heading).toHaveClass('mb-0');
    expect(heading.parentElement).toContainElement(screen.getByText('Open'));
  });
});
