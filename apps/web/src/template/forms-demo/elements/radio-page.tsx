import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { OptionCard } from '../shared/option-card.tsx';
import { DemoCard, DemoPage } from '../shared/demo-card.tsx';
import { ColourChecks } from '../shared/choices.tsx';

const PLANS = [
  { key: 'basic', price: 0 },
  { key: 'featured', price: 149 },
  { key: 'premium', price: 349 },
] as const;

export function RadioPage() {
  const { t } = useTranslation();
  const id = useId();
  const p = 'formsDemo.radio';
  const [plan, setPlan] = useState<string>('featured');
  return (
    <DemoPage intro={t(`${p}.intro`)}>
      <Row>
        <Col lg={6}>
          <DemoCard title={t(`${p}.basic`)}>
            <fieldset>
              <legend className="form-label fs-6">{t(`${p}.workMode`)}</legend>
              {(['onSite', 'hybrid', 'remote'] as const).map((m, i) => (
                <Form.Check
                  type="radio"
                  key={m}
                  name={`${id}-mode`}
                  id={`${id}-m-${m}`}
                  label={t(`formsDemo.workMode.${m}`)}
                  defaultChecked={i === 1}
                />
              ))}
              <Form.Check
                type="radio"
                name={`${id}-mode`}
                id={`${id}-m-dis`}
                label={t(`${p}.disabledOption`)}
                disabled
              />
            </fieldset>
          </DemoCard>
          <DemoCard title={t(`${p}.inline`)}>
            <fieldset>
              <legend className="form-label fs-6">{t(`${p}.yearOfStudy`)}</legend>
              {[1, 2, 3, 4].map((y) => (
                <Form.Check
                  inline
                  type="radio"
                  key={y}
                  name={`${id}-year`}
                  id={`${id}-y-${y}`}
                  label={t(`${p}.year`, { n: y })}
                  defaultChecked={y === 3}
                />
              ))}
            </fieldset>
          </DemoCard>
        </Col>
        <Col lg={6}>
          <DemoCard title={t(`${p}.colours`)}>
            <fieldset>
              <legend className="visually-hidden">{t(`${p}.colours`)}</legend>
              <ColourChecks
                id={id}
                type="radio"
                name={`${id}-colour`}
                checked={(c) => c === 'primary'}
              />
            </fieldset>
          </DemoCard>
        </Col>
        <Col xs={12}>
          <DemoCard title={t(`${p}.custom`)} subtitle={t(`${p}.customHint`)}>
            <fieldset>
              <legend className="visually-hidden">{t(`${p}.listingPlan`)}</legend>
              <Row className="g-3">
                {PLANS.map(({ key, price }) => (
                  <Col md={4} key={key}>
                    <OptionCard
                      id={`${id}-p-${key}`}
                      type="radio"
                      name={`${id}-plan`}
                      checked={plan === key}
                      onChange={() => setPlan(key)}
                      titleClass="d-flex justify-content-between gap-2 fw-semibold"
                      title={
                        <>
                          {t(`${p}.plans.${key}.title`)}
                          <Badge bg="primary-subtle" text="primary-emphasis">
                            {price === 0 ? t(`${p}.free`) : `£${price}`}
                          </Badge>
                        </>
                      }
                      text={t(`${p}.plans.${key}.text`)}
                    />
                  </Col>
                ))}
              </Row>
            </fieldset>
          </DemoCard>
        </Col>
      </Row>
    </DemoPage>
  );
}
