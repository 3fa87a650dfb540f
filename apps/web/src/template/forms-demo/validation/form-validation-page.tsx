import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState, type FormEvent } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../core/ui/toasts.tsx';
import { DemoCard, DemoPage } from '../shared/demo-card.tsx';
import { COURSES } from '../shared/options.ts';
import { newPasswordFields, RhfField, RhfFields } from '../shared/rhf-field.tsx';
import {
  EMPTY_REGISTRATION,
  makeRegistrationSchema,
  type RegistrationValues,
} from './registration-schema.ts';

const INTERESTS = ['tech', 'finance', 'health', 'public', 'law', 'engineering'] as const;

function RegistrationForm() {
  const { t } = useTranslation();
  const id = useId();
  const f = 'formsDemo.common';
  const p = 'formsDemo.validation';
  const schema = useMemo(() => makeRegistrationSchema(), []);
  const form = useForm<RegistrationValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_REGISTRATION,
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, submitCount, isValid },
  } = form;
  const count = Object.keys(errors).length;
  const onSubmit = (v: RegistrationValues) => {
    void notify('success', t(`${p}.registered`, { name: v.fullName }));
    reset(EMPTY_REGISTRATION);
  };
  const groupError = (msg?: string) =>
    msg ? <div className="invalid-feedback d-block">{t(msg)}</div> : null;

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      {submitCount > 0 && count > 0 && (
        <div className="alert alert-danger py-2" role="alert">
          {t(`${p}.summary`, { count })}
        </div>
      )}
      <Row className="g-3">
        <RhfFields
          className="col-md-6"
          form={form}
          fields={[
            { name: 'fullName', label: t(`${f}.fullName`), autoComplete: 'name' },
            { name: 'email', label: t(`${f}.email`), type: 'email', autoComplete: 'email' },
            { name: 'phone', label: t(`${f}.phone`), type: 'tel', placeholder: '07700 900123' },
            { name: 'birthDate', label: t(`${f}.birthDate`), type: 'date' },
            ...newPasswordFields<RegistrationValues>(t),
            {
              name: 'course',
              label: t(`${f}.course`),
              as: 'select',
              options: COURSES.map(([value, key]) => ({
                value,
                label: t(`formsDemo.courses.${key}`),
              })),
            },
          ]}
        />
        <Col md={6}>
          <fieldset aria-describedby={errors.year ? `${id}-year-err` : undefined}>
            <legend className="form-label fs-6">{t(`${p}.year`)}</legend>
            {['1', '2', '3', '4'].map((y) => (
              <div className="form-check form-check-inline" key={y}>
                <input
                  id={`${id}-y${y}`}
                  type="radio"
                  value={y}
                  className={`form-check-input${errors.year ? ' is-invalid' : ''}`}
                  {...register('year')}
                />
                <label htmlFor={`${id}-y${y}`} className="form-check-label">
                  {t('formsDemo.radio.year', { n: Number(y) })}
                </label>
              </div>
            ))}
            <div id={`${id}-year-err`}>{groupError(errors.year?.message)}</div>
          </fieldset>
        </Col>
        <Col xs={12}>
          <fieldset aria-describedby={errors.interests ? `${id}-int-err` : undefined}>
            <legend className="form-label fs-6">{t(`${p}.interests`)}</legend>
            {INTERESTS.map((s) => (
              <div className="form-check form-check-inline" key={s}>
                <input
                  id={`${id}-i-${s}`}
                  type="checkbox"
                  value={s}
                  className={`form-check-input${errors.interests ? ' is-invalid' : ''}`}
                  {...register('interests')}
                />
                <label htmlFor={`${id}-i-${s}`} className="form-check-label">
                  {t(`formsDemo.sectors.${s}`)}
                </label>
              </div>
            ))}
            <div id={`${id}-int-err`}>{groupError(errors.interests?.message)}</div>
          </fieldset>
        </Col>
        <RhfField
          className="col-12"
          as="textarea"
          label={t(`${p}.bio`)}
          hint={t(`${p}.bioHint`)}
          registration={register('bio')}
          error={errors.bio}
        />
        <Col xs={12}>
          <div className="form-check">
            <input
              id={`${id}-terms`}
              type="checkbox"
              className={`form-check-input${errors.terms ? ' is-invalid' : ''}`}
              aria-invalid={errors.terms ? true : undefined}
              {...register('terms')}
            />
            <label htmlFor={`${id}-terms`} className="form-check-label">
              {t(`${p}.terms`)}
            </label>
            {groupError(errors.terms?.message)}
          </div>
        </Col>
      </Row>
      <div className="d-flex gap-2 mt-4 align-items-center">
        <button type="submit" className="btn btn-primary">
          {t(`${p}.register`)}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => reset(EMPTY_REGISTRATION)}
        >
          {t(`${f}.reset`)}
        </button>
        {submitCount > 0 && isValid && (
          <span className="text-success small">{t(`${p}.allGood`)}</span>
        )}
      </div>
    </form>
  );
}

/** Browser constraint validation, shown with Bootstrap's tooltip styles. */
function NativeForm() {
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
  const tip = (msg: string) => <div className="invalid-tooltip">{msg}</div>;
  return (
    <form noValidate onSubmit={onSubmit} className={validated ? 'was-validated' : ''}>
      <Row className="g-4">
        <Col md={6} className="position-relative">
          <label htmlFor={`${id}-name`} className="form-label">
            {t(`${f}.fullName`)}
          </label>
          <input id={`${id}-name`} className="form-control" required minLength={2} />
          <div className="valid-tooltip">{t(`${p}.looksGood`)}</div>
          {tip(t('formsDemo.errors.min2'))}
        </Col>
        <Col md={6} className="position-relative">
          <label htmlFor={`${id}-sid`} className="form-label">
            {t(`${f}.studentId`)}
          </label>
          <input
            id={`${id}-sid`}
            className="form-control"
            required
            pattern="STU-\d{6}"
            placeholder="STU-000000"
          />
          {tip(t('formsDemo.errors.studentId'))}
        </Col>
        <Col md={6} className="position-relative">
          <label htmlFor={`${id}-email`} className="form-label">
            {t(`${f}.email`)}
          </label>
          <input id={`${id}-email`} type="email" className="form-control" required />
          {tip(t('formsDemo.errors.email'))}
        </Col>
        <Col md={6} className="position-relative">
          <label htmlFor={`${id}-slot`} className="form-label">
            {t(`${p}.slot`)}
          </label>
          <select id={`${id}-slot`} className="form-select" required defaultValue="">
            <option value="">{t(`${f}.choose`)}</option>
            <option>09:30</option>
            <option>11:00</option>
            <option>14:30</option>
          </select>
          {tip(t('formsDemo.errors.choose'))}
        </Col>
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

export function FormValidationPage() {
  const { t } = useTranslation();
  const p = 'formsDemo.validation';
  return (
    <DemoPage intro={t(`${p}.intro`)}>
      <DemoCard title={t(`${p}.registration`)} subtitle={t(`${p}.registrationSub`)}>
        <RegistrationForm />
      </DemoCard>
      <DemoCard title={t(`${p}.native`)} subtitle={t(`${p}.nativeSub`)}>
        <NativeForm />
      </DemoCard>
    </DemoPage>
  );
}
