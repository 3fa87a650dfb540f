// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TitledCard } from './titled-card.tsx';

afterEach(cleanup);

describe('TitledCard', () => {
  it('titles the card with an h2 and puts the subtitle under it', () => {
    render(
      <TitledCard title="Channels" subtitle="Where applicants heard of us">
        <p>Body</p>
      </TitledCard>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Channels' });
    expect(heading.className).toBe('h5 mb-1');
    expect(heading.nextElementSibling?.textContent).toBe('Where applicants heard of us');
    expect(heading.closest('.card')?.className).toContain('h-100');
  });

  it('has no space under a title without a subtitle, and takes its size and card class', () => {
    render(
      <TitledCard title="Headings" size="h4" className="">
        <p>Body</p>
      </TitledCard>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Headings' });
    expect(heading.className).toBe('h4 mb-0');
    expect(heading.nextElementSibling).toBeNull();
    expect(heading.closest('.card')?.className).toBe('card');
  });
});
