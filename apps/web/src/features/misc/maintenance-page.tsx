import { useTranslation } from '../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { MiscPage } from './misc-page.tsx';

export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <MiscPage
      kind="maintenance"
      title={t('misc.maintenance.title')}
      text={t('misc.maintenance.text')}
    >
      <Link to="/" className="btn btn-primary mb-4">
        {t('misc.backHome')}
      </Link>
    </MiscPage>
  );
}
