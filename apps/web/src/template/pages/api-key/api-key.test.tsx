// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTestStore, render } from '../../../core/test/render.tsx';
import { renderWithUser } from '../shared/render-with-user.tsx';
import { ApiKeyForm } from './api-key-form.tsx';
import {
  apiKeyCreated,
  apiKeyDeleted,
  generateApiKey,
  maskKey,
  selectApiKeys,
} from './api-key.slice.ts';

// Forms typed key by key are slow in jsdom on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

describe('ApiKeyForm', () => {
  it('needs a name and an access type', async () => {
    const onCreate = vi.fn();
    const { user } = renderWithUser(<ApiKeyForm onCreate={onCreate} />);
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(
      await screen.findByText('Choose an access type', { selector: '.invalid-feedback' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Access type')).toHaveAttribute('aria-invalid', 'true');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('creates a key with the chosen access and clears the form', async () => {
    const onCreate = vi.fn();
    const { user } = renderWithUser(<ApiKeyForm onCreate={onCreate} />);
    await user.selectOptions(screen.getByLabelText('Access type'), 'Read only');
    await user.type(screen.getByLabelText('Name the key'), '  Timetable sync ');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith('Timetable sync', 'read'));
    await waitFor(() => expect(screen.getByLabelText('Name the key')).toHaveValue(''));
  });
});

describe('API keys', () => {
  it('are random 32-character keys from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const a = generateApiKey();
    const b = generateApiKey();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
    expect(a).toMatch(/^ck_live_[A-Za-z0-9]{32}$/);
    expect(a).not.toBe(b);
    expect(maskKey(a)).toBe(`${a.slice(0, 12)}••••••••${a.slice(-4)}`);
  });

  it('are kept newest first in the slice and deleted by id', () => {
    const store = makeTestStore();
    const key = (id: string) => ({
      id,
      name: id,
      access: 'full' as const,
      key: generateApiKey(),
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    store.dispatch(apiKeyCreated(key('a')));
    store.dispatch(apiKeyCreated(key('b')));
    expect(selectApiKeys(store.getState()).map((k) => k.id)).toEqual(['b', 'a']);
    store.dispatch(apiKeyDeleted('b'));
    expect(selectApiKeys(store.getState()).map((k) => k.id)).toEqual(['a']);
  });
});

describe('ApiKeyPage', () => {
  it('lists a created key, copies it and deletes it after confirmation', async () => {
    const { ApiKeyPage } = await import('./api-key-page.tsx');
    const user = userEvent.setup();
    // After setup: user-event installs its own clipboard stub.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ApiKeyPage />);
    await user.selectOptions(screen.getByLabelText('Access type'), 'Full control');
    await user.type(screen.getByLabelText('Name the key'), 'Server key');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const list = await screen.findByRole('list', { name: 'API key list and access' });
    const item = await within(list).findByText('Server key');
    expect(item).toBeInTheDocument();
    const key = within(list).getByText(/^ck_live_/).textContent ?? '';

    await user.click(screen.getByRole('button', { name: 'Copy key Server key' }));
    expect(writeText).toHaveBeenCalledWith(key);

    await user.click(screen.getByRole('button', { name: 'Delete key Server key' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete key' }));
    await waitFor(() => expect(within(list).queryByText('Server key')).not.toBeInTheDocument());
  }, 20_000);
});
