// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExternalLink } from './external-link.tsx';

afterEach(cleanup);

describe('ExternalLink', () => {
  it('links an http(s) address, opening apart with no opener or referrer', () => {
    render(<ExternalLink href="https://northwind.example/careers">Northwind</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Northwind' });
    expect(link).toHaveAttribute('href', 'https://northwind.example/careers');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'https://user:pw@evil.example',
    '//evil.example',
  ])('shows %j as text, never as an href', (stored) => {
    const { container } = render(<ExternalLink href={stored} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('[href]')).toBeNull();
    expect(container).toHaveTextContent(stored.trim());
  });
});
