import { useTranslation } from '../../core/i18n/use-translation.ts';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { homeOf } from '../../core/auth/access.ts';
import { selectUser } from '../../core/auth/auth.slice.ts';
import { MiscPage } from './misc-page.tsx';

export function NotAuthorizedPage() {
  const { t } = useTranslation();
  const user = useSelector(selectUser);
  return (
    <MiscPage
      kind="not-authorized"
      title={t('misc.notAuthorized.title')}
      text={t('misc.notAuthorized.text')}
    >
      <div className="d-flex justify-content-center gap-2 mb-4 flex-wrap">
        <Link to={homeOf(user)} className="btn btn-primary">
          {user ? t('misc.backHome') : t('misc.notAuthorized.login')}
        </Link>
      </div>
    </MiscPage>
  );
}
