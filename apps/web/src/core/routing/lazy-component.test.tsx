// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-page.ts';
import { settled } from './settled.ts';

afterEach(cleanup);

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyComponent', () => {
  it('renders at once, without its fallback, once its chunk has loaded', async () => {
    const Lazy = lazyComponent(() => Promise.resolve(Hello));
    await Lazy.preload();
    // A fallback shown for an instant would hold the screen back 300 ms in React 19.
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends until a chunk not yet loaded arrives', async () => {
    let arrive: (c: typeof Hello) => void = () => undefined;
    const Lazy = lazyComponent(() => new Promise<typeof Hello>((r) => (arrive = r)));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => arrive(Hello));
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });
});

describe('settled', () => {
  it('lets use() read a promise that has resolved without suspending', async () => {
    const value = settled(Promise.resolve('ready'));
    await value;
    function Reader() {
      return <p>{use(value)}</p>;
    }
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Reader />
      </Suspense>,
    );
    expect(screen.getByText('ready')).toBeTruthy();
  });
});
