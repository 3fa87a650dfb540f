import { useTranslation } from '../../core/i18n/use-translation.ts';
import { Link, useLocation } from 'react-router';
import { MiscPage } from './misc-page.tsx';

/** /misc/error: the page-not-found design, reachable directly. */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <MiscPage kind="error" title={t('misc.notFound.title')} text={t('misc.notFound.text')}>
      <Link to="/" className="btn btn-primary mb-4">
        {t('misc.backHome')}
      </Link>
    </MiscPage>
  );
}

/** Any unknown path: the same design, naming the path that was asked for. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <MiscPage
      kind="error"
      title={t('misc.notFound.title')}
      text={t('misc.notFound.path', { path: pathname })}
    >
      <Link to="/" className="btn btn-primary mb-4">
        {t('misc.backHome')}
      </Link>
    </MiscPage>
  );
}
