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
      // Written in one language whatever the reader's layout: it takes its direction (and with
      // it its alignment) from its own text, so an English text in a right-to-left layout keeps
      // its full stops at the end of its sentences.
      dir="auto"
      className={`rendered-markdown${className ? ` ${className}` : ''}`}
      // Sanitised just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
