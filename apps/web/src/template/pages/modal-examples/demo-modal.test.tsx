// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../core/test/render.tsx';
import { renderWithUser } from '../shared/render-with-user.tsx';
import { DemoModal, InviteForm } from './demo-modal.tsx';

// Forms typed key by key are slow in jsdom on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

describe('DemoModal', () => {
  it('is a dialog named by its texts, or by the text it is given', () => {
    render(
      <DemoModal name="addCard" show onHide={vi.fn()} text="Another line">
        <p>Body</p>
      </DemoModal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add new card' });
    expect(screen.getByRole('heading', { name: 'Add new card' })).toHaveAttribute(
      'id',
      'add-card-title',
    );
    expect(dialog).toHaveTextContent('Another line');
    expect(dialog).toHaveTextContent('Body');
  });
});

describe('InviteForm', () => {
  it('shows why an address is refused until typing again, and empties after an invite', async () => {
    const onInvite = vi.fn((a: string) => (a.includes('@') ? null : 'pages.validation.email'));
    const { user } = renderWithUser(
      <InviteForm label="Invite" placeholder="" send="Send" onInvite={onInvite} />,
    );
    const field = screen.getByRole('textbox', { name: 'Invite' });
    await user.type(field, ' nobody ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onInvite).toHaveBeenCalledWith('nobody');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();

    await user.type(field, '@example.ac.uk');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(field).toHaveValue('');
  });
});
