import { useId, useState } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import Card from 'react-bootstrap/Card';
import { Check } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import type { PricingPlan } from '../../../fake-api/types.ts';
import { LoadState } from '../shared/load-state.tsx';
import { useGetPricingQuery } from '../pages.api.ts';
import '../pages.scss';
import { numberFormat } from '../../../core/format/number.ts';

type Billing = 'monthly' | 'yearly';

function PlanCard({ plan, billing }: { plan: PricingPlan; billing: Billing }) {
  const { t, i18n } = useTranslation();
  const money = (n: number) =>
    numberFormat(i18n.language, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
      numberingSystem: 'latn',
    }).format(n);
  const free = plan.monthlyPrice === 0;
  const perMonth = billing === 'yearly' ? plan.yearlyPlan.perMonth : plan.monthlyPrice;
  return (
    <Card className={`h-100 pricing-card${plan.popular ? ' border border-primary' : ''}`}>
      <Card.Body className="d-flex flex-column text-center position-relative">
        {plan.popular && (
          <span className="badge rounded-pill text-bg-primary position-absolute top-0 end-0 m-3">
            {t('pages.pricing.popular')}
          </span>
        )}
        <img src={plan.img} alt="" className="pricing-img mx-auto my-3" width={100} height={100} />
        <h2 className="h4 mb-1">{plan.title}</h2>
        <p className="text-body-secondary">{plan.subtitle}</p>
        <div className="my-3" data-testid={`price-${plan.id}`}>
          <span className="display-6 fw-semibold text-primary">
            {free ? t('pages.pricing.free') : money(perMonth)}
          </span>
          {!free && <span className="text-body-secondary"> {t('pages.pricing.perMonth')}</span>}
          {!free && billing === 'yearly' && (
            <div className="small text-body-secondary mt-1">
              {t('pages.pricing.billedYearly', { total: money(plan.yearlyPlan.totalAnnual) })}
            </div>
          )}
        </div>
        <ul className="list-unstyled text-start my-3 flex-grow-1">
          {plan.planBenefits.map((benefit) => (
            <li key={benefit} className="d-flex gap-2 mb-2">
              <Check size={16} className="text-success flex-shrink-0 mt-1" aria-hidden="true" />
              {benefit}
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={`btn ${plan.popular ? 'btn-primary' : 'btn-outline-primary'}`}
          disabled={free}
          onClick={() => void notify('success', t('pages.pricing.chosen', { plan: plan.title }))}
        >
          {free ? t('pages.pricing.currentPlan') : t('pages.pricing.upgrade')}
        </button>
      </Card.Body>
    </Card>
  );
}

export function PricingPage() {
  const { t } = useTranslation();
  const switchId = useId();
  const [billing, setBilling] = useState<Billing>('monthly');
  const { data, isError: error } = useGetPricingQuery();

  return (
    <>
      <RoutePageHeader />
      <div className="text-center mb-4">
        <h2 className="h3">{t('pages.pricing.title')}</h2>
        <p className="text-body-secondary">{t('pages.pricing.subtitle')}</p>
        <div className="d-inline-flex align-items-center gap-2">
          <span aria-hidden="true">{t('pages.pricing.monthly')}</span>
          <div className="form-check form-switch mb-0">
            <input
              id={switchId}
              type="checkbox"
              role="switch"
              className="form-check-input"
              checked={billing === 'yearly'}
              aria-label={t('pages.pricing.yearlySwitch')}
              onChange={(e) => setBilling(e.target.checked ? 'yearly' : 'monthly')}
            />
          </div>
          <span aria-hidden="true">{t('pages.pricing.yearly')}</span>
          <span className="badge rounded-pill bg-light-success">{t('pages.pricing.save')}</span>
        </div>
      </div>
      <LoadState error={error} ready={!!data} />
      {data && (
        <>
          <div className="row g-4 justify-content-center mb-5">
            {data.plans.map((plan) => (
              <div key={plan.id} className="col-md-6 col-xl-4">
                <PlanCard plan={plan} billing={billing} />
              </div>
            ))}
          </div>
          <Card className="bg-light-primary mb-5 free-trial">
            <Card.Body className="d-flex flex-wrap align-items-center gap-3 p-4">
              <div className="flex-grow-1">
                <h2 className="h4 text-primary">{t('pages.pricing.trialTitle')}</h2>
                <p className="mb-3 text-body">{t('pages.pricing.trialText')}</p>
                <Link to="/pages/account-settings" className="btn btn-primary">
                  {t('pages.pricing.trialButton')}
                </Link>
              </div>
              <img src="/images/pricing/standard.svg" alt="" width={120} height={120} />
            </Card.Body>
          </Card>
          <div className="text-center mb-4">
            <h2 className="h3">{t('pages.pricing.faqTitle')}</h2>
            <p className="text-body-secondary">{t('pages.pricing.faqSubtitle')}</p>
          </div>
          <Accordion className="pricing-faq mx-auto mb-4" defaultActiveKey="0">
            {data.qandA.map((qa, i) => (
              <Accordion.Item key={qa.question} eventKey={String(i)}>
                <Accordion.Header as="h3">{qa.question}</Accordion.Header>
                <Accordion.Body>{qa.answer}</Accordion.Body>
              </Accordion.Item>
            ))}
          </Accordion>
        </>
      )}
    </>
  );
}
