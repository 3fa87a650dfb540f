import { safeHttpHref } from '@careers/contracts';
import type { ReactNode } from 'react';

/**
 * A link that people typed (a profile link, an employer's website): opens apart from the app
 * with no window.opener and no Referer, and is a link only if it is http(s). Anything else (a
 * row stored before links were checked, say) shows as plain text, never as an href.
 */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children?: ReactNode;
  className?: string;
}) {
  const safe = safeHttpHref(href);
  const content = children ?? href;
  if (!safe) return <span className={className}>{content}</span>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" className={className}>
      {content}
    </a>
  );
}
