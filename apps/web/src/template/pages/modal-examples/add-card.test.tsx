// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUser } from '../shared/render-with-user.tsx';
import { AddCardForm } from './add-card-modal.tsx';
import { expiryValid, formatCardNumber, formatExpiry, luhnValid } from './card-schema.ts';

// Forms typed key by key are slow in jsdom on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

function setup() {
  const onAdd = vi.fn();
  const { user } = renderWithUser(<AddCardForm onAdd={onAdd} onCancel={() => {}} />);
  return { user, onAdd };
}

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

describe('AddCardForm', () => {
  it('requires every field', async () => {
    const { user, onAdd } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(4));
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('refuses a number failing the Luhn check, an expired date and a short CVV', async () => {
    const { user, onAdd } = setup();
    await user.type(screen.getByLabelText('Card number'), '4242424242424241');
    await user.type(screen.getByLabelText('Name on card'), 'Helen Ashworth');
    await user.type(screen.getByLabelText('Expiry date'), '0120');
    await user.type(screen.getByLabelText('CVV code'), '12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a valid card number')).toBeInTheDocument();
    expect(screen.getByText('This card has expired')).toBeInTheDocument();
    expect(screen.getByText(/3 or 4 digits/)).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('formats while typing and adds a valid card with the digits only', async () => {
    const { user, onAdd } = setup();
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Name on card'), 'Helen Ashworth');
    await user.type(screen.getByLabelText('Expiry date'), `12${nextYear}`);
    expect(screen.getByLabelText('Expiry date')).toHaveValue(`12/${nextYear}`);
    await user.type(screen.getByLabelText('CVV code'), '123');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]![0]).toEqual({
      number: '4242424242424242',
      name: 'Helen Ashworth',
      expiry: `12/${nextYear}`,
      cvv: '123',
      saveCard: true,
    });
  });
});

describe('card rules', () => {
  it('checks Luhn, expiry and formats', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424243')).toBe(false);
    const now = new Date(2026, 4, 15);
    expect(expiryValid('05/26', now)).toBe(true);
    expect(expiryValid('04/26', now)).toBe(false);
    expect(expiryValid('13/27', now)).toBe(false);
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatExpiry('1a2b3')).toBe('12/3');
  });
});
