import { BrandLogo } from './layout/brand-logo.tsx';

/**
 * Shown while the app root loads: the logo with a pulse, no dependency on the theme bundle. The
 * same markup stands in index.html until the first render, whose <style> gives it its look.
 */
export function SplashScreen() {
  return (
    <div className="app-splash" role="status" aria-live="polite" aria-label="Loading">
      <BrandLogo size={64} className="splash-logo" />
    </div>
  );
}
