// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render } from '../../../core/test/render.tsx';
import type { ListUser } from '../../../fake-api/types.ts';
import { stubMatchMedia, typeInto } from '../shared/form-test-kit.ts';
import { AddUserPanel } from './add-user-panel.tsx';
import type { AddUserForm } from './add-user-schema.ts';

afterEach(cleanup);

async function renderPanel(onAdd: (u: AddUserForm) => Promise<ListUser>) {
  const onHide = vi.fn();
  render(<AddUserPanel show onHide={onHide} onAdd={onAdd} />);
  return onHide;
}

beforeAll(stubMatchMedia);

/** A user the form accepts (role and plan left as they are). */
function fillInValidUser() {
  typeInto('Full name', 'Grace Okafor');
  typeInto('Username', 'grace.okafor');
  typeInto('Email', 'grace@example.ac.uk');
  typeInto('Company', 'Lakeside Analytics');
  typeInto('Country', 'Nigeria');
  typeInto('Contact', '+234 803 555 0101');
}

describe('AddUserPanel', () => {
  it('names each invalid field and sends nothing', async () => {
    const onAdd = vi.fn();
    await renderPanel(onAdd);
    typeInto('Full name', 'A');
    typeInto('Username', 'a b');
    typeInto('Email', 'not-an-email');
    typeInto('Contact', 'call me');
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(
      await screen.findByText('Enter a full name (at least 2 characters).'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Use 3 to 30 letters, digits, dots, dashes or underscores.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('sends a valid user with its role and plan, then closes', async () => {
    const onAdd = vi.fn((u: AddUserForm) => Promise.resolve({ ...u, id: 51 } as ListUser));
    const onHide = await renderPanel(onAdd);
    fillInValidUser();
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'editor' } });
    fireEvent.change(screen.getByLabelText('Plan'), { target: { value: 'team' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({
        fullName: 'Grace Okafor',
        email: 'grace@example.ac.uk',
        role: 'editor',
        currentPlan: 'team',
      }),
    );
  });

  it('keeps the panel open with a message when the server refuses', async () => {
    const onHide = await renderPanel(() => Promise.reject(new Error('400')));
    fillInValidUser();
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be added');
    expect(onHide).not.toHaveBeenCalled();
  });
});
