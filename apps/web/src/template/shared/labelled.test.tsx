// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Labelled } from './labelled.tsx';

afterEach(cleanup);

describe('Labelled', () => {
  it('labels the control and shows a hint under it', () => {
    render(
      <Labelled id="due" label="Due" hint="Pick a day" className="col-6">
        <input id="due" />
      </Labelled>,
    );
    const input = screen.getByRole('textbox', { name: 'Due' });
    expect(input.parentElement).toHaveClass('col-6');
    expect(screen.getByText('Pick a day')).toHaveClass('form-text');
  });

  it('shows an error under the control with the id the control points at', () => {
    render(
      <Labelled id="title" label="Title" error="Enter a title.">
        <input id="title" aria-describedby="title-error" />
      </Labelled>,
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Enter a title.',
    );
    expect(screen.getByText('Enter a title.')).toHaveClass('invalid-feedback', 'd-block');
  });
});
