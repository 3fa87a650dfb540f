import { Component, type ReactNode } from 'react';
import { useTranslation } from '../core/i18n/use-translation.ts';
import { MiscIllustration } from '../features/misc/misc-illustration.tsx';

/** A screen threw while rendering: say so plainly and offer a way back. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="misc-wrapper" role="alert">
      <div className="misc-inner text-center">
        <h1 className="misc-title">{t('misc.crash.title')}</h1>
        <p className="misc-text">{t('misc.crash.text')}</p>
        <a className="btn btn-primary mb-4" href="/">
          {t('misc.backHome')}
        </a>
        <MiscIllustration kind="error" />
      </div>
    </div>
  );
}

interface State {
  failed: boolean;
}

/** Keeps the frame alive when one screen fails; a new route (new key) starts afresh. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
