import { BrandLogo } from './layout/brand-logo.tsx';

/** Shown while the app root loads: the logo with a pulse, no dependency on the theme bundle. */
export function SplashScreen() {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label="Loading"
      style={{
        position: 'fixed',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        background: 'var(--bs-body-bg, #f8f7fa)',
      }}
    >
      <BrandLogo size={64} className="splash-logo" />
      <style>{`@keyframes splash-pulse{0%,100%{transform:scale(1);opacity:1}50%{transform:scale(.9);opacity:.6}}.splash-logo{animation:splash-pulse 1.2s ease-in-out infinite}@media (prefers-reduced-motion: reduce){.splash-logo{animation:none}}`}</style>
    </div>
  );
}
