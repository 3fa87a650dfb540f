// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Star } from 'react-feather';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../core/test/render.tsx';
import { AppNavList } from './app-nav.tsx';

afterEach(cleanup);

describe('AppNavList', () => {
  it('links each item, marks the current one and reports a click', () => {
    const onNavigate = vi.fn();
    const { container } = render(
      <AppNavList
        items={[
          { to: '/apps/todo', end: true, icon: Star, label: 'All', badge: <span>3</span> },
          { to: '/apps/todo/tag/team', dot: 'primary', label: 'Team' },
        ]}
        onNavigate={onNavigate}
        labelClassName="flex-grow-1"
      />,
      { route: '/apps/todo' },
    );
    const all = screen.getByRole('link', { name: 'All 3' });
    expect(all).toHaveAttribute('aria-current', 'page');
    expect(all.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Team' })).not.toHaveAttribute('aria-current');
    expect(container.querySelector('.label-dot.bg-primary')).not.toBeNull();
    expect(container.querySelectorAll('span.flex-grow-1')).toHaveLength(2);
    fireEvent.click(screen.getByRole('link', { name: 'Team' }));
    expect(onNavigate).toHaveBeenCalled();
  });
});
