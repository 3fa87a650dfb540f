import { Database, Edit2, Settings, Slack, User, type Icon } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { UserRole, UserStatus } from '../../../fake-api/types.ts';

const ROLE_LOOK: Record<UserRole, { icon: Icon; color: string }> = {
  admin: { icon: Slack, color: 'danger' },
  editor: { icon: Edit2, color: 'info' },
  author: { icon: Settings, color: 'warning' },
  maintainer: { icon: Database, color: 'success' },
  subscriber: { icon: User, color: 'primary' },
};

const STATUS_COLOR: Record<UserStatus, string> = {
  active: 'success',
  pending: 'warning',
  inactive: 'secondary',
};

export function RoleLabel({ role }: { role: UserRole }) {
  const { t } = useTranslation();
  const { icon: RoleIcon, color } = ROLE_LOOK[role];
  return (
    <span className="d-inline-flex align-items-center gap-2 text-nowrap">
      <RoleIcon size={16} className={`text-${color}`} aria-hidden="true" />
      {t(`userApp.roles.${role}`)}
    </span>
  );
}

export function StatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  const color = STATUS_COLOR[status];
  return (
    <span className={`badge rounded-pill bg-${color}-subtle text-${color}-emphasis`}>
      {t(`userApp.statuses.${status}`)}
    </span>
  );
}
