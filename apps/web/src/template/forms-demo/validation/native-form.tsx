import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { notify } from '../../../core/ui/toasts.tsx';

/** A field of the native form: its label, the control, and the tooltips the browser's check shows. */
function TipField({
  id,
  label,
  valid,
  invalid,
  children,
}: {
  id: string;
  label: string;
  valid?: string;
  invalid: string;
  children: ReactNode;
}) {
  return (
    <Col md={6} className="position-relative">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
      {valid && <div className="valid-tooltip">{valid}</div>}
      <div className="invalid-tooltip">{invalid}</div>
    </Col>
  );
}

/** Browser constraint validation, shown with Bootstrap's tooltip styles. */
export function NativeForm() {
  const { t } = useTranslation();
  const id = useId();
  const f = 'formsDemo.common';
  const p = 'formsDemo.validation';
  const [validated, setValidated] = useState(false);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setValidated(true);
    if (e.currentTarget.checkValidity()) void notify('success', t(`${p}.booked`));
  };
  return (
    <form noValidate onSubmit={onSubmit} className={validated ? 'was-validated' : ''}>
      <Row className="g-4">
        <TipField
          id={`${id}-name`}
          label={t(`${f}.fullName`)}
          valid={t(`${p}.looksGood`)}
          invalid={t('formsDemo.errors.min2')}
        >
          <input id={`${id}-name`} className="form-control" required minLength={2} />
        </TipField>
        <TipField
          id={`${id}-sid`}
          label={t(`${f}.studentId`)}
          invalid={t('formsDemo.errors.studentId')}
        >
          <input
            id={`${id}-sid`}
            className="form-control"
            required
            pattern="STU-\d{6}"
            placeholder="STU-000000"
          />
        </TipField>
        <TipField id={`${id}-email`} label={t(`${f}.email`)} invalid={t('formsDemo.errors.email')}>
          <input id={`${id}-email`} type="email" className="form-control" required />
        </TipField>
        <TipField id={`${id}-slot`} label={t(`${p}.slot`)} invalid={t('formsDemo.errors.choose')}>
          <select id={`${id}-slot`} className="form-select" required defaultValue="">
            <option value="">{t(`${f}.choose`)}</option>
            <option>09:30</option>
            <option>11:00</option>
            <option>14:30</option>
          </select>
        </TipField>
        <Col xs={12} className="position-relative">
          <div className="form-check">
            <input id={`${id}-agree`} type="checkbox" className="form-check-input" required />
            <label htmlFor={`${id}-agree`} className="form-check-label">
              {t(`${p}.attend`)}
            </label>
          </div>
        </Col>
      </Row>
      <button type="submit" className="btn btn-primary mt-4">
        {t(`${p}.book`)}
      </button>
    </form>
  );
}
