import { useMemo } from 'react';
import { renderMarkdown } from './render-markdown.ts';
import './markdown.scss';

/** A Markdown text (a vacancy's description) rendered through the one sanitiser. */
export function MarkdownView({ source, className }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    <div
      // Written in one language whatever the reader's layout: it takes its direction (and with
      // it its alignment) from its own text, so an English text in a right-to-left layout keeps
      // its full stops at the end of its sentences.
      dir="auto"
      className={`rendered-markdown${className ? ` ${className}` : ''}`}
      // Sanitised by renderMarkdown (DOMPurify with an allowlist).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
