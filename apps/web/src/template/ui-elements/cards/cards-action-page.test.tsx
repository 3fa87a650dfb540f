// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithProviders } from '../../../core/test/render.tsx';
import { CardsActionPage } from './cards-action-page.tsx';

const undo = vi.hoisted(() => ({ last: null as null | { message: string; onUndo: () => void } }));
vi.mock('./undo-toast.tsx', () => ({
  notifyWithUndo: (message: string, _label: string, onUndo: () => void) => {
    undo.last = { message, onUndo };
    return Promise.resolve();
  },
}));

afterEach(cleanup);

describe('CardsActionPage', () => {
  it('removes a card and brings it back with undo', () => {
    render(
      <WithProviders>
        <CardsActionPage />
      </WithProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Removable' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Removable' }));
    expect(screen.queryByRole('heading', { name: 'Removable' })).not.toBeInTheDocument();
    expect(undo.last?.message).toBe('“Removable” removed');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Application pipeline' }));
    act(() => undo.last?.onUndo());
    expect(screen.getByRole('heading', { name: 'Application pipeline' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Removable' })).not.toBeInTheDocument();
  }, 20_000);
});
