import Form from 'react-bootstrap/Form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useGetSettingsQuery, useUpdateSettingsMutation } from '../../../core/api/settings.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { FailureAlert } from '../../../core/ui/failure-alert.tsx';
import { NotificationPreferencesCard } from '../../../core/ui/notification-preferences-card.tsx';
import { CareersHeader } from '../shared/careers-header.tsx';
import { TitledCard } from '../../../core/ui/titled-card.tsx';
import { TagsManagerCard } from '../reviewing/tags-manager-card.tsx';
import { CalendarFeedCard } from './calendar-feed-card.tsx';
import { ReasonsCard } from './reasons-card.tsx';

/** The service's settings staff change for everybody: whether the template showcase shows. */
export function ServiceSettingsCard() {
  const { t } = useTranslation();
  const settings = useGetSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [update] = useUpdateSettingsMutation();
  const saving = useAsyncAction();
  const showcase = settings.data?.showcase ?? false;
  return (
    <TitledCard title={t('careers.account.service.title')}>
      <Form.Check
        type="switch"
        role="switch"
        id="service-showcase"
        label={t('careers.account.service.showcase')}
        checked={showcase}
        disabled={!settings.data || saving.busy}
        aria-describedby="service-showcase-help"
        onChange={(e) => {
          const next = e.currentTarget.checked;
          void saving.run(() => update({ showcase: next }).unwrap());
        }}
      />
      <Form.Text id="service-showcase-help" className="d-block">
        {t('careers.account.service.showcaseHelp')}
      </Form.Text>
      <FailureAlert message={saving.error} className="mt-3 mb-0" />
    </TitledCard>
  );
}

/**
 * Staff's own account screen: notification choices, their private calendar feed, the service's
 * settings, the staff tags and the internal reasons for rejecting and holding applications.
 */
export function CareersAccountPage() {
  return (
    <>
      <CareersHeader />
      <NotificationPreferencesCard role="admin" />
      <CalendarFeedCard />
      <ServiceSettingsCard />
      <TagsManagerCard />
      <ReasonsCard />
    </>
  );
}
