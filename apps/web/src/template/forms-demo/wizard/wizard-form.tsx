import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { Briefcase, CheckCircle, FileText, User } from 'react-feather';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { notify } from '../../../core/ui/toasts.tsx';
import { newPasswordFields, RhfFields, type RhfFieldSpec } from '../shared/rhf-field.tsx';
import { StepHeader, type StepInfo } from './step-header.tsx';
import { EMPTY_WIZARD, WIZARD_STEPS, stepSchema, type WizardValues } from './wizard-schemas.ts';

const ICONS = { account: User, employer: Briefcase, vacancy: FileText, review: CheckCircle };
const SECTORS = ['tech', 'finance', 'health', 'public', 'law', 'engineering'] as const;
const CONTRACTS = ['fullTime', 'partTime', 'internship', 'placement'] as const;

/** "Post a vacancy" in four steps; each step validates only its own fields. */
export function WizardForm({ vertical = false }: { vertical?: boolean }) {
  const { t } = useTranslation();
  const p = 'formsDemo.wizard';
  const [step, setStep] = useState(0);
  const stepRef = useRef(0);
  const [posted, setPosted] = useState<WizardValues | null>(null);
  const resolver: Resolver<WizardValues> = (values, ctx, opts) => {
    const current = WIZARD_STEPS[stepRef.current] ?? 'account';
    // raw: keep every step's values, not just the fields of the schema in use.
    const resolve = zodResolver(stepSchema(current), undefined, {
      raw: true,
    }) as unknown as Resolver<WizardValues>;
    return resolve(values, ctx, opts);
  };
  const form = useForm<WizardValues>({ resolver, defaultValues: EMPTY_WIZARD, mode: 'onTouched' });
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    reset,
    formState: { errors },
  } = form;

  const go = (n: number) => {
    stepRef.current = n;
    setStep(n);
  };
  const next = async () => {
    if (await trigger(undefined, { shouldFocus: true })) go(step + 1);
  };
  const onSubmit = (values: WizardValues) => {
    setPosted(values);
    void notify('success', t(`${p}.success`, { title: values.title }));
  };

  const steps: StepInfo[] = WIZARD_STEPS.map((key) => ({
    key,
    title: t(`${p}.steps.${key}.title`),
    subtitle: t(`${p}.steps.${key}.subtitle`),
    Icon: ICONS[key],
  }));
  const key = WIZARD_STEPS[step] ?? 'account';
  const f = 'formsDemo.common';
  // The fields of each step before the review.
  const stepFields: Record<Exclude<typeof key, 'review'>, RhfFieldSpec<WizardValues>[]> = {
    account: [
      {
        name: 'email',
        label: t(`${f}.email`),
        className: 'col-md-12',
        type: 'email',
        autoComplete: 'email',
      },
      ...newPasswordFields<WizardValues>(t),
    ],
    employer: [
      { name: 'company', label: t(`${f}.employer`), className: 'col-md-6' },
      {
        name: 'sector',
        label: t(`${f}.sector`),
        className: 'col-md-6',
        as: 'select',
        options: SECTORS.map((s) => ({ value: s, label: t(`formsDemo.sectors.${s}`) })),
      },
      {
        name: 'website',
        label: t(`${f}.website`),
        className: 'col-md-6',
        type: 'url',
        placeholder: 'https://',
        hint: t(`${f}.optional`),
      },
      { name: 'contactName', label: t(`${p}.contactName`), className: 'col-md-6' },
    ],
    vacancy: [
      {
        name: 'title',
        label: t(`${f}.jobTitle`),
        className: 'col-md-12',
        placeholder: t(`${f}.jobTitlePlaceholder`),
      },
      {
        name: 'contract',
        label: t(`${f}.contract`),
        className: 'col-md-4',
        as: 'select',
        options: CONTRACTS.map((c) => ({ value: c, label: t(`formsDemo.contract.${c}`) })),
      },
      { name: 'salary', label: t(`${p}.salaryGbp`), className: 'col-md-4', placeholder: '26000' },
      { name: 'deadline', label: t(`${f}.deadline`), className: 'col-md-4', type: 'date' },
      { name: 'description', label: t(`${f}.description`), className: 'col-12', as: 'textarea' },
    ],
  };

  if (posted) {
    return (
      <div className="text-center py-4" role="status">
        <CheckCircle size={48} className="text-success mb-3" aria-hidden="true" />
        <h3 className="h4">{t(`${p}.postedTitle`)}</h3>
        <p className="text-body-secondary">
          {t(`${p}.postedText`, { title: posted.title, company: posted.company })}
        </p>
        <Summary values={posted} />
        <button
          type="button"
          className="btn btn-primary mt-3"
          onClick={() => {
            reset(EMPTY_WIZARD);
            setPosted(null);
            go(0);
          }}
        >
          {t(`${p}.again`)}
        </button>
      </div>
    );
  }

  const body = (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate className="flex-grow-1">
      <h3 className="h5 mb-1">{steps[step]?.title}</h3>
      <p className="text-body-secondary small">{steps[step]?.subtitle}</p>
      <div className="row g-3">
        {key !== 'review' && <RhfFields form={form} fields={stepFields[key]} />}
        {key === 'review' && (
          <div className="col-12">
            <Summary values={getValues()} />
            <div className="form-check mt-3">
              <input
                id={`confirm-${vertical ? 'v' : 'h'}`}
                type="checkbox"
                className={`form-check-input${errors.confirm ? ' is-invalid' : ''}`}
                aria-invalid={errors.confirm ? true : undefined}
                {...register('confirm')}
              />
              <label className="form-check-label" htmlFor={`confirm-${vertical ? 'v' : 'h'}`}>
                {t(`${p}.confirm`)}
              </label>
              {errors.confirm?.message && (
                <div className="invalid-feedback">{t(errors.confirm.message)}</div>
              )}
            </div>
          </div>
        )}
      </div>
      <div className="d-flex justify-content-between mt-4">
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={step === 0}
          onClick={() => go(step - 1)}
        >
          {t(`${p}.previous`)}
        </button>
        {step < WIZARD_STEPS.length - 1 ? (
          <button type="button" className="btn btn-primary" onClick={() => void next()}>
            {t(`${p}.next`)}
          </button>
        ) : (
          <button type="submit" className="btn btn-success">
            {t(`${p}.submit`)}
          </button>
        )}
      </div>
    </form>
  );

  return vertical ? (
    <div className="d-flex flex-column flex-md-row gap-4">
      <div className="flex-shrink-0 border-end-md pe-md-4" style={{ minWidth: '14rem' }}>
        <StepHeader steps={steps} current={step} vertical />
      </div>
      {body}
    </div>
  ) : (
    <>
      <StepHeader steps={steps} current={step} />
      <hr className="my-4" />
      {body}
    </>
  );
}

function Summary({ values }: { values: WizardValues }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('formsDemo.common.email'), values.email],
    [t('formsDemo.common.employer'), values.company],
    [t('formsDemo.common.sector'), values.sector ? t(`formsDemo.sectors.${values.sector}`) : ''],
    [t('formsDemo.common.jobTitle'), values.title],
    [
      t('formsDemo.common.contract'),
      values.contract ? t(`formsDemo.contract.${values.contract}`) : '',
    ],
    [
      t('formsDemo.common.salary'),
      values.salary ? `£${Number(values.salary).toLocaleString('en-GB')}` : '',
    ],
    [t('formsDemo.common.deadline'), values.deadline],
  ];
  return (
    <dl className="row text-start mb-0 border rounded p-3 mx-0">
      {rows.map(([k, v]) => (
        <div className="col-sm-6 d-flex gap-2 py-1" key={k}>
          <dt className="fw-semibold">{k}:</dt>
          <dd className="mb-0 text-body-secondary">{v || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
