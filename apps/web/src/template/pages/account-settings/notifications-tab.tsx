import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import {
  NOTIFICATION_FLAGS,
  notificationSchema,
  type NotificationValues,
} from './account-schemas.ts';
import { SettingsForm, useSettingsForm } from './settings-form.tsx';

interface NotificationsTabProps {
  initial: NotificationValues;
  onSave: (values: NotificationValues) => void;
}

export function NotificationsTab({ initial, onSave }: NotificationsTabProps) {
  const { t } = useTranslation();
  const { form, actions } = useSettingsForm(zodResolver(notificationSchema), initial, onSave);

  return (
    <SettingsForm label={t('pages.account.tabs.notifications')} {...actions}>
      <h2 className="h6 mb-3">{t('pages.account.activity')}</h2>
      {NOTIFICATION_FLAGS.map((flag) => (
        <div key={flag} className="form-check form-switch mb-3">
          <input
            id={`notify-${flag}`}
            type="checkbox"
            role="switch"
            className="form-check-input"
            {...form.register(flag)}
          />
          <label htmlFor={`notify-${flag}`} className="form-check-label">
            {t(`pages.account.flags.${flag}`)}
          </label>
        </div>
      ))}
    </SettingsForm>
  );
}
