import { useId, useState, type ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Check, Moon, X } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { DemoCard, DemoPage } from '../shared/demo-card.tsx';
import { ColourChecks } from '../shared/choices.tsx';

interface IconSwitchProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Drawn inside the switch's knob. */
  icon: ReactNode;
  /** The theme colour of the switch when on (the primary colour unless told). */
  tone?: string;
}

function IconSwitch({ id, label, checked, onChange, icon, tone }: IconSwitchProps) {
  return (
    <div className="form-check form-switch d-flex align-items-center gap-2 ps-0">
      <span className={`switch-with-icon${tone ? ` form-check-${tone}` : ''}`}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="form-check-input"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span className="switch-icon" aria-hidden="true">
          {icon}
        </span>
      </span>
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}

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
            <ColourChecks id={id} type="switch" />
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
              <IconSwitch
                id={`${id}-i1`}
                tone="success"
                label={t(`${p}.acceptingApplications`)}
                checked={open}
                onChange={setOpen}
                icon={open ? <Check size={12} /> : <X size={12} className="text-body-secondary" />}
              />
              <IconSwitch
                id={`${id}-i2`}
                label={t(`${p}.quietHours`)}
                checked={quiet}
                onChange={setQuiet}
                icon={<Moon size={12} className={quiet ? '' : 'text-body-secondary'} />}
              />
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
