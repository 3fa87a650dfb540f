import { useEffect, useState } from 'react';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import { Bell, Info, Link as LinkIcon, Lock, User } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useDispatch, useSelector } from 'react-redux';
import type { AccountSettings } from '../../../fake-api/types.ts';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import { LoadState } from '../shared/load-state.tsx';
import { useGetAccountSettingsQuery } from '../pages.api.ts';
import {
  accountSettingsLoaded,
  accountSettingsSaved,
  selectAccountSettings,
  type AccountSection,
  type SectionSave,
} from './account-settings.slice.ts';
import { GeneralTab } from './general-tab.tsx';
import { InfoTab } from './info-tab.tsx';
import { NotificationsTab } from './notifications-tab.tsx';
import { PasswordTab } from './password-tab.tsx';
import { SocialTab } from './social-tab.tsx';
import '../pages.scss';
import { ColCard } from '../../shared/col-card.tsx';

const TABS = [
  ['general', User],
  ['password', Lock],
  ['info', Info],
  ['social', LinkIcon],
  ['notifications', Bell],
] as const;

export function AccountSettingsPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const saved = useSelector(selectAccountSettings);
  const { data, isError: error } = useGetAccountSettingsQuery();
  const [tab, setTab] = useState<string>('general');

  useEffect(() => {
    if (data) dispatch(accountSettingsLoaded(data));
  }, [data, dispatch]);

  const save = (change: SectionSave, message = 'pages.account.saved', name = '') => {
    dispatch(accountSettingsSaved(change));
    void notify('success', t(message, { name }));
  };
  const saveSection =
    <K extends AccountSection>(section: K) =>
    (values: AccountSettings[K]) =>
      save({ section, values } as SectionSave);

  const settings = saved;
  return (
    <>
      <RoutePageHeader />
      <LoadState error={error && !settings} ready={!!settings} />
      {settings && (
        <Tab.Container activeKey={tab} onSelect={(k) => setTab(k ?? 'general')}>
          <div className="row g-4">
            <div className="col-lg-3">
              <Nav variant="pills" className="flex-lg-column gap-1 account-nav">
                {TABS.map(([key, Icon]) => (
                  <Nav.Item key={key}>
                    <Nav.Link
                      eventKey={key}
                      as="button"
                      type="button"
                      className="d-flex align-items-center gap-2"
                    >
                      <Icon size={16} aria-hidden="true" />
                      {t(`pages.account.tabs.${key}`)}
                    </Nav.Link>
                  </Nav.Item>
                ))}
              </Nav>
            </div>
            <ColCard col="col-lg-9">
              <Tab.Content>
                <Tab.Pane eventKey="general">
                  <GeneralTab initial={settings.general} onSave={saveSection('general')} />
                </Tab.Pane>
                <Tab.Pane eventKey="password">
                  <PasswordTab
                    onSave={() => void notify('success', t('pages.account.passwordChanged'))}
                  />
                </Tab.Pane>
                <Tab.Pane eventKey="info">
                  <InfoTab initial={settings.info} onSave={saveSection('info')} />
                </Tab.Pane>
                <Tab.Pane eventKey="social">
                  <SocialTab
                    initial={settings.social}
                    username={settings.general.username}
                    onSave={saveSection('social')}
                    onConnectionChange={(connections, changed) =>
                      save(
                        { section: 'social', values: { ...settings.social, connections } },
                        changed.connected
                          ? 'pages.account.connected'
                          : 'pages.account.disconnected',
                        changed.name,
                      )
                    }
                  />
                </Tab.Pane>
                <Tab.Pane eventKey="notifications">
                  <NotificationsTab
                    initial={settings.notification}
                    onSave={saveSection('notification')}
                  />
                </Tab.Pane>
              </Tab.Content>
            </ColCard>
          </div>
        </Tab.Container>
      )}
    </>
  );
}
