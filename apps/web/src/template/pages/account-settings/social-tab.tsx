import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { AccountSettings } from '../../../fake-api/types.ts';
import { FeatherIcon } from '../shared/feather-icon.tsx';
import { FormFields } from '../shared/form-field.tsx';
import { SOCIAL_NETWORKS, socialLinksSchema } from './account-schemas.ts';
import { SettingsForm, useSettingsForm } from './settings-form.tsx';

type Social = AccountSettings['social'];
type Connection = Social['connections'][number];

interface SocialTabProps {
  initial: Social;
  /** Used as the account name of a new connection. */
  username: string;
  onSave: (values: Social) => void;
  onConnectionChange: (connections: Connection[], changed: Connection) => void;
}

export function SocialTab({ initial, username, onSave, onConnectionChange }: SocialTabProps) {
  const { t } = useTranslation();
  const { form, actions } = useSettingsForm(
    zodResolver(socialLinksSchema),
    initial.socialLinks,
    (socialLinks) => onSave({ ...initial, socialLinks }),
  );

  const toggle = (name: string) => {
    let changed: Connection | undefined;
    const next = initial.connections.map((c) => {
      if (c.name !== name) return c;
      changed = c.connected
        ? { ...c, connected: false, account: '' }
        : { ...c, connected: true, account: username };
      return changed;
    });
    if (changed) onConnectionChange(next, changed);
  };

  return (
    <div className="row g-4">
      <div className="col-lg-7">
        <SettingsForm label={t('pages.account.socialLinks')} {...actions}>
          <h2 className="h6 mb-3">{t('pages.account.socialLinks')}</h2>
          <div className="row g-3">
            <FormFields
              className="col-md-6"
              form={form}
              fields={SOCIAL_NETWORKS.map((network) => ({
                name: network,
                label: t(`pages.account.networks.${network}`),
                type: 'url',
                placeholder: 'https://',
              }))}
            />
          </div>
        </SettingsForm>
      </div>
      <div className="col-lg-5">
        <h2 className="h6 mb-3">{t('pages.account.connections')}</h2>
        <ul className="list-unstyled mb-0">
          {initial.connections.map((c) => (
            <li key={c.name} className="d-flex align-items-center gap-3 mb-3">
              <span className="avatar bg-light-secondary">
                <FeatherIcon name={c.icon} size={18} />
              </span>
              <div className="flex-grow-1 min-w-0">
                <div className="fw-semibold">{c.name}</div>
                <div className="small text-body-secondary text-truncate">
                  {c.connected ? c.account : t('pages.account.notConnected')}
                </div>
              </div>
              <button
                type="button"
                className={`btn btn-sm ${c.connected ? 'btn-outline-danger' : 'btn-outline-primary'}`}
                aria-label={t(
                  c.connected ? 'pages.account.disconnectFrom' : 'pages.account.connectTo',
                  {
                    name: c.name,
                  },
                )}
                onClick={() => toggle(c.name)}
              >
                {t(c.connected ? 'pages.account.disconnect' : 'pages.account.connect')}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
