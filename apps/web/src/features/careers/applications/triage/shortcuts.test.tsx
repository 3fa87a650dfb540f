// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { missingKeys, render } from '../../../../core/test/render.tsx';
import { SHORTCUTS_STORAGE_KEY, triageKeyHandler, useShortcutsEnabled } from './shortcuts.ts';
import { ShortcutsDialog } from './shortcuts-dialog.tsx';

afterEach(() => {
  cleanup();
  missingKeys.clear();
  localStorage.clear();
});

/** A region with the shortcuts, an input and a button inside, and a button outside it. */
function Region(props: { next: () => void; shortlist: () => void; help: () => void }) {
  const [enabled] = useShortcutsEnabled();
  return (
    <>
      <button type="button">outside</button>
      <div
        role="region"
        aria-label="list"
        onKeyDown={triageKeyHandler(enabled, {
          next: props.next,
          shortlist: props.shortlist,
          help: props.help,
        })}
      >
        <button type="button">row</button>
        <input aria-label="search" />
      </div>
    </>
  );
}

describe('triage shortcuts', () => {
  const handlers = () => ({ next: vi.fn(), shortlist: vi.fn(), help: vi.fn() });

  it('act only while focus is in their region, and never while typing or with Ctrl held', () => {
    const h = handlers();
    render(<Region {...h} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'outside' }), { key: 'j' });
    expect(h.next).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('button', { name: 'row' }), { key: 'j' });
    expect(h.next).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('button', { name: 'row' }), { key: 's' });
    expect(h.shortlist).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'search' }), { key: 's' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'row' }), { key: 's', ctrlKey: true });
    expect(h.shortlist).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('button', { name: 'row' }), { key: '?' });
    expect(h.help).toHaveBeenCalledTimes(1);
  }, 30_000);

  it('can be turned off in the ? dialog, which lists them, and the choice is kept (WCAG 2.1.4)', () => {
    const h = handlers();
    render(
      <>
        <Region {...h} />
        <ShortcutsDialog show onHide={() => undefined} />
      </>,
    );
    expect(screen.getByRole('cell', { name: 'Next application' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Reject (asks first)' })).toBeTruthy();
    const toggle = screen.getByLabelText('Use single-key shortcuts');
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    expect(localStorage.getItem(SHORTCUTS_STORAGE_KEY)).toBe('off');
    fireEvent.keyDown(screen.getByRole('button', { name: 'row', hidden: true }), { key: 'j' });
    expect(h.next).not.toHaveBeenCalled();
    fireEvent.click(toggle);
    expect(localStorage.getItem(SHORTCUTS_STORAGE_KEY)).toBeNull();
    fireEvent.keyDown(screen.getByRole('button', { name: 'row', hidden: true }), { key: 'j' });
    expect(h.next).toHaveBeenCalledTimes(1);
    expect([...missingKeys]).toEqual([]);
  }, 30_000);
});
