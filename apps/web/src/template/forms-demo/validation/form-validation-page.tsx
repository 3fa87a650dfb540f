import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { notify } from '../../../core/ui/toasts.tsx';
import { DemoCard, DemoPage } from '../shared/demo-card.tsx';
import { NativeForm } from './native-form.tsx';
import { COURSES } from '../shared/options.ts';
import { newPasswordFields, RhfField, RhfFields } from '../shared/rhf-field.tsx';
import {
  EMPTY_REGISTRATION,
  makeRegistrationSchema,
  type RegistrationValues,
} from './registration-schema.ts';

const INTERESTS = ['tech', 'finance', 'health', 'public', 'law', 'engineering'] as const;

interface CheckGroupProps {
  className: string;
  type: 'radio' | 'checkbox';
  /** Prefix of the inputs' ids, and of the error's. */
  id: string;
  legend: string;
  /** Each option's value and label. */
  options: [string, string][];
  registration: UseFormRegisterReturn;
  /** The group's error, a translation key. */
  error?: string;
}

/** Inline radios or checkboxes for one field, with the group's error under them. */
function CheckGroup({
  className,
  type,
  id,
  legend,
  options,
  registration,
  error,
}: CheckGroupProps) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <fieldset aria-describedby={error ? `${id}-err` : undefined}>
        <legend className="form-label fs-6">{legend}</legend>
        {options.map(([value, label]) => (
          <div className="form-check form-check-inline" key={value}>
            <input
              id={`${id}-${value}`}
              type={type}
              value={value}
              className={`form-check-input${error ? ' is-invalid' : ''}`}
              {...registration}
            />
            <label htmlFor={`${id}-${value}`} className="form-check-label">
              {label}
            </label>
          </div>
        ))}
        <div id={`${id}-err`}>
          {error && <div className="invalid-feedback d-block">{t(error)}</div>}
        </div>
      </fieldset>
    </div>
  );
}

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
        <CheckGroup
          className="col-md-6"
          type="radio"
          id={`${id}-year`}
          legend={t(`${p}.year`)}
          options={['1', '2', '3', '4'].map((y) => [
            y,
            t('formsDemo.radio.year', { n: Number(y) }),
          ])}
          registration={register('year')}
          error={errors.year?.message}
        />
        <CheckGroup
          className="col-12"
          type="checkbox"
          id={`${id}-int`}
          legend={t(`${p}.interests`)}
          options={INTERESTS.map((s) => [s, t(`formsDemo.sectors.${s}`)])}
          registration={register('interests')}
          error={errors.interests?.message}
        />
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
