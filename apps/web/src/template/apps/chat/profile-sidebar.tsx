import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { ChatProfile, ChatStatus } from '../../../fake-api/types.ts';
import { CheckField } from '../shared/check-field.tsx';
import { STATUSES } from './chat-avatar.tsx';
import { PersonPanel } from './person-panel.tsx';
import type { ProfileSetting } from './chat.slice.ts';

interface ProfileSidebarProps {
  profile: ChatProfile;
  show: boolean;
  rtl: boolean;
  onHide: () => void;
  onAbout: (about: string) => void;
  onStatus: (status: ChatStatus) => void;
  onSetting: (key: ProfileSetting, value: boolean) => void;
}

const SETTINGS: { key: ProfileSetting; label: string }[] = [
  { key: 'isTwoStepAuthVerificationEnabled', label: 'chat.twoStep' },
  { key: 'isNotificationsOn', label: 'chat.notifications' },
];

/** The signed-in user's chat profile: about, status and settings. */
export function ProfileSidebar({ profile, show, rtl, onHide, ...on }: ProfileSidebarProps) {
  const { t } = useTranslation();
  return (
    <PersonPanel
      person={profile}
      show={show}
      onHide={onHide}
      placement={rtl ? 'end' : 'start'}
      titleId="chat-profile-title"
      title={t('chat.myProfile')}
      header={
        <>
          <h3 className="h5 mt-3 mb-1">{profile.fullName}</h3>
          <div className="text-body-secondary">{profile.role}</div>
        </>
      }
    >
      <label htmlFor="chat-about" className="form-label text-uppercase small fw-medium">
        {t('chat.about')}
      </label>
      <textarea
        id="chat-about"
        className="form-control mb-4"
        rows={3}
        value={profile.about}
        onChange={(e) => on.onAbout(e.target.value)}
      />
      <fieldset className="mb-4">
        <legend className="form-label text-uppercase small fw-medium">
          {t('chat.statusLabel')}
        </legend>
        {STATUSES.map((status) => (
          <CheckField
            key={status}
            id={`chat-status-${status}`}
            label={t(`chat.status.${status}`)}
            type="radio"
            name="chat-status"
            checked={profile.status === status}
            onChange={() => on.onStatus(status)}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend className="form-label text-uppercase small fw-medium">{t('chat.settings')}</legend>
        {SETTINGS.map(({ key, label }) => (
          <CheckField
            key={key}
            id={`chat-${key}`}
            label={t(label)}
            toggle
            className="mb-2"
            checked={profile.settings[key]}
            onChange={(e) => on.onSetting(key, e.target.checked)}
          />
        ))}
      </fieldset>
    </PersonPanel>
  );
}
