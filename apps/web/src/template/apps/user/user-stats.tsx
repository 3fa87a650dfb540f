import Card from 'react-bootstrap/Card';
import { User, UserCheck, UserPlus, UserX, type Icon } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { ListUser } from '../../../fake-api/types.ts';
import { numberFormat } from '../../../core/format/number.ts';

interface Stat {
  key: string;
  value: number;
  icon: Icon;
  color: string;
}

export function userStats(users: ListUser[]): Stat[] {
  const count = (status: ListUser['status']) => users.filter((u) => u.status === status).length;
  return [
    { key: 'total', value: users.length, icon: User, color: 'primary' },
    { key: 'active', value: count('active'), icon: UserCheck, color: 'success' },
    { key: 'pending', value: count('pending'), icon: UserPlus, color: 'warning' },
    { key: 'inactive', value: count('inactive'), icon: UserX, color: 'danger' },
  ];
}

/** Four statistic cards over every user: total, active, pending and inactive. */
export function UserStats({ users }: { users: ListUser[] }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="row g-4 mb-4">
      {userStats(users).map(({ key, value, icon: StatIcon, color }) => (
        <div className="col-12 col-sm-6 col-xl-3" key={key}>
          <Card className="h-100">
            <Card.Body className="d-flex align-items-center justify-content-between">
              <div>
                <p className="h3 mb-1 fw-bold" data-testid={`stat-${key}`}>
                  {numberFormat(i18n.language).format(value)}
                </p>
                <p className="mb-0 text-body-secondary">{t(`userApp.stats.${key}`)}</p>
              </div>
              <span
                className={`rounded-circle p-2 bg-${color}-subtle text-${color}-emphasis d-inline-flex`}
              >
                <StatIcon size={22} aria-hidden="true" />
              </span>
            </Card.Body>
          </Card>
        </div>
      ))}
    </div>
  );
}
