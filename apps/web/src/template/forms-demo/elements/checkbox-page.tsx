import { useEffect, useId, useRef, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Bell, Calendar, Mail } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { OptionCard } from '../shared/option-card.tsx';
import { DemoCard, DemoPage } from '../shared/demo-card.tsx';
import { ColourChecks } from '../shared/choices.tsx';

const SECTORS = ['tech', 'finance', 'health', 'public'] as const;

export function CheckboxPage() {
  const { t } = useTranslation();
  const id = useId();
  const p = 'formsDemo.checkbox';
  const [sectors, setSectors] = useState<string[]>(['tech']);
  const all = useRef<HTMLInputElement>(null);
  const some = sectors.length > 0 && sectors.length < SECTORS.length;
  useEffect(() => {
    if (all.current) all.current.indeterminate = some;
  }, [some]);

  return (
    <DemoPage intro={t(`${p}.intro`)}>
      <Row>
        <Col lg={6}>
          <DemoCard title={t(`${p}.basic`)}>
            <Form.Check id={`${id}-b1`} label={t(`${p}.unchecked`)} />
            <Form.Check id={`${id}-b2`} label={t(`${p}.checked`)} defaultChecked />
            <Form.Check id={`${id}-b3`} label={t(`${p}.disabled`)} disabled />
            <Form.Check id={`${id}-b4`} label={t(`${p}.disabledChecked`)} disabled defaultChecked />
          </DemoCard>
          <DemoCard title={t(`${p}.colours`)}>
            <ColourChecks id={id} type="checkbox" />
          </DemoCard>
        </Col>
        <Col lg={6}>
          <DemoCard title={t(`${p}.inline`)}>
            <fieldset>
              <legend className="form-label fs-6">{t(`${p}.availability`)}</legend>
              {(['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((d, i) => (
                <Form.Check
                  inline
                  key={d}
                  id={`${id}-d-${d}`}
                  label={t(`formsDemo.days.${d}`)}
                  defaultChecked={i % 2 === 0}
                />
              ))}
            </fieldset>
          </DemoCard>
          <DemoCard title={t(`${p}.indeterminate`)}>
            <Form.Check
              ref={all}
              id={`${id}-all`}
              label={t(`${p}.allSectors`)}
              checked={sectors.length === SECTORS.length}
              onChange={(e) => setSectors(e.target.checked ? [...SECTORS] : [])}
            />
            <div className="ms-4">
              {SECTORS.map((s) => (
                <Form.Check
                  key={s}
                  id={`${id}-s-${s}`}
                  label={t(`formsDemo.sectors.${s}`)}
                  checked={sectors.includes(s)}
                  onChange={(e) =>
                    setSectors((cur) =>
                      e.target.checked ? [...cur, s] : cur.filter((x) => x !== s),
                    )
                  }
                />
              ))}
            </div>
          </DemoCard>
        </Col>
        <Col xs={12}>
          <DemoCard title={t(`${p}.custom`)} subtitle={t(`${p}.customHint`)}>
            <Row className="g-3">
              {(
                [
                  ['email', Mail],
                  ['events', Calendar],
                  ['alerts', Bell],
                ] as const
              ).map(([key, Icon], i) => (
                <Col md={4} key={key}>
                  <OptionCard
                    id={`${id}-o-${key}`}
                    type="checkbox"
                    defaultChecked={i === 0}
                    title={
                      <>
                        <Icon size={16} aria-hidden="true" className="text-primary" />
                        {t(`${p}.options.${key}.title`)}
                      </>
                    }
                    text={t(`${p}.options.${key}.text`)}
                  />
                </Col>
              ))}
            </Row>
          </DemoCard>
        </Col>
      </Row>
    </DemoPage>
  );
}
