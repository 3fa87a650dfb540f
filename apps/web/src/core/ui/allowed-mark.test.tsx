// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AllowedMark } from './allowed-mark.tsx';

afterEach(cleanup);

describe('AllowedMark', () => {
  it('is a named image: a green tick when allowed, a red cross when not', () => {
    render(
      <>
        <AllowedMark allowed label="Allowed" />
        <AllowedMark allowed={false} label="Denied" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Allowed' })).toHaveClass('text-success');
    expect(screen.getByRole('img', { name: 'Denied' })).toHaveClass('text-danger');
  });
});
