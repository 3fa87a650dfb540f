import { useEffect } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { useConfirmedAddress } from '../../core/api/confirm-address.ts';
import { selectUser, userDataRefreshed } from '../../core/auth/auth.slice.ts';
import { AuthLayout } from './auth-layout.tsx';

/** Confirms a student's address with the single-use link mailed at registration (?token=…). */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const user = useSelector(selectUser);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const outcome = useConfirmedAddress(
    '/api/v1/candidate/verify-email',
    token,
    token ? { state: 'pending' } : { state: 'invalid' },
  );

  // Signed in here as that student: the portal lets them apply at once.
  const signedInAs =
    outcome.state === 'done' && user?.role === 'candidate' && user.email === outcome.email
      ? user
      : null;
  useEffect(() => {
    if (signedInAs && signedInAs.emailVerified !== true)
      dispatch(userDataRefreshed({ ...signedInAs, emailVerified: true }));
  }, [signedInAs, dispatch]);

  return (
    <AuthLayout art="login">
      <h1 className="h3 mb-1">{t('auth.verify.title')}</h1>
      {outcome.state === 'pending' && (
        <p className="text-body-secondary" role="status">
          {t('auth.verify.pending')}
        </p>
      )}
      {outcome.state === 'done' && (
        <>
          <div className="alert alert-success" role="status">
            {t('auth.verify.done', { email: outcome.email })}
          </div>
          {signedInAs ? (
            <Link to="/portal/vacancies" className="btn btn-primary w-100">
              {t('auth.verify.toVacancies')}
            </Link>
          ) : (
            <>
              <p className="text-body-secondary">{t('auth.verify.signInToApply')}</p>
              <Link to="/login?redirect=%2Fportal%2Fvacancies" className="btn btn-primary w-100">
                {t('auth.verify.signIn')}
              </Link>
            </>
          )}
        </>
      )}
      {(outcome.state === 'invalid' || outcome.state === 'failed') && (
        <>
          <div className="alert alert-danger" role="alert">
            {t(outcome.state === 'invalid' ? 'auth.verify.invalid' : 'auth.verify.failed')}
          </div>
          <p className="text-body-secondary">{t('auth.verify.newLink')}</p>
          <Link
            to={user ? '/portal/vacancies' : '/login'}
            className="btn btn-outline-primary w-100"
          >
            {t(user ? 'auth.verify.toVacancies' : 'auth.verify.signIn')}
          </Link>
        </>
      )}
    </AuthLayout>
  );
}
