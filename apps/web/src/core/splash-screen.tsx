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
      <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true" className="splash-logo">
        <rect width="64" height="64" rx="14" fill="#7367f0" />
        <path
          d="M18 40V24a4 4 0 0 1 4-4h20a4 4 0 0 1 4 4v16a4 4 0 0 1-4 4H22a4 4 0 0 1-4-4Zm8-20v-3a3 3 0 0 1 3-3h6a3 3 0 0 1 3 3v3M18 31h28"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
        />
      </svg>
      <style>{`@keyframes splash-pulse{0%,100%{transform:scale(1);opacity:1}50%{transform:scale(.9);opacity:.6}}.splash-logo{animation:splash-pulse 1.2s ease-in-out infinite}@media (prefers-reduced-motion: reduce){.splash-logo{animation:none}}`}</style>
    </div>
  );
}
