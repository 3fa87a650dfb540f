// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dropdown from 'react-bootstrap/Dropdown';
import { afterEach, describe, expect, it } from 'vitest';
import { useRowMenu } from './row-menu.ts';

afterEach(cleanup);

function Row() {
  const rowMenu = useRowMenu();
  return (
    <Dropdown align="end" {...rowMenu.dropdown}>
      <Dropdown.Toggle aria-label="Actions">⋮</Dropdown.Toggle>
      <Dropdown.Menu {...rowMenu.menu}>
        <Dropdown.Item as="button">Edit</Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}

describe('useRowMenu', () => {
  it('draws no menu as the row mounts', () => {
    const { container } = render(<Row />);
    expect(container.querySelector('.dropdown-menu')).toBeNull();
  });

  it.each([
    ['pointed at', (el: HTMLElement) => fireEvent.pointerEnter(el)],
    ['focused', (el: HTMLElement) => fireEvent.focus(el)],
    ['pressed', (el: HTMLElement) => fireEvent.pointerDown(el)],
  ])(
    'draws the menu, still closed, and Popper places it fixed once its toggle is %s',
    async (_, act) => {
      const { container } = render(<Row />);
      act(screen.getByRole('button', { name: 'Actions' }));
      const menu = container.querySelector<HTMLElement>('.dropdown-menu');
      expect(menu).not.toBeNull();
      expect(menu).not.toHaveClass('show');
      await waitFor(() => expect(menu!.style.position).toBe('fixed'));
    },
  );

  it('opens on a click and its items work', async () => {
    const user = userEvent.setup();
    render(<Row />);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeVisible();
  });
});
