import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';

/** A vacancy's Markdown description, rendered and then sanitised (no scripts, no handlers). */
export function Markdown({ source }: { source: string }) {
  const html = useMemo(
    () => DOMPurify.sanitize(marked.parse(source, { async: false, gfm: true, breaks: false })),
    [source],
  );
  // Safe: sanitised by DOMPurify just above.
  return <div className="portal-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
