import { normaliseWebLink } from '@careers/contracts';
import { useState, type FocusEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditConflictAlert, useEditConflict } from '../../../core/ui/edit-conflict.tsx';
import type { ApiError } from '../../../core/api/api-error.ts';
import { DescriptionCard } from './vacancy-description-card.tsx';
import { errorAt, type VacancyFields } from './vacancy-form-fields.tsx';
import { BasicsCard, RequirementsCard, SalaryCard } from './vacancy-form-sections.tsx';
import {
  emptyVacancyValues,
  graduationYearOptions,
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
}

export function VacancyForm({
  initial,
  version: initialVersion,
  submitLabel,
  onSubmit,
  onReload,
  onCancel,
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
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const conflict = useEditConflict(form, async () => {
    if (!onReload) return;
    const latest = await onReload();
    reset(latest.values);
    setVersion(latest.version);
  });

  // react-hook-form's watch re-reads on each render by design; the compiler skips memoising.
  // eslint-disable-next-line react-hooks/incompatible-library
  const hasSalary = watch('hasSalary');
  const description = watch('description');
  const chosenYears = watch('eligibility.graduationYears');
  const [years] = useState(() => graduationYearOptions(chosenYears));

  const submit = handleSubmit(async (input) => {
    setServerError(null);
    const failure = await onSubmit(input, version);
    if (!failure) {
      conflict.clear();
      return;
    }
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
      {serverError && (
        <Alert variant="danger" role="alert">
          {serverError}
        </Alert>
      )}
      <BasicsCard fields={fields} onWebsiteBlur={showNormalisedWebsite} />
      <DescriptionCard fields={fields} description={description} />
      <SalaryCard fields={fields} hasSalary={hasSalary} />
      <RequirementsCard fields={fields} years={years} />

      <div className="d-flex justify-content-end gap-2 mb-4">
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
