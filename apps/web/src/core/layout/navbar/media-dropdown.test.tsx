// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MediaDropdown } from './media-dropdown.tsx';

afterEach(cleanup);

function renderDropdown(count: number) {
  render(
    <ul>
      <MediaDropdown
        className="dropdown-things"
        label={`Things: ${count}`}
        icon={<span>icon</span>}
        count={count}
        tone="danger"
        countTestId="things-count"
        title="Things"
        summary={`${count} new`}
      >
        <p>The list</p>
      </MediaDropdown>
    </ul>,
  );
}

describe('MediaDropdown', () => {
  it('shows the count on its toggle, and the titled menu when opened', () => {
    renderDropdown(3);
    expect(screen.getByTestId('things-count')).toHaveTextContent('3');
    expect(screen.getByTestId('things-count')).toHaveClass('bg-danger');
    fireEvent.click(screen.getByRole('button', { name: 'Things: 3' }));
    expect(screen.getByRole('heading', { name: 'Things' })).toBeInTheDocument();
    expect(screen.getByText('3 new')).toBeInTheDocument();
    expect(screen.getByText('The list')).toBeInTheDocument();
  });

  it('shows no count when there is none', () => {
    renderDropdown(0);
    expect(screen.queryByTestId('things-count')).toBeNull();
  });
});
