import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { SplashScreen } from './core/splash-screen.tsx';
import { initI18n } from './core/i18n/i18n.ts';
import { App, firstScreenLoaded } from './app/app.tsx';
import { applyDeferredStyles } from './app/deferred-styles.ts';

// Any service worker left by an earlier deployment would serve stale bundles: remove them.
if ('serviceWorker' in navigator) {
  void navigator.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((r) => r.unregister())));
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const render = () => {
  performance.mark('app:first-render');
  createRoot(root).render(
    <StrictMode>
      <Suspense fallback={<SplashScreen />}>
        <App />
      </Suspense>
    </StrictMode>,
  );
};

// The first render waits for the language file and the first screen's code, all loading side by
// side (index.html shows the splash meanwhile), for the stylesheets a prerendered document only
// preloaded (app/deferred-styles.ts), and briefly for its data (app/router.tsx):
// rendered earlier, the screen would show fallbacks that React holds for 300 ms each once the
// code is in, then render again with the data. It runs as a task of its own, after the
// promise chains that send the screen's data requests, so rendering does not hold them back. On
// a network slow enough to take longer than FIRST_RENDER_WAIT_MS it renders anyway, with the
// screen's loading views.
const FIRST_RENDER_WAIT_MS = 3000;
let rendered = false;
const renderOnce = () => {
  if (rendered) return;
  rendered = true;
  render();
};
const renderSoon = () => setTimeout(renderOnce, 0);
setTimeout(renderOnce, FIRST_RENDER_WAIT_MS);
void Promise.all([initI18n(), firstScreenLoaded, applyDeferredStyles()]).then(
  renderSoon,
  renderSoon,
);
