// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installRipple, RIPPLE_MS } from './ripple.ts';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('button ripple', () => {
  it('adds a wave to a pressed .btn and removes it after 500 ms', () => {
    vi.useFakeTimers();
    const remove = installRipple();
    document.body.innerHTML =
      '<button class="btn"><span id="inner">Go</span></button><div id="plain"></div>';
    document.getElementById('inner')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.getElementById('plain')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(document.querySelectorAll('.ripple-wave')).toHaveLength(1);
    expect(document.querySelector('.btn .ripple-wave')).not.toBeNull();
    vi.advanceTimersByTime(RIPPLE_MS - 1);
    expect(document.querySelectorAll('.ripple-wave')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(document.querySelectorAll('.ripple-wave')).toHaveLength(0);
    remove();
    document.querySelector('.btn')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(document.querySelectorAll('.ripple-wave')).toHaveLength(0);
    expect(RIPPLE_MS).toBe(500);
  });
});
