import { useEffect, useState } from 'react';
import { ArrowUp } from 'react-feather';
import { useTranslation } from '../i18n/use-translation.ts';

/** Appears after scrolling down a screen's worth; respects reduced motion. */
export function ScrollTop({ showOffset = 400 }: { showOffset?: number }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    // Read on scroll only: reading the position as the page mounts would force a layout of the
    // half-built page (a restored scroll position sends a scroll event anyway).
    const onScroll = () => setVisible(window.scrollY > showOffset);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [showOffset]);
  if (!visible) return null;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      className="btn btn-primary btn-icon scroll-top"
      onClick={() => window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })}
      aria-label={t('frame.scrollTop')}
    >
      <ArrowUp size={18} aria-hidden="true" />
    </button>
  );
}
