// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from './avatar.tsx';

afterEach(cleanup);

describe('Avatar', () => {
  it('draws a sample avatar from the one sprite, so a list of people is one request', () => {
    const { container } = render(
      <Avatar name="Ada" src="/images/avatars/avatar-07.svg" size={40} />,
    );
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '40');
    expect(container.querySelector('use')).toHaveAttribute('href', '/images/avatars.svg#avatar-07');
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows any other picture as an image, and the initials without one', () => {
    const { container, rerender } = render(<Avatar name="Ada Lovelace" src="/uploads/ada.png" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/ada.png');
    rerender(<Avatar name="Ada Lovelace" />);
    expect(container.textContent).toBe('AL');
  });
});
