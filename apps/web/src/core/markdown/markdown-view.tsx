import { useMemo } from 'react';
import { renderMarkdown } from './render-markdown.ts';
import './markdown.scss';

/** A Markdown text (a vacancy's description) rendered through the one sanitiser. */
export function MarkdownView({ source, className }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    <div
      className={`rendered-markdown${className ? ` ${className}` : ''}`}
      // Sanitised by renderMarkdown (DOMPurify with an allowlist).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
