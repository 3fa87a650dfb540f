import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Check } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { notify } from '../../../core/ui/toasts.tsx';
import type { ListUser, UserPlan } from '../../../fake-api/types.ts';
import { TitledCard } from '../shared/titled-card.tsx';
import { billingKey, PLAN_PRICES, USER_PLANS } from './users-api.ts';
import { SelectField } from '../../shared/select-field.tsx';
import { TableHead } from '../../shared/table-head.tsx';
import { numberFormat } from '../../../core/format/number.ts';

const PLAN_FEATURES: Record<UserPlan, string[]> = {
  basic: ['users1', 'storage5', 'supportEmail'],
  team: ['users10', 'storage50', 'supportEmail'],
  company: ['users50', 'storage200', 'supportPriority'],
  enterprise: ['usersUnlimited', 'storageUnlimited', 'supportDedicated'],
};

function price(plan: UserPlan, language: string): string {
  return numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(PLAN_PRICES[plan]);
}

export function PlanCard({ plan }: { plan: UserPlan }) {
  const { t, i18n } = useTranslation();
  return (
    <Card className="border-primary border-2">
      <Card.Body>
        <div className="d-flex justify-content-between align-items-start mb-3">
          <span className="badge bg-primary-subtle text-primary-emphasis">
            {t(`userApp.plans.${plan}`)}
          </span>
          <span>
            <span className="h3 fw-bold text-primary">{price(plan, i18n.language)}</span>
            <span className="text-body-secondary"> / {t('userApp.plan.month')}</span>
          </span>
        </div>
        <ul className="list-unstyled mb-0">
          {PLAN_FEATURES[plan].map((f) => (
            <li key={f} className="d-flex align-items-center gap-2 mb-1">
              <Check size={14} className="text-success" aria-hidden="true" />
              {t(`userApp.plan.features.${f}`)}
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}

export function BillingTab({ user }: { user: ListUser }) {
  const { t, i18n } = useTranslation();
  const [plan, setPlan] = useState<UserPlan>(user.currentPlan);
  return (
    <TitledCard title={t('userApp.tabs.billing')}>
      <Card.Body className="row g-4">
        <div className="col-12 col-md-6">
          <h3 className="h6">{t('userApp.plan.current')}</h3>
          <p className="mb-1">
            {t(`userApp.plans.${user.currentPlan}`)} · {price(user.currentPlan, i18n.language)} /{' '}
            {t('userApp.plan.month')}
          </p>
          <h3 className="h6 mt-3">{t('userApp.fields.billing')}</h3>
          <p className="mb-0">{t(billingKey(user.billing))}</p>
        </div>
        <Form
          className="col-12 col-md-6"
          onSubmit={(e) => {
            e.preventDefault();
            void notify('success', t('userApp.plan.changed', { plan: t(`userApp.plans.${plan}`) }));
          }}
        >
          <SelectField
            controlId="billing-plan"
            label={t('userApp.plan.choose')}
            value={plan}
            onChange={(e) => setPlan(e.target.value as UserPlan)}
            options={USER_PLANS.map((p) => ({
              value: p,
              label: `${t(`userApp.plans.${p}`)} · ${price(p, i18n.language)}`,
            }))}
          />
          <Button type="submit" disabled={plan === user.currentPlan}>
            {t('userApp.plan.upgrade')}
          </Button>
        </Form>
      </Card.Body>
    </TitledCard>
  );
}

const NOTIFICATION_TYPES = ['newForYou', 'accountActivity', 'newBrowser', 'newDevice'] as const;
const CHANNELS = ['email', 'browser', 'app'] as const;

export function NotificationsTab() {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<Record<string, boolean>>({
    'newForYou.email': true,
    'accountActivity.email': true,
    'accountActivity.browser': true,
    'newBrowser.email': true,
  });
  return (
    <TitledCard title={t('userApp.tabs.notifications')}>
      <Table responsive className="mb-0" aria-label={t('userApp.tabs.notifications')}>
        <TableHead
          className="table-light"
          cells={[
            t('userApp.notifications.type'),
            ...CHANNELS.map((c) => ({
              text: t(`userApp.notifications.${c}`),
              className: 'text-center',
            })),
          ]}
        />
        <tbody>
          {NOTIFICATION_TYPES.map((type) => (
            <tr key={type}>
              <th scope="row" className="fw-normal">
                {t(`userApp.notifications.types.${type}`)}
              </th>
              {CHANNELS.map((c) => {
                const key = `${type}.${c}`;
                return (
                  <td key={c} className="text-center">
                    <input
                      type="checkbox"
                      className="form-check-input"
                      checked={checked[key] ?? false}
                      onChange={(e) => setChecked((s) => ({ ...s, [key]: e.target.checked }))}
                      aria-label={`${t(`userApp.notifications.types.${type}`)} · ${t(`userApp.notifications.${c}`)}`}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
      <Card.Body>
        <Button onClick={() => void notify('success', t('userApp.notifications.saved'))}>
          {t('userApp.save')}
        </Button>
      </Card.Body>
    </TitledCard>
  );
}

const SERVICES = [
  { key: 'google', name: 'Google', on: true },
  { key: 'slack', name: 'Slack', on: false },
  { key: 'github', name: 'GitHub', on: true },
  { key: 'linkedin', name: 'LinkedIn', on: true },
  { key: 'dropbox', name: 'Dropbox', on: false },
] as const;

export function ConnectionsTab() {
  const { t } = useTranslation();
  const [on, setOn] = useState<Record<string, boolean>>(
    Object.fromEntries(SERVICES.map((s) => [s.key, s.on])),
  );
  return (
    <TitledCard
      title={t('userApp.tabs.connections')}
      intro={<p className="mb-0 small text-body-secondary">{t('userApp.connections.intro')}</p>}
    >
      <Card.Body>
        <ul className="list-unstyled mb-0">
          {SERVICES.map((s) => (
            <li
              key={s.key}
              className="d-flex justify-content-between align-items-center py-2 border-bottom"
            >
              <div>
                <p className="mb-0 fw-semibold">{s.name}</p>
                <small className="text-body-secondary">{t(`userApp.connections.${s.key}`)}</small>
              </div>
              <Form.Check
                type="switch"
                id={`connection-${s.key}`}
                aria-label={t('userApp.connections.toggle', { name: s.name })}
                checked={on[s.key] ?? false}
                onChange={(e) => setOn((c) => ({ ...c, [s.key]: e.target.checked }))}
              />
            </li>
          ))}
        </ul>
      </Card.Body>
    </TitledCard>
  );
}
