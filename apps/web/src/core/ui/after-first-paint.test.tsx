// @vitest-environment jsdom
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint.tsx';

describe('AfterFirstPaint', () => {
  it('commits the fallback first, then its children in a pass of their own', async () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    const commits: string[] = [];
    const observer = new MutationObserver(() => commits.push(host.textContent ?? ''));
    observer.observe(host, { childList: true, subtree: true, characterData: true });
    // Rendered as the browser does, outside act(): act would flush both passes as one.
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const acting = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    root.render(
      <>
        <p>first</p>
        <AfterFirstPaint fallback={<p>later</p>}>
          <p>below</p>
        </AfterFirstPaint>
      </>,
    );
    // Waited for, not slept on: on a busy machine the second pass can take longer than a sleep.
    await vi.waitFor(() => expect(host.textContent).toBe('firstbelow'));
    expect(commits[0]).toBe('firstlater');
    observer.disconnect();
    root.unmount();
    scope.IS_REACT_ACT_ENVIRONMENT = acting;
  });
});

describe('useFirstScreenPainted', () => {
  it('is false until a frame has been painted after the first screen, then true for good', async () => {
    vi.resetModules();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    const { useFirstScreenPainted } = await import('./after-first-paint.tsx');
    function Links() {
      return <p>{useFirstScreenPainted() ? 'links' : 'box'}</p>;
    }
    const tick = () => new Promise((resolve) => setTimeout(resolve, 10));
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const acting = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const first = document.createElement('div');
      const root = createRoot(first);
      root.render(<Links />);
      // Committed without the links; no frame has run, so nothing has been painted yet.
      await vi.waitFor(() => expect(frames).toHaveLength(1));
      expect(first.textContent).toBe('box');
      await tick();
      expect(first.textContent).toBe('box');
      // The frame callback runs before the paint: still not shown in it.
      frames[0]!(performance.now());
      expect(first.textContent).toBe('box');
      // The task it posts runs after the paint: the links follow.
      await vi.waitFor(() => expect(first.textContent).toBe('links'));

      // A frame mounted later in the visit draws them at once, with no frame of its own.
      const later = document.createElement('div');
      const commits: string[] = [];
      const observer = new MutationObserver(() => commits.push(later.textContent ?? ''));
      observer.observe(later, { childList: true, subtree: true, characterData: true });
      const second = createRoot(later);
      second.render(<Links />);
      await vi.waitFor(() => expect(commits).not.toHaveLength(0));
      expect(commits[0]).toBe('links');
      expect(frames).toHaveLength(1);
      observer.disconnect();
      root.unmount();
      second.unmount();
    } finally {
      scope.IS_REACT_ACT_ENVIRONMENT = acting;
      vi.unstubAllGlobals();
    }
  });
});
