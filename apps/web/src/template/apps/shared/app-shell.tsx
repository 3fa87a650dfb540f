import type { ReactNode } from 'react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useRouteMeta } from '../../../core/layout/route-meta.ts';

/**
 * The full-height frame of email, chat and todo (sidebar, list, detail; shared/_app-shell.scss),
 * titled for screen readers by its route.
 */
export function AppShell({
  app,
  children,
}: {
  app: 'email' | 'chat' | 'todo';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return (
    <div className={`app-shell ${app}-app`}>
      <h1 className="visually-hidden">{t(meta.title)}</h1>
      {children}
    </div>
  );
}
