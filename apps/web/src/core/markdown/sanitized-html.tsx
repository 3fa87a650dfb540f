import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html.ts';
import './markdown.scss';

/**
 * HTML from elsewhere (an email the server rendered) shown through the one sanitiser. Screens
 * load it with `lazy()` so the sanitiser arrives only with the first preview.
 */
export default function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={`rendered-markdown${className ? ` ${className}` : ''}`}
      // Sanitised just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
