// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Combobox } from './auto-complete/combobox.tsx';
import { InviteForm } from './modals/invite-form.tsx';
import { DemoCard } from './shared/demo-card.tsx';
import { ToastStackDemo } from './pages/toasts-page.tsx';
import { useBlock } from './shared/use-block.ts';
import { WithProviders } from '../../core/test/render.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useBlock', () => {
  it('blocks, then unblocks after the delay', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useBlock(1000));
    expect(result.current[0]).toBe(false);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current[0]).toBe(false);
  });
});

describe('Combobox', () => {
  it('suggests matching items and selects one', () => {
    render(
      <Combobox
        label="Employer"
        placeholder=""
        items={['Helix Pharma', 'Meridian Bank', 'Harbour Insurance']}
        toText={(s) => s}
        keyOf={(s) => s}
        groupOf={(s) => (s.startsWith('H') ? 'H' : 'M')}
        noResults="None"
        selectedText={(s) => `Chosen ${s}`}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Employer' });
    fireEvent.change(input, { target: { value: 'ha' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Harbour Insurance',
      'Helix Pharma',
    ]);
    // one heading a group, even when the ranking mixes the groups
    fireEvent.change(input, { target: { value: 'a' } });
    expect(screen.getAllByRole('presentation').map((g) => g.textContent)).toEqual(['H', 'M']);
    fireEvent.change(input, { target: { value: 'ha' } });
    fireEvent.click(screen.getByRole('option', { name: 'Helix Pharma' }));
    expect(input).toHaveProperty('value', 'Helix Pharma');
    expect(screen.getByRole('status').textContent).toBe('Chosen Helix Pharma');
  });

  it('says so when nothing matches', () => {
    render(
      <Combobox
        label="Employer"
        placeholder=""
        items={['Helix Pharma']}
        toText={(s) => s}
        keyOf={(s) => s}
        noResults="None"
        selectedText={(s) => s}
      />,
    );
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'zzz' } });
    expect(screen.getByText('None')).toBeTruthy();
  });
});

describe('DemoCard', () => {
  it("is named by its section's title and shows the section's description", () => {
    render(
      <WithProviders>
        <DemoCard section="accordion.flush">
          <p>Example</p>
        </DemoCard>
      </WithProviders>,
    );
    const card = screen.getByRole('region', { name: 'Flush' });
    expect(card.textContent).toContain('Example');
    expect(card.querySelector('p.small')?.textContent).toBe(
      'No outer border, for use inside cards.',
    );
  });
});

describe('InviteForm', () => {
  it('shows errors for an empty form and closes once valid', async () => {
    render(
      <WithProviders>
        <InviteForm />
      </WithProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Invite an employer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send invitation' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Vitalis Labs' } });
    fireEvent.change(screen.getByLabelText("Recruiter's email"), {
      target: { value: 'hr@vitalis.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to Vitalis Labs.')).toBeTruthy();
  });
});

describe('ToastStackDemo', () => {
  const toasts = () => screen.queryAllByText(/viewed your profile\./);

  it('hides each toast after six seconds, but not while the pointer is on the stack', () => {
    vi.useFakeTimers();
    const { container } = render(
      <WithProviders>
        <ToastStackDemo />
      </WithProviders>,
    );
    const add = screen.getByRole('button', { name: 'Add a notification' });
    fireEvent.click(add);
    fireEvent.click(add);
    expect(toasts()).toHaveLength(2);

    const stack = container.querySelector('.uc-toast-stack')!;
    fireEvent.mouseEnter(stack);
    act(() => vi.advanceTimersByTime(20_000));
    expect(toasts()).toHaveLength(2);

    fireEvent.mouseLeave(stack);
    act(() => vi.advanceTimersByTime(5_000));
    expect(toasts()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1_500));
    expect(toasts()).toHaveLength(0);
  });

  it('clears the stack at once, and offers Clear all only when there is something to clear', () => {
    render(
      <WithProviders>
        <ToastStackDemo />
      </WithProviders>,
    );
    const clear = screen.getByRole('button', { name: 'Clear all' });
    expect(clear).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Add a notification' }));
    expect(toasts()).toHaveLength(1);
    fireEvent.click(clear);
    expect(toasts()).toHaveLength(0);
    expect(clear).toHaveProperty('disabled', true);
  });
});
