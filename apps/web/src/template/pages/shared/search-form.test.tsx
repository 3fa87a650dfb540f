// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../core/test/render.tsx';
import { LoadState } from './load-state.tsx';
import { renderWithUser } from './render-with-user.tsx';
import { SearchBanner, SearchForm } from './search-form.tsx';

// Forms typed key by key are slow in jsdom on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

describe('SearchForm', () => {
  it('is a search landmark whose field reports typing and submitting', async () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    const { user } = renderWithUser(
      <SearchForm
        label="Search the blog"
        placeholder="Search"
        value=""
        {...{ onChange, onSubmit }}
      />,
    );
    const field = screen.getByRole('searchbox', { name: 'Search the blog' });
    expect(screen.getByRole('search')).toContainElement(field);
    await user.type(field, 'a{Enter}');
    expect(onChange).toHaveBeenCalledWith('a');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('puts the icon before the field unless told otherwise', () => {
    const props = { label: 'Search', placeholder: '', value: '', onChange: vi.fn() };
    const { container, rerender } = render(<SearchForm {...props} />);
    expect(container.querySelector('.input-group')?.firstElementChild?.tagName).toBe('SPAN');
    rerender(<SearchForm {...props} iconAfter />);
    expect(container.querySelector('.input-group')?.firstElementChild?.tagName).toBe('INPUT');
  });
});

describe('SearchBanner', () => {
  it('is a region named by its heading only when given the heading id', () => {
    const search = { label: 'Search', placeholder: '', value: '', onChange: vi.fn() };
    const { rerender } = render(<SearchBanner title="Help" text="Ask" search={search} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    rerender(<SearchBanner title="Help" text="Ask" search={search} headingId="help-h" />);
    expect(screen.getByRole('region', { name: 'Help' })).toContainElement(
      screen.getByRole('searchbox', { name: 'Search' }),
    );
  });
});

describe('LoadState', () => {
  it('shows the load error, else a spinner until ready, then nothing', () => {
    const { rerender, container } = render(<LoadState error ready={false} />);
    expect(
      screen.getByText('The data could not be loaded. Try again in a moment.'),
    ).toBeInTheDocument();
    rerender(<LoadState error={false} ready={false} />);
    expect(screen.getByRole('status')).toHaveTextContent(/Loading/);
    rerender(<LoadState error={false} ready />);
    expect(container).toBeEmptyDOMElement();
  });
});
