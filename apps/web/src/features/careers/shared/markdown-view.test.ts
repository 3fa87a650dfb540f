// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown-view.tsx';

describe('renderMarkdown', () => {
  it('renders Markdown headings, lists and emphasis', () => {
    const html = renderMarkdown('## Role\n\n- **Build** things\n- ship');
    expect(html).toContain('<h2>Role</h2>');
    expect(html).toContain('<li><strong>Build</strong> things</li>');
  });

  it('strips script, event handlers and javascript: links', () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script><img src="x" onerror="alert(2)"> [x](javascript:alert(3))',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
  });
});
