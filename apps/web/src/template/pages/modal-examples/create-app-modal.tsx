import { Fragment, useId, useState } from 'react';
import { Check, ChevronLeft, ChevronRight } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { notify } from '../../../core/ui/toasts.tsx';
import { DemoModal } from './demo-modal.tsx';

const STEPS = ['details', 'framework', 'database', 'submit'] as const;
const CATEGORIES = ['crm', 'ecommerce', 'learning'] as const;
const FRAMEWORKS = ['React', 'Vue', 'Angular', 'Svelte'] as const;
const DATABASES = ['PostgreSQL', 'MySQL', 'SQLite'] as const;

interface AppDraft {
  name: string;
  category: (typeof CATEGORIES)[number];
  framework: (typeof FRAMEWORKS)[number];
  database: (typeof DATABASES)[number];
}
const START: AppDraft = { name: '', category: 'crm', framework: 'React', database: 'PostgreSQL' };

/** The draft's choices, each a radio group of its own step. */
type ChoiceField = 'category' | 'framework' | 'database';
const CHOICE_FIELDS: readonly ChoiceField[] = ['category', 'framework', 'database'];
const OPTIONS: Record<ChoiceField, readonly string[]> = {
  category: CATEGORIES,
  framework: FRAMEWORKS,
  database: DATABASES,
};

function Choices({
  name,
  legend,
  options,
  value,
  label,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly string[];
  value: string;
  label: (o: string) => string;
  onChange: (v: string) => void;
}) {
  return (
    <fieldset>
      <legend className="h6">{legend}</legend>
      {options.map((o) => (
        <div key={o} className="form-check mb-2">
          <input
            id={`${name}-${o}`}
            type="radio"
            name={name}
            className="form-check-input"
            checked={value === o}
            onChange={() => onChange(o)}
          />
          <label htmlFor={`${name}-${o}`} className="form-check-label">
            {label(o)}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

export function CreateAppModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const nameId = useId();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<AppDraft>(START);
  const [nameError, setNameError] = useState(false);
  const set = (change: Partial<AppDraft>) => setDraft((d) => ({ ...d, ...change }));
  // Categories are translated; frameworks and databases are names.
  const shown = (field: ChoiceField, value: string) =>
    field === 'category' ? t(`pages.modals.createApp.categories.${value}`) : value;
  const choices = (field: ChoiceField) => (
    <Choices
      name={`app-${field}`}
      legend={t(`pages.modals.createApp.${field}`)}
      options={OPTIONS[field]}
      value={draft[field]}
      label={(o) => shown(field, o)}
      onChange={(value) => set({ [field]: value })}
    />
  );

  const close = () => {
    onHide();
    setStep(0);
    setDraft(START);
    setNameError(false);
  };
  const next = () => {
    if (step === 0 && draft.name.trim() === '') return setNameError(true);
    if (step === STEPS.length - 1) {
      void notify('success', t('pages.modals.createApp.created', { name: draft.name.trim() }));
      return close();
    }
    setStep((s) => s + 1);
  };

  return (
    <DemoModal name="createApp" show={show} onHide={close}>
      <div className="row g-4">
        <div className="col-md-4">
          <ol className="list-unstyled wizard-steps mb-0">
            {STEPS.map((s, i) => (
              <li
                key={s}
                className={`d-flex align-items-center gap-2 mb-3 ${i === step ? 'fw-semibold' : ''}`}
                aria-current={i === step ? 'step' : undefined}
              >
                <span
                  className={`avatar ${i < step ? 'bg-light-success' : i === step ? 'bg-light-primary' : 'bg-light-secondary'}`}
                >
                  {i < step ? <Check size={16} aria-hidden="true" /> : i + 1}
                </span>
                {t(`pages.modals.createApp.steps.${s}`)}
              </li>
            ))}
          </ol>
        </div>
        <div className="col-md-8">
          <h3 className="visually-hidden">{t(`pages.modals.createApp.steps.${STEPS[step]}`)}</h3>
          {step === 0 && (
            <>
              <label htmlFor={nameId} className="form-label">
                {t('pages.modals.createApp.name')}
              </label>
              <input
                id={nameId}
                className={`form-control mb-1${nameError ? ' is-invalid' : ''}`}
                value={draft.name}
                aria-invalid={nameError || undefined}
                onChange={(e) => {
                  set({ name: e.target.value });
                  setNameError(false);
                }}
              />
              {nameError && (
                <div className="invalid-feedback">{t('pages.validation.required')}</div>
              )}
              <div className="mt-3">{choices('category')}</div>
            </>
          )}
          {step === 1 && choices('framework')}
          {step === 2 && choices('database')}
          {step === 3 && (
            <div>
              <p>{t('pages.modals.createApp.review')}</p>
              <dl className="row mb-0">
                <dt className="col-5">{t('pages.modals.createApp.name')}</dt>
                <dd className="col-7">{draft.name}</dd>
                {CHOICE_FIELDS.map((field) => (
                  <Fragment key={field}>
                    <dt className="col-5">{t(`pages.modals.createApp.${field}`)}</dt>
                    <dd className="col-7">{shown(field, draft[field])}</dd>
                  </Fragment>
                ))}
              </dl>
            </div>
          )}
          <div className="d-flex justify-content-between mt-4">
            <button
              type="button"
              className="btn btn-outline-secondary d-flex align-items-center gap-1"
              disabled={step === 0}
              onClick={() => setStep((s) => s - 1)}
            >
              <ChevronLeft size={14} className="flip-rtl" aria-hidden="true" />
              {t('pages.common.previous')}
            </button>
            <button
              type="button"
              className="btn btn-primary d-flex align-items-center gap-1"
              onClick={next}
            >
              {step === STEPS.length - 1 ? t('pages.common.submit') : t('pages.common.next')}
              {step < STEPS.length - 1 && (
                <ChevronRight size={14} className="flip-rtl" aria-hidden="true" />
              )}
            </button>
          </div>
        </div>
      </div>
    </DemoModal>
  );
}
