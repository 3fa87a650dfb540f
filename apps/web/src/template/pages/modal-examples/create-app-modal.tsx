import { useId, useState } from 'react';
import { Check, ChevronLeft, ChevronRight } from 'react-feather';
import { useTranslation } from 'react-i18next';
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

function Choices<T extends string>({
  name,
  legend,
  options,
  value,
  label,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly T[];
  value: T;
  label: (o: T) => string;
  onChange: (v: T) => void;
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
              <div className="mt-3">
                <Choices
                  name="app-category"
                  legend={t('pages.modals.createApp.category')}
                  options={CATEGORIES}
                  value={draft.category}
                  label={(o) => t(`pages.modals.createApp.categories.${o}`)}
                  onChange={(category) => set({ category })}
                />
              </div>
            </>
          )}
          {step === 1 && (
            <Choices
              name="app-framework"
              legend={t('pages.modals.createApp.framework')}
              options={FRAMEWORKS}
              value={draft.framework}
              label={(o) => o}
              onChange={(framework) => set({ framework })}
            />
          )}
          {step === 2 && (
            <Choices
              name="app-database"
              legend={t('pages.modals.createApp.database')}
              options={DATABASES}
              value={draft.database}
              label={(o) => o}
              onChange={(database) => set({ database })}
            />
          )}
          {step === 3 && (
            <div>
              <p>{t('pages.modals.createApp.review')}</p>
              <dl className="row mb-0">
                <dt className="col-5">{t('pages.modals.createApp.name')}</dt>
                <dd className="col-7">{draft.name}</dd>
                <dt className="col-5">{t('pages.modals.createApp.category')}</dt>
                <dd className="col-7">
                  {t(`pages.modals.createApp.categories.${draft.category}`)}
                </dd>
                <dt className="col-5">{t('pages.modals.createApp.framework')}</dt>
                <dd className="col-7">{draft.framework}</dd>
                <dt className="col-5">{t('pages.modals.createApp.database')}</dt>
                <dd className="col-7">{draft.database}</dd>
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
