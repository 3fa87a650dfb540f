import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

/** Centered spinner for a screen whose data is on its way. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="d-flex justify-content-center py-5" role="status">
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <span className="visually-hidden">{t('pages.common.loading')}</span>
    </div>
  );
}

/** Shown when a sample-data call failed. */
export function LoadError() {
  const { t } = useTranslation();
  return (
    <div className="alert alert-danger" role="alert">
      {t('pages.common.loadError')}
    </div>
  );
}
