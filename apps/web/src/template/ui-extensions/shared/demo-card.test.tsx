// @vitest-environment jsdom
import { cleanup, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, WithProviders } from '../../../core/test/render.tsx';
import { DemoCard } from './demo-card.tsx';
import { useExt } from './use-ext.ts';

afterEach(cleanup);

describe('DemoCard', () => {
  it('fills the grid column it is given', () => {
    const { container } = render(
      <DemoCard col="col-lg-6" title="Basic" text="What it shows">
        <p>Example</p>
      </DemoCard>,
    );
    const column = container.firstElementChild!;
    expect(column.className).toBe('col-lg-6');
    expect(column.querySelector('h2')?.textContent).toBe('Basic');
    expect(screen.getByText('What it shows')).toBeTruthy();
  });

  it('is the bare card when its parent places it', () => {
    const { container } = render(
      <DemoCard title="Basic">
        <p>Example</p>
      </DemoCard>,
    );
    expect(container.firstElementChild?.classList.contains('card')).toBe(true);
  });
});

describe('useExt', () => {
  it("reads one screen's strings", () => {
    const { result } = renderHook(() => useExt('ratings'), { wrapper: WithProviders });
    expect(result.current('basicTitle')).toBe('Basic');
    expect(result.current('current', { value: 3 })).toBe('Rating: 3 / 5');
  });
});
