import { useId, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Check, Moon, X } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { DemoCard, DemoPage } from '../shared/demo-card.tsx';
import { COLOURS } from '../shared/options.ts';

export function SwitchPage() {
  const { t } = useTranslation();
  const id = useId();
  const p = 'formsDemo.switch';
  const [open, setOpen] = useState(true);
  const [quiet, setQuiet] = useState(false);
  return (
    <DemoPage intro={t(`${p}.intro`)}>
      <Row>
        <Col lg={6}>
          <DemoCard title={t(`${p}.basic`)}>
            <Form.Check type="switch" id={`${id}-1`} label={t(`${p}.jobAlerts`)} defaultChecked />
            <Form.Check type="switch" id={`${id}-2`} label={t(`${p}.newsletter`)} />
            <Form.Check type="switch" id={`${id}-3`} label={t(`${p}.locked`)} disabled />
            <Form.Check
              type="switch"
              id={`${id}-4`}
              label={t(`${p}.lockedOn`)}
              disabled
              defaultChecked
            />
          </DemoCard>
          <DemoCard title={t(`${p}.colours`)}>
            <div className="d-flex flex-wrap gap-3">
              {COLOURS.map((c) => (
                <Form.Check
                  type="switch"
                  key={c}
                  id={`${id}-c-${c}`}
                  className={`form-check-${c}`}
                  label={t(`formsDemo.colours.${c}`)}
                  defaultChecked
                />
              ))}
            </div>
          </DemoCard>
        </Col>
        <Col lg={6}>
          <DemoCard title={t(`${p}.sizes`)}>
            <Form.Check
              type="switch"
              id={`${id}-lg`}
              className="form-switch-lg mb-3 d-flex align-items-center gap-2"
              label={t(`${p}.large`)}
              defaultChecked
            />
            <Form.Check type="switch" id={`${id}-md`} className="mb-3" label={t(`${p}.medium`)} />
            <Form.Check
              type="switch"
              id={`${id}-sm`}
              className="form-switch-sm"
              label={t(`${p}.small`)}
              defaultChecked
            />
          </DemoCard>
          <DemoCard title={t(`${p}.icons`)}>
            <div className="d-flex flex-column gap-3">
              <div className="form-check form-switch d-flex align-items-center gap-2 ps-0">
                <span className="switch-with-icon form-check-success">
                  <input
                    id={`${id}-i1`}
                    type="checkbox"
                    role="switch"
                    className="form-check-input"
                    checked={open}
                    onChange={(e) => setOpen(e.target.checked)}
                  />
                  <span className="switch-icon" aria-hidden="true">
                    {open ? <Check size={12} /> : <X size={12} className="text-body-secondary" />}
                  </span>
                </span>
                <label className="form-check-label" htmlFor={`${id}-i1`}>
                  {t(`${p}.acceptingApplications`)}
                </label>
              </div>
              <div className="form-check form-switch d-flex align-items-center gap-2 ps-0">
                <span className="switch-with-icon">
                  <input
                    id={`${id}-i2`}
                    type="checkbox"
                    role="switch"
                    className="form-check-input"
                    checked={quiet}
                    onChange={(e) => setQuiet(e.target.checked)}
                  />
                  <span className="switch-icon" aria-hidden="true">
                    <Moon size={12} className={quiet ? '' : 'text-body-secondary'} />
                  </span>
                </span>
                <label className="form-check-label" htmlFor={`${id}-i2`}>
                  {t(`${p}.quietHours`)}
                </label>
              </div>
            </div>
          </DemoCard>
          <DemoCard title={t(`${p}.labels`)}>
            <div className="d-flex align-items-center gap-2">
              <span aria-hidden="true" className={open ? 'text-body-secondary' : 'fw-semibold'}>
                {t(`${p}.closed`)}
              </span>
              <Form.Check
                type="switch"
                id={`${id}-lbl`}
                aria-label={t(`${p}.acceptingApplications`)}
                checked={open}
                onChange={(e) => setOpen(e.target.checked)}
              />
              <span aria-hidden="true" className={open ? 'fw-semibold' : 'text-body-secondary'}>
                {t(`${p}.open`)}
              </span>
            </div>
          </DemoCard>
        </Col>
      </Row>
    </DemoPage>
  );
}
