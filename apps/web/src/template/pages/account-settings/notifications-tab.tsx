import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_FLAGS,
  notificationSchema,
  type NotificationValues,
} from './account-schemas.ts';

interface NotificationsTabProps {
  initial: NotificationValues;
  onSave: (values: NotificationValues) => void;
}

export function NotificationsTab({ initial, onSave }: NotificationsTabProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, reset } = useForm<NotificationValues>({
    resolver: zodResolver(notificationSchema),
    defaultValues: initial,
  });

  return (
    <form
      noValidate
      aria-label={t('pages.account.tabs.notifications')}
      onSubmit={handleSubmit((values) => {
        onSave(values);
        reset(values);
      })}
    >
      <h2 className="h6 mb-3">{t('pages.account.activity')}</h2>
      {NOTIFICATION_FLAGS.map((flag) => (
        <div key={flag} className="form-check form-switch mb-3">
          <input
            id={`notify-${flag}`}
            type="checkbox"
            role="switch"
            className="form-check-input"
            {...register(flag)}
          />
          <label htmlFor={`notify-${flag}`} className="form-check-label">
            {t(`pages.account.flags.${flag}`)}
          </label>
        </div>
      ))}
      <div className="mt-4 d-flex gap-2">
        <button type="submit" className="btn btn-primary">
          {t('pages.common.saveChanges')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={() => reset(initial)}>
          {t('pages.common.cancel')}
        </button>
      </div>
    </form>
  );
}
