// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Star } from 'react-feather';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../core/test/render.tsx';
import { AppSearchBar } from './app-search.tsx';
import { IconButton } from './icon-button.tsx';

afterEach(cleanup);

describe('AppSearchBar', () => {
  it('opens the sidebar, titles the list and reports the search typed', () => {
    const onSidebar = vi.fn();
    const onChange = vi.fn();
    render(
      <AppSearchBar
        sidebarLabel="Open lists"
        onSidebar={onSidebar}
        headingId="list-title"
        heading="Important"
        label="Search tasks"
        value=""
        onChange={onChange}
      >
        <select aria-label="Sort" />
      </AppSearchBar>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open lists' }));
    expect(onSidebar).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Important' })).toHaveAttribute('id', 'list-title');
    const search = screen.getByRole('searchbox', { name: 'Search tasks' });
    expect(search).toHaveAttribute('placeholder', 'Search tasks');
    fireEvent.change(search, { target: { value: 'fair' } });
    expect(onChange).toHaveBeenCalledWith('fair');
    expect(screen.getByRole('combobox', { name: 'Sort' })).toBeInTheDocument();
  });
});

describe('IconButton', () => {
  it('is named and titled by its label and keeps its extra classes and state', () => {
    render(<IconButton icon={Star} label="Star" className="starred" aria-pressed disabled />);
    const button = screen.getByRole('button', { name: 'Star', pressed: true });
    expect(button).toHaveAttribute('title', 'Star');
    expect(button).toHaveClass('btn', 'btn-icon', 'btn-text-secondary', 'starred');
    expect(button).toBeDisabled();
  });
});
