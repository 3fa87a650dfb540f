import { useEffect, useState } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { useDispatch, useSelector } from 'react-redux';
import { useGetMeQuery, useResendVerificationMutation } from '../../core/api/account.ts';
import { toApiError } from '../../core/api/api-error.ts';
import { selectUser, userDataRefreshed } from '../../core/auth/auth.slice.ts';

/** Whether the signed-in student still has to confirm the address before applying. */
export function useEmailUnverified(): boolean {
  const user = useSelector(selectUser);
  return user?.role === 'candidate' && user.emailVerified === false;
}

/**
 * Why a student cannot apply yet, with a button that mails a new link. Asks the server once
 * whether the address was confirmed meanwhile (the link may have been opened on a phone).
 */
export function VerifyEmailNotice({ id }: { id?: string }) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const user = useSelector(selectUser);
  const unverified = useEmailUnverified();
  const me = useGetMeQuery(undefined, { skip: !unverified, refetchOnMountOrArgChange: true });
  const [resend, { isLoading }] = useResendVerificationMutation();
  const [said, setSaid] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  useEffect(() => {
    if (me.currentData?.emailVerified) dispatch(userDataRefreshed(me.currentData));
  }, [me.currentData, dispatch]);

  if (!unverified || !user) return null;

  async function send() {
    setSaid(null);
    try {
      await resend().unwrap();
      setSaid({ tone: 'success', text: t('portal.verify.resent', { email: user?.email }) });
    } catch (error) {
      const failed = toApiError(error);
      if (failed.status === 429) {
        const rtf = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'always' });
        const minutes = Math.max(1, Math.ceil((failed.retryAfter ?? 60) / 60));
        setSaid({
          tone: 'danger',
          text: t('portal.verify.tooMany', { when: rtf.format(minutes, 'minute') }),
        });
      } else if (failed.code === 'email_already_verified') {
        void me.refetch();
      } else {
        setSaid({ tone: 'danger', text: t('portal.verify.failed') });
      }
    }
  }

  return (
    <div className="alert alert-warning" id={id}>
      <h3 className="h6 alert-heading">{t('portal.verify.title')}</h3>
      <p className="mb-2 small">{t('portal.verify.text', { email: user.email })}</p>
      <button
        type="button"
        className="btn btn-sm btn-outline-dark"
        disabled={isLoading}
        onClick={() => void send()}
      >
        {isLoading ? t('portal.verify.sending') : t('portal.verify.resend')}
      </button>
      <p
        className={`small mt-2 mb-0 ${said ? `text-${said.tone}-emphasis` : 'visually-hidden'}`}
        role="status"
      >
        {said?.text}
      </p>
    </div>
  );
}
