// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../test/render.tsx';
import { LeaveDialog, useLeaveGuard } from './leave-guard.tsx';

afterEach(cleanup);

function Editor() {
  const [text, setText] = useState('');
  const guard = useLeaveGuard(text !== '');
  const navigate = useNavigate();
  return (
    <>
      <label htmlFor="note">Note</label>
      <input id="note" value={text} onChange={(e) => setText(e.target.value)} />
      <Link to="/elsewhere">Elsewhere</Link>
      <button type="button" onClick={() => void navigate('/elsewhere')}>
        Cancel
      </button>
      <LeaveDialog guard={guard} />
    </>
  );
}

function renderEditor() {
  render(
    <MemoryRouter initialEntries={['/edit']}>
      <Routes>
        <Route path="/edit" element={<Editor />} />
        <Route path="/elsewhere" element={<h1>Elsewhere page</h1>} />
      </Routes>
    </MemoryRouter>,
    { route: false },
  );
  return userEvent.setup();
}

describe('useLeaveGuard', () => {
  it('lets a clean form go without asking', async () => {
    const user = renderEditor();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByRole('heading', { name: 'Elsewhere page' })).toBeTruthy();
  });

  it('holds a link while typed work is unsaved; Stay keeps it, Leave goes', async () => {
    const user = renderEditor();
    await user.type(screen.getByLabelText('Note'), 'Half a thought');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog.textContent).toContain('If you leave this page now, they are lost.');
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('Half a thought');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Leave and lose changes' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeTruthy();
  });

  it('asks the browser before the tab closes or reloads', async () => {
    const user = renderEditor();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.type(screen.getByLabelText('Note'), 'x');
    const dirty = new Event('beforeunload', { cancelable: true });
    fireEvent(window, dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('speaks the reader’s language', async () => {
    render(
      <MemoryRouter initialEntries={['/edit']}>
        <Routes>
          <Route path="/edit" element={<Editor />} />
        </Routes>
      </MemoryRouter>,
      { route: false, lng: 'fr' },
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Note'), 'x');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Quitter sans enregistrer ?' })).toBeTruthy();
  });
});
