import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import { Bell, Bookmark, Link as LinkIcon, Lock, User } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import { Avatar } from '../../../core/ui/avatar.tsx';
import type { ListUser } from '../../../fake-api/types.ts';
import { loadedOf, RecordPage } from '../shared/record-page.tsx';
import { RoleLabel, StatusBadge } from './user-badges.tsx';
import { AccountTab, SecurityTab } from './user-account-tabs.tsx';
import { BillingTab, ConnectionsTab, NotificationsTab, PlanCard } from './user-plan-tabs.tsx';
import { billingKey } from './users-api.ts';
import { useGetUserQuery } from './users.api.ts';
import './user.scss';

const TABS = [
  { key: 'account', icon: User },
  { key: 'security', icon: Lock },
  { key: 'billing', icon: Bookmark },
  { key: 'notifications', icon: Bell },
  { key: 'connections', icon: LinkIcon },
] as const;

function ProfileCard({ user }: { user: ListUser }) {
  const { t } = useTranslation();
  const details: [string, ReactNode][] = [
    ['username', `@${user.username}`],
    ['email', user.email],
    ['status', <StatusBadge key="s" status={user.status} />],
    ['role', <RoleLabel key="r" role={user.role} />],
    ['contact', user.contact],
    ['company', user.company],
    ['country', user.country],
    ['billing', t(billingKey(user.billing))],
  ];
  return (
    <Card className="mb-4">
      <Card.Body>
        <div className="text-center mb-3">
          <Avatar
            name={user.fullName}
            src={user.avatar}
            size={96}
            className="user-avatar-lg mb-2"
          />
          <h2 className="h4 mb-1">{user.fullName}</h2>
          <Badge bg="primary-subtle" text="primary-emphasis" className="text-capitalize">
            {t(`userApp.roles.${user.role}`)}
          </Badge>
        </div>
        <h3 className="h6 border-bottom pb-2 mb-3">{t('userApp.view.details')}</h3>
        <dl className="mb-0">
          {details.map(([key, value]) => (
            <div className="d-flex flex-wrap gap-1 mb-2" key={key}>
              <dt className="fw-semibold">{t(`userApp.fields.${key}`)}:</dt>
              <dd className="mb-0">{value}</dd>
            </div>
          ))}
        </dl>
      </Card.Body>
    </Card>
  );
}

export function UserViewPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <RecordPage
      loaded={loadedOf(useGetUserQuery(Number(id)))}
      missing={
        <>
          {t('userApp.view.notFound', { id })}{' '}
          <Link to="/apps/user/list">{t('userApp.view.back')}</Link>
        </>
      }
    >
      {(user) => <UserView user={user} />}
    </RecordPage>
  );
}

/** The user's profile and plan beside the account, security, billing and other tabs. */
function UserView({ user }: { user: ListUser }) {
  const { t } = useTranslation();
  const panes: Record<(typeof TABS)[number]['key'], ReactNode> = {
    account: <AccountTab user={user} />,
    security: <SecurityTab />,
    billing: <BillingTab user={user} />,
    notifications: <NotificationsTab />,
    connections: <ConnectionsTab />,
  };
  return (
    <div className="user-view">
      <div className="row g-4">
        <div className="col-12 col-xl-4">
          <ProfileCard user={user} />
          <PlanCard plan={user.currentPlan} />
        </div>
        <div className="col-12 col-xl-8">
          <Tab.Container defaultActiveKey="account">
            <Nav variant="pills" className="mb-3 gap-1 flex-wrap">
              {TABS.map(({ key, icon: TabIcon }) => (
                <Nav.Item key={key}>
                  <Nav.Link eventKey={key} href="#" onClick={(e) => e.preventDefault()}>
                    <TabIcon size={14} aria-hidden="true" />
                    {t(`userApp.tabs.${key}`)}
                  </Nav.Link>
                </Nav.Item>
              ))}
            </Nav>
            <Tab.Content>
              {TABS.map(({ key }) => (
                <Tab.Pane key={key} eventKey={key}>
                  {panes[key]}
                </Tab.Pane>
              ))}
            </Tab.Content>
          </Tab.Container>
        </div>
      </div>
    </div>
  );
}
