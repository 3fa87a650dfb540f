// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../../core/test/render.tsx';
import { ColourChecks, CourseOptions } from './choices.tsx';

afterEach(cleanup);

describe('ColourChecks', () => {
  it('checks every colour, or those it is told, in one radio group', () => {
    const { unmount } = render(<ColourChecks id="a" type="switch" />);
    expect(screen.getAllByRole<HTMLInputElement>('checkbox').every((s) => s.checked)).toBe(true);
    unmount();
    render(<ColourChecks id="b" type="radio" name="colour" checked={(c) => c === 'primary'} />);
    const radios = screen.getAllByRole<HTMLInputElement>('radio');
    expect(radios.filter((r) => r.checked).map((r) => r.id)).toEqual(['b-c-primary']);
    expect(new Set(radios.map((r) => r.name))).toEqual(new Set(['colour']));
  });
});

describe('CourseOptions', () => {
  it('lists the sample courses by value', () => {
    render(
      <select aria-label="Course">
        <CourseOptions />
      </select>,
    );
    expect(screen.getAllByRole<HTMLOptionElement>('option').map((o) => o.value)).toEqual([
      'cs',
      'law',
      'med',
    ]);
  });
});
