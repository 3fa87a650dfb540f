import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { SplashScreen } from './core/splash-screen.tsx';
import { initI18n } from './core/i18n/i18n.ts';
import { App } from './app/app.tsx';

// Any service worker left by an earlier deployment would serve stale bundles: remove them.
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((r) => r.unregister())));
}

void initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <Suspense fallback={<SplashScreen />}>
      <App />
    </Suspense>
  </StrictMode>,
);
