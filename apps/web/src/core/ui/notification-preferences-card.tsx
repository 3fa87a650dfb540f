import { notificationKindsFor, type NotificationKind } from '@careers/contracts';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '../i18n/use-translation.ts';
import {
  useGetNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
} from '../api/notifications.ts';
import { useAsyncAction } from '../hooks/use-async-action.ts';
import { FailureAlert } from './failure-alert.tsx';
import { TitledCard } from './titled-card.tsx';

/**
 * Per kind of notification this person receives: in-app only, or in-app and email. Saved as it
 * changes. Students read that decision emails (offer, hired, rejected) always come.
 */
export function NotificationPreferencesCard({ role }: { role: 'admin' | 'candidate' }) {
  const { t } = useTranslation();
  const prefs = useGetNotificationPreferencesQuery();
  const [update] = useUpdateNotificationPreferencesMutation();
  const saving = useAsyncAction();
  const kinds: readonly NotificationKind[] = notificationKindsFor[role];
  return (
    <TitledCard title={t('frame.notifications.preferences.title')}>
      <p className="text-body-secondary">{t('frame.notifications.preferences.intro')}</p>
      {kinds.map((kind) => {
        const name = `notify-${kind}`;
        const email = prefs.data?.email[kind] ?? false;
        return (
          <fieldset key={kind} className="mb-3">
            <legend className="h6">{t(`frame.notifications.preferences.kinds.${kind}`)}</legend>
            {([false, true] as const).map((value) => (
              <Form.Check
                key={String(value)}
                inline
                type="radio"
                id={`${name}-${value ? 'email' : 'app'}`}
                name={name}
                label={
                  value
                    ? t('frame.notifications.preferences.inAppAndEmail')
                    : t('frame.notifications.preferences.inAppOnly')
                }
                checked={email === value}
                disabled={!prefs.data || saving.busy}
                onChange={() =>
                  void saving.run(() => update({ email: { [kind]: value } }).unwrap())
                }
              />
            ))}
          </fieldset>
        );
      })}
      {role === 'candidate' && (
        <p className="small text-body-secondary mb-0">
          {t('frame.notifications.preferences.decisionsAlways')}
        </p>
      )}
      <FailureAlert message={saving.error} className="mt-3 mb-0" />
    </TitledCard>
  );
}
