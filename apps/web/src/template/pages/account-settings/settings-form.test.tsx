// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithUser } from '../shared/render-with-user.tsx';
import { SettingsForm, useSettingsForm } from './settings-form.tsx';

// Forms typed key by key are slow in jsdom on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

const schema = z.object({ city: z.string().min(1, 'pages.validation.required') });

function CityForm({ onSave }: { onSave: (v: { city: string }) => void }) {
  const { form, actions } = useSettingsForm(zodResolver(schema), { city: 'Leeds' }, onSave);
  return (
    <SettingsForm label="City" {...actions}>
      <label htmlFor="city">City</label>
      <input id="city" {...form.register('city')} />
    </SettingsForm>
  );
}

describe('useSettingsForm', () => {
  it('saves valid values, which cancel then returns to; refuses invalid ones', async () => {
    const onSave = vi.fn();
    const { user } = renderWithUser(<CityForm onSave={onSave} />);
    const city = screen.getByRole('textbox', { name: 'City' });
    const form = screen.getByRole('form', { name: 'City' });
    expect(form).toContainElement(screen.getByRole('button', { name: 'Save changes' }));

    await user.clear(city);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(city).toHaveValue(''));
    expect(onSave).not.toHaveBeenCalled();

    await user.type(city, 'York');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ city: 'York' }));

    await user.type(city, 'shire');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(city).toHaveValue('Leeds');
  });
});
