// @vitest-environment jsdom
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
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
    await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.resolve();
    expect(commits[0]).toBe('firstlater');
    expect(host.textContent).toBe('firstbelow');
    observer.disconnect();
    root.unmount();
    scope.IS_REACT_ACT_ENVIRONMENT = acting;
  });
});
