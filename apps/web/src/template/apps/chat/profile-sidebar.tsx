import { useTranslation } from 'react-i18next';
import type { ChatProfile, ChatStatus } from '../../../fake-api/types.ts';
import { SidePanel } from '../shared/side-panel.tsx';
import { ChatAvatar, STATUSES } from './chat-avatar.tsx';
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
    <SidePanel
      show={show}
      onHide={onHide}
      placement={rtl ? 'end' : 'start'}
      titleId="chat-profile-title"
      title={t('chat.myProfile')}
      closeLabel={t('chat.close')}
    >
      <div className="text-center mb-4">
        <ChatAvatar src={profile.avatar} status={profile.status} size="lg" />
        <h3 className="h5 mt-3 mb-1">{profile.fullName}</h3>
        <div className="text-body-secondary">{profile.role}</div>
      </div>
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
          <div className="form-check" key={status}>
            <input
              className="form-check-input"
              type="radio"
              name="chat-status"
              id={`chat-status-${status}`}
              checked={profile.status === status}
              onChange={() => on.onStatus(status)}
            />
            <label className="form-check-label" htmlFor={`chat-status-${status}`}>
              {t(`chat.status.${status}`)}
            </label>
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend className="form-label text-uppercase small fw-medium">{t('chat.settings')}</legend>
        {SETTINGS.map(({ key, label }) => (
          <div className="form-check form-switch mb-2" key={key}>
            <input
              className="form-check-input"
              type="checkbox"
              role="switch"
              id={`chat-${key}`}
              checked={profile.settings[key]}
              onChange={(e) => on.onSetting(key, e.target.checked)}
            />
            <label className="form-check-label" htmlFor={`chat-${key}`}>
              {t(label)}
            </label>
          </div>
        ))}
      </fieldset>
    </SidePanel>
  );
}
