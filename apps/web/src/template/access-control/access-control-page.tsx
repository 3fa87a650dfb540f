import { Can } from '@casl/react';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import type { ReactNode } from 'react';
import { ShieldOff, Shield } from 'react-feather';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { useSelector } from 'react-redux';
import { useAppAbility } from '../../core/auth/ability-provider.tsx';
import { rulesOf } from '../../core/auth/ability.ts';
import { selectUser } from '../../core/auth/auth.slice.ts';
import { AllowedMark } from '../../core/ui/allowed-mark.tsx';
import { RoutePageHeader } from '../../core/ui/page-header.tsx';
import { ColCard } from '../shared/col-card.tsx';
import { TableHead } from '../shared/table-head.tsx';

const SUBJECTS = ['Admin', 'Portal', 'ACL', 'Auth'] as const;
const ACTIONS = ['read', 'create', 'update', 'delete'] as const;

/** One of the two cards side by side on wide screens, under its heading. */
function HalfCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ColCard col="col-12 col-lg-6" className="h-100" body={false}>
      <Card.Header>
        <h2 className="h5 mb-0">{title}</h2>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </ColCard>
  );
}

// The two notices: what this user has been granted, and that not everything is theirs.
const NOTICES = {
  granted: { className: 'border-success-subtle acl-granted', tone: 'success', Icon: Shield },
  limited: { className: 'mt-4', tone: 'warning', Icon: ShieldOff },
} as const;

/** A card that says what this user may or may not see, beside its icon. */
function NoticeCard({ kind }: { kind: keyof typeof NOTICES }) {
  const { t } = useTranslation();
  const { className, tone, Icon } = NOTICES[kind];
  return (
    <Card className={className}>
      <Card.Body className="d-flex gap-3 align-items-center">
        <span className={`avatar avatar-lg bg-light-${tone}`} aria-hidden="true">
          <Icon size={22} />
        </span>
        <div>
          <h2 className="h5 mb-1">{t(`acl.${kind}Title`)}</h2>
          <p className="mb-0 text-body-secondary">{t(`acl.${kind}Text`)}</p>
        </div>
      </Card.Body>
    </Card>
  );
}

/** What the current ability allows: its rules, a matrix of checks and a permission-gated card. */
export function AccessControlPage() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const user = useSelector(selectUser);
  const rules = rulesOf(user);

  return (
    <>
      <RoutePageHeader />
      <div className="row g-4">
        <HalfCard title={t('acl.rulesTitle')}>
          <p className="text-body-secondary">
            {t('acl.rulesText', { name: user?.fullName ?? t('frame.user.guest') })}
          </p>
          <Table responsive className="mb-0" aria-label={t('acl.rulesTitle')}>
            <TableHead cells={[t('acl.effect'), t('acl.action'), t('acl.subject')]} />
            <tbody>
              {rules.map((rule, i) => (
                <tr key={i}>
                  <td>
                    <span
                      className={`badge rounded-pill ${rule.inverted ? 'text-bg-danger' : 'text-bg-success'}`}
                    >
                      {rule.inverted ? t('acl.deny') : t('acl.allow')}
                    </span>
                  </td>
                  <td>
                    <code>{rule.action}</code>
                  </td>
                  <td>
                    <code>{[rule.subject].flat().join(', ')}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </HalfCard>
        <HalfCard title={t('acl.matrixTitle')}>
          <Table responsive className="mb-0 text-center" aria-label={t('acl.matrixTitle')}>
            <thead>
              <tr>
                <th scope="col" className="text-start">
                  {t('acl.subject')}
                </th>
                {ACTIONS.map((a) => (
                  <th key={a} scope="col">
                    {a}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {SUBJECTS.map((s) => (
                <tr key={s}>
                  <th scope="row" className="text-start">
                    {s}
                  </th>
                  {ACTIONS.map((a) => {
                    const allowed = ability.can(a, s);
                    return (
                      <td key={a} data-allowed={allowed}>
                        <AllowedMark
                          allowed={allowed}
                          label={t(allowed ? 'acl.allowed' : 'acl.denied')}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </Table>
        </HalfCard>
        <div className="col-12">
          <Can I="read" a="ACL">
            <NoticeCard kind="granted" />
          </Can>
          <Can not I="manage" a="all">
            <NoticeCard kind="limited" />
          </Can>
        </div>
      </div>
    </>
  );
}
