import { useTranslation } from '../../core/i18n/use-translation.ts';
import { ChangePasswordForm } from '../../core/ui/change-password-form.tsx';
import { usePortalMessage } from './portal-messages.ts';
import { SectionCard } from './portal-ui.tsx';

/** POST /me/password: the current password, then the new one twice. */
export function PasswordCard() {
  const { t } = useTranslation();
  const message = usePortalMessage();
  return (
    <SectionCard
      headingId="password-heading"
      title={t('portal.password.title')}
      headingClassName="h6 mb-1"
    >
      <p className="small text-body-secondary">{t('portal.password.hint')}</p>
      <ChangePasswordForm
        message={message}
        texts={{
          current: t('portal.password.current'),
          new: t('portal.password.new'),
          confirm: t('portal.password.confirm'),
          submit: t('portal.password.submit'),
          changed: t('portal.password.changed'),
          failed: t('portal.password.failed'),
        }}
      />
    </SectionCard>
  );
}
