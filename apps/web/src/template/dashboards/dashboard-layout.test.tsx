// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../core/test/render.tsx';
import { CardFigure } from './card-shell.tsx';
import { CardRow } from './dashboard-layout.tsx';

afterEach(cleanup);

describe('CardRow', () => {
  it('puts each card in its own column of one row', () => {
    const { container } = render(
      <CardRow
        className="row g-4 mb-4"
        cells={[
          ['col-12 col-lg-6', <p>First</p>],
          ['col-12 col-lg-6', <p>Second</p>],
        ]}
      />,
    );
    const row = container.firstElementChild;
    expect(row).toHaveClass('row', 'g-4', 'mb-4');
    expect([...(row?.children ?? [])].map((c) => [c.className, c.textContent])).toEqual([
      ['col-12 col-lg-6', 'First'],
      ['col-12 col-lg-6', 'Second'],
    ]);
  });
});

describe('CardFigure', () => {
  it('names a value in a description list, the name small unless told', () => {
    render(
      <dl>
        <CardFigure label="Goal">12</CardFigure>
        <CardFigure label="Users" small={false} valueClassName="mb-0">
          7
        </CardFigure>
      </dl>,
    );
    const [goal, users] = screen.getAllByRole('term');
    expect(goal).toHaveTextContent('Goal');
    expect(goal).toHaveClass('small');
    expect(users).not.toHaveClass('small');
    expect(screen.getAllByRole('definition').map((d) => d.className)).toEqual(['h5 mb-0', 'mb-0']);
  });
});
