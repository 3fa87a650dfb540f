import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AccountSettings } from '../../../fake-api/types.ts';
import { FeatherIcon } from '../shared/feather-icon.tsx';
import { FormField } from '../shared/form-field.tsx';
import { SOCIAL_NETWORKS, socialLinksSchema, type SocialLinksValues } from './account-schemas.ts';

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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SocialLinksValues>({
    resolver: zodResolver(socialLinksSchema),
    defaultValues: initial.socialLinks,
  });

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
        <form
          noValidate
          aria-label={t('pages.account.socialLinks')}
          onSubmit={handleSubmit((socialLinks) => {
            onSave({ ...initial, socialLinks });
            reset(socialLinks);
          })}
        >
          <h2 className="h6 mb-3">{t('pages.account.socialLinks')}</h2>
          <div className="row g-3">
            {SOCIAL_NETWORKS.map((network) => (
              <FormField
                key={network}
                className="col-md-6"
                type="url"
                placeholder="https://"
                label={t(`pages.account.networks.${network}`)}
                registration={register(network)}
                error={errors[network]}
              />
            ))}
          </div>
          <div className="mt-4 d-flex gap-2">
            <button type="submit" className="btn btn-primary">
              {t('pages.common.saveChanges')}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => reset(initial.socialLinks)}
            >
              {t('pages.common.cancel')}
            </button>
          </div>
        </form>
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
