import { createVacancyInputSchema, normaliseWebLink } from '@careers/contracts';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { EditConflictAlert, useEditConflict } from '../../../core/ui/edit-conflict.tsx';
import { LeaveDialog, useLeaveGuard } from '../../../core/ui/leave-guard.tsx';
import type { ApiError } from '../../../core/api/api-error.ts';
import { DescriptionCard } from './vacancy-description-card.tsx';
import { errorAt, type VacancyFields } from './vacancy-form-fields.tsx';
import { OrganisationPicker } from '../shared/organisation-picker.tsx';
import { BasicsCard, RequirementsCard, SalaryCard } from './vacancy-form-sections.tsx';
import { ApplyingCard } from './vacancy-questions-editor.tsx';
import {
  emptyVacancyValues,
  graduationYearOptions,
  toVacancyInput,
  vacancyFormResolver,
  type VacancyFormValues,
  type VacancyInput,
} from './vacancy-form-values.ts';

/** The latest version of the record being edited: its values and its updatedAt. */
export interface LatestVacancy {
  values: VacancyFormValues;
  version: string;
}

export interface VacancyFormProps {
  initial?: VacancyFormValues;
  /** When editing: the updatedAt the initial values were read at, sent with the edit. */
  version?: string;
  submitLabel: string;
  /**
   * Saves, with the version the values were made from; answers the server's refusal, if any, to
   * show on its field, above the form, or as a stale-edit conflict.
   */
  onSubmit: (input: VacancyInput, version?: string) => Promise<ApiError | null>;
  /** Fetches the latest version after a stale-edit conflict. */
  onReload?: () => Promise<LatestVacancy>;
  onCancel: () => void;
  /**
   * Drafts save themselves: called once typing pauses, whenever the values are complete and
   * valid, with the version they were made from; answers the saved version, or the refusal.
   */
  autosave?: (input: VacancyInput, version?: string) => Promise<{ version: string } | ApiError>;
}

/** How long typing pauses before a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 1500;

type AutosaveState = 'idle' | 'incomplete' | 'saving' | 'saved' | 'failed';

export function VacancyForm({
  initial,
  version: initialVersion,
  submitLabel,
  onSubmit,
  onReload,
  onCancel,
  autosave,
}: VacancyFormProps) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [version, setVersion] = useState(initialVersion);
  const form = useForm<VacancyFormValues, unknown, VacancyInput>({
    resolver: vacancyFormResolver,
    defaultValues: initial ?? emptyVacancyValues(),
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    watch,
    setError,
    setValue,
    trigger,
    reset,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const conflict = useEditConflict(form, async () => {
    if (!onReload) return;
    const latest = await onReload();
    reset(latest.values);
    setVersion(latest.version);
  });
  // Typed and not saved: leaving asks first (a successful save lets its own navigation through).
  const guard = useLeaveGuard(isDirty);

  // Autosave: once typing pauses, complete and valid values are saved as the draft they are.
  const [autoState, setAutoState] = useState<AutosaveState>('idle');
  const versionRef = useRef(initialVersion);
  useEffect(() => {
    versionRef.current = version;
  }, [version]);
  const savedJson = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const inflight = useRef<Promise<unknown> | null>(null);
  const runAutosave = useRef<() => Promise<void>>(async () => undefined);
  useEffect(() => {
    runAutosave.current = async () => {
      if (!autosave) return;
      const values = getValues();
      const json = JSON.stringify(values);
      savedJson.current ??= JSON.stringify(form.formState.defaultValues);
      if (json === savedJson.current) return;
      const parsed = createVacancyInputSchema.safeParse(toVacancyInput(values));
      if (!parsed.success) {
        setAutoState('incomplete');
        return;
      }
      setAutoState('saving');
      const saving = autosave(parsed.data, versionRef.current);
      inflight.current = saving;
      const result = await saving;
      inflight.current = null;
      if ('version' in result) {
        versionRef.current = result.version;
        setVersion(result.version);
        savedJson.current = json;
        setAutoState('saved');
        // Saved as it stands: the form is clean again (unless typing went on meanwhile).
        if (JSON.stringify(getValues()) === json) {
          reset(values, { keepValues: true, keepErrors: true, keepTouched: true });
        }
      } else if (conflict.catches(result)) {
        setAutoState('idle');
      } else {
        setAutoState('failed');
      }
    };
  });
  useEffect(() => {
    if (!autosave) return;
    // eslint-disable-next-line react-hooks/incompatible-library
    const subscription = watch(() => {
      // A change after a save: "Saved" no longer holds until the next autosave says so.
      if (JSON.stringify(getValues()) !== savedJson.current) {
        setAutoState((state) => (state === 'saved' ? 'idle' : state));
      }
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void runAutosave.current(), AUTOSAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      window.clearTimeout(timer.current);
    };
  }, [autosave, watch, getValues]);

  // react-hook-form's watch re-reads on each render by design; the compiler skips memoising.
  const hasSalary = watch('hasSalary');
  const employerName = watch('employer.name');
  const organisationId = watch('organisationId');
  const description = watch('description');
  const chosenYears = watch('eligibility.graduationYears');
  const [years] = useState(() => graduationYearOptions(chosenYears));

  const submit = handleSubmit(async (input) => {
    setServerError(null);
    // A save of its own replaces any autosave waiting; one under way finishes first.
    window.clearTimeout(timer.current);
    await inflight.current;
    guard.release();
    const failure = await onSubmit(input, versionRef.current ?? version);
    if (!failure) {
      conflict.clear();
      return;
    }
    guard.hold();
    // Someone saved first: keep every value typed and say so above the form, with Reload.
    if (conflict.catches(failure)) return;
    if (failure.field && failure.status === 400) {
      setError(failure.field as FieldPath<VacancyFormValues>, { message: failure.message });
    } else {
      setServerError(failure.message);
    }
  });

  // A bare host becomes the address that will be saved (northwind.example → https://…) as the
  // field is left, so the admin sees it before saving; what is refused stays for its message.
  const showNormalisedWebsite = (event: FocusEvent<HTMLInputElement>) => {
    const result = normaliseWebLink(event.target.value);
    if (result.ok && result.url !== event.target.value) {
      setValue('employer.website', result.url, { shouldDirty: true, shouldValidate: true });
    }
  };

  // Errors of nested fields by dotted path ('salary.max', 'employer.name').
  const fields: VacancyFields = { register, errorOf: (path) => errorAt(errors, path) };

  return (
    <Form noValidate onSubmit={submit} aria-label={submitLabel}>
      <EditConflictAlert conflict={conflict} />
      <LeaveDialog guard={guard} />
      {serverError && (
        <Alert variant="danger" role="alert">
          {serverError}
        </Alert>
      )}
      <BasicsCard
        fields={fields}
        onWebsiteBlur={showNormalisedWebsite}
        employerField={
          <OrganisationPicker
            id="vacancy-employer.name"
            label={t('careers.vacancy.employerName')}
            value={employerName}
            invalid={fields.errorOf('employer.name') ?? fields.errorOf('organisationId')}
            hint={
              organisationId
                ? t('careers.vacancyFormOrganisation.picked', { name: employerName })
                : employerName.trim()
                  ? t('careers.vacancyFormOrganisation.new')
                  : undefined
            }
            onInput={(text) => {
              setValue('employer.name', text, { shouldDirty: true });
              if (organisationId) setValue('organisationId', '', { shouldDirty: true });
            }}
            onPick={(organisation) => {
              setValue('organisationId', organisation.id, { shouldDirty: true });
              setValue('employer.name', organisation.name, {
                shouldDirty: true,
                shouldValidate: true,
              });
              if (!getValues('employer.website') && organisation.website) {
                setValue('employer.website', organisation.website, { shouldDirty: true });
              }
            }}
            onBlur={() => void trigger('employer.name')}
          />
        }
      />
      <DescriptionCard fields={fields} description={description} />
      <SalaryCard fields={fields} hasSalary={hasSalary} />
      <RequirementsCard fields={fields} years={years} />
      <ApplyingCard fields={fields} control={form.control} />

      <div className="d-flex justify-content-end align-items-center gap-2 mb-4">
        {autosave && autoState !== 'idle' && (
          <span
            className={`me-auto small${autoState === 'failed' ? ' text-danger' : ' text-body-secondary'}`}
            role="status"
            aria-live="polite"
          >
            {t(`careers.vacancyForm.autosave.${autoState}`)}
          </span>
        )}
        <Button variant="outline-secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('careers.common.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && (
            <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
          )}
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
