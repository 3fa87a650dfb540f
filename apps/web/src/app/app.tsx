import ThemeProvider from 'react-bootstrap/ThemeProvider';
import { Provider, useSelector } from 'react-redux';
import { selectLayout } from '../core/theme/layout.slice.ts';
import { ThemeEffects } from '../core/theme/theme-effects.tsx';
import { Toasts } from '../core/ui/toasts.tsx';
import { AppRouter, startFirstScreen } from './router.tsx';
import { connectSession } from './session.ts';
import { store } from './store.ts';
import '../core/scss/app.scss';

connectSession(store);
/** Settles when the first screen's code has loaded: main.tsx renders then. */
export const firstScreenLoaded = startFirstScreen(store);

function Frame() {
  const { direction } = useSelector(selectLayout);
  return (
    <ThemeProvider dir={direction}>
      <ThemeEffects />
      <AppRouter />
      <Toasts rtl={direction === 'rtl'} />
    </ThemeProvider>
  );
}

export function App() {
  return (
    <Provider store={store}>
      <Frame />
    </Provider>
  );
}
