import {
  candidateLevels,
  documentKinds,
  normaliseWebLink,
  salaryPeriods,
  vacancyTypes,
  workplaces,
} from '@careers/contracts';
import { useState, type FocusEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import Row from 'react-bootstrap/Row';
import { useForm, type FieldPath, type RegisterOptions } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MarkdownView } from '../../../core/markdown/markdown-view.tsx';
import { EditConflictAlert, useEditConflict } from '../../../core/ui/edit-conflict.tsx';
import type { ApiError } from '../../../core/api/api-error.ts';
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
  const [tab, setTab] = useState<'write' | 'preview'>('write');
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
  const errorOf = (path: string): string | undefined => {
    let node: unknown = errors;
    for (const part of path.split('.')) {
      node =
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined;
    }
    const message = (node as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? message : undefined;
  };

  const text = (
    name: FieldPath<VacancyFormValues>,
    label: string,
    props: Record<string, unknown> = {},
    options: RegisterOptions<VacancyFormValues> = {},
  ) => (
    <Form.Group controlId={`vacancy-${name}`} className="mb-3">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...register(name, options)}
        isInvalid={Boolean(errorOf(name))}
        aria-invalid={Boolean(errorOf(name))}
        {...props}
      />
      <Form.Control.Feedback type="invalid">{errorOf(name)}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <Form noValidate onSubmit={submit} aria-label={submitLabel}>
      <EditConflictAlert conflict={conflict} />
      {serverError && (
        <Alert variant="danger" role="alert">
          {serverError}
        </Alert>
      )}
      <Card className="mb-4">
        <Card.Body>
          <h2 className="h5 mb-3">{t('careers.vacancyForm.basics')}</h2>
          {text('title', t('careers.vacancy.title'))}
          <Row>
            <Col md={4}>{text('employer.name', t('careers.vacancy.employerName'))}</Col>
            <Col md={4}>
              {text(
                'employer.website',
                t('careers.vacancy.employerWebsite'),
                { type: 'url', inputMode: 'url', placeholder: 'example.com' },
                { onBlur: showNormalisedWebsite },
              )}
            </Col>
            <Col md={4}>
              {text('employer.contactEmail', t('careers.vacancy.contactEmail'), { type: 'email' })}
            </Col>
          </Row>
          <Row>
            <Col md={4}>{text('location', t('careers.vacancy.location'))}</Col>
            <Col md={4}>
              <Form.Group controlId="vacancy-workplace" className="mb-3">
                <Form.Label>{t('careers.vacancy.workplace')}</Form.Label>
                <Form.Select {...register('workplace')}>
                  {workplaces.map((w) => (
                    <option key={w} value={w}>
                      {t(`careers.workplace.${w}`)}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
            <Col md={4}>
              <Form.Group controlId="vacancy-type" className="mb-3">
                <Form.Label>{t('careers.vacancy.type')}</Form.Label>
                <Form.Select {...register('type')}>
                  {vacancyTypes.map((v) => (
                    <option key={v} value={v}>
                      {t(`careers.vacancyType.${v}`)}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
          </Row>
          <Row>
            <Col md={4}>{text('sector', t('careers.vacancy.sector'))}</Col>
            <Col md={4}>
              <Form.Group controlId="vacancy-positions" className="mb-3">
                <Form.Label>{t('careers.vacancy.positions')}</Form.Label>
                <Form.Control
                  type="number"
                  min={1}
                  {...register('positions', { valueAsNumber: true })}
                  isInvalid={Boolean(errorOf('positions'))}
                  aria-invalid={Boolean(errorOf('positions'))}
                />
                <Form.Control.Feedback type="invalid">{errorOf('positions')}</Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col md={4}>
              {text('closesAt', t('careers.vacancy.closesAt'), { type: 'datetime-local' })}
            </Col>
          </Row>
        </Card.Body>
      </Card>

      <Card className="mb-4">
        <Card.Body>
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
            <h2 className="h5 mb-0" id="vacancy-description-heading">
              {t('careers.vacancy.description')}
            </h2>
            <Nav
              variant="pills"
              activeKey={tab}
              onSelect={(k) => setTab(k === 'preview' ? 'preview' : 'write')}
              role="tablist"
            >
              <Nav.Item>
                <Nav.Link eventKey="write" role="tab" aria-selected={tab === 'write'}>
                  {t('careers.vacancyForm.write')}
                </Nav.Link>
              </Nav.Item>
              <Nav.Item>
                <Nav.Link eventKey="preview" role="tab" aria-selected={tab === 'preview'}>
                  {t('careers.vacancyForm.preview')}
                </Nav.Link>
              </Nav.Item>
            </Nav>
          </div>
          <Form.Group controlId="vacancy-description" hidden={tab !== 'write'}>
            <Form.Label className="visually-hidden">{t('careers.vacancy.description')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={10}
              {...register('description')}
              isInvalid={Boolean(errorOf('description'))}
              aria-invalid={Boolean(errorOf('description'))}
              aria-describedby="vacancy-description-help"
            />
            <Form.Text id="vacancy-description-help">
              {t('careers.vacancyForm.markdownHelp')}
            </Form.Text>
            <Form.Control.Feedback type="invalid">{errorOf('description')}</Form.Control.Feedback>
          </Form.Group>
          {tab === 'preview' && (
            <div
              className="careers-preview border rounded p-3"
              aria-label={t('careers.vacancyForm.preview')}
            >
              {description.trim() ? (
                <MarkdownView source={description} />
              ) : (
                <p className="text-body-secondary mb-0">
                  {t('careers.vacancyForm.nothingToPreview')}
                </p>
              )}
              {errorOf('description') && (
                <p className="text-danger small mt-2 mb-0">{errorOf('description')}</p>
              )}
            </div>
          )}
        </Card.Body>
      </Card>

      <Card className="mb-4">
        <Card.Body>
          <h2 className="h5 mb-3">{t('careers.vacancy.salary')}</h2>
          <Form.Check
            type="switch"
            id="vacancy-hasSalary"
            label={t('careers.vacancyForm.includeSalary')}
            {...register('hasSalary')}
            className="mb-3"
          />
          {hasSalary && (
            <Row>
              <Col sm={6} lg={3}>
                <Form.Group controlId="vacancy-salary-min" className="mb-3">
                  <Form.Label>{t('careers.vacancy.salaryMin')}</Form.Label>
                  <Form.Control
                    type="number"
                    min={0}
                    {...register('salary.min', { valueAsNumber: true })}
                    isInvalid={Boolean(errorOf('salary.min'))}
                    aria-invalid={Boolean(errorOf('salary.min'))}
                  />
                  <Form.Control.Feedback type="invalid">
                    {errorOf('salary.min')}
                  </Form.Control.Feedback>
                </Form.Group>
              </Col>
              <Col sm={6} lg={3}>
                <Form.Group controlId="vacancy-salary-max" className="mb-3">
                  <Form.Label>{t('careers.vacancy.salaryMax')}</Form.Label>
                  <Form.Control
                    type="number"
                    min={0}
                    {...register('salary.max', { valueAsNumber: true })}
                    isInvalid={Boolean(errorOf('salary.max'))}
                    aria-invalid={Boolean(errorOf('salary.max'))}
                  />
                  <Form.Control.Feedback type="invalid">
                    {errorOf('salary.max')}
                  </Form.Control.Feedback>
                </Form.Group>
              </Col>
              <Col sm={6} lg={3}>
                {text('salary.currency', t('careers.vacancy.currency'), { maxLength: 3 })}
              </Col>
              <Col sm={6} lg={3}>
                <Form.Group controlId="vacancy-salary-period" className="mb-3">
                  <Form.Label>{t('careers.vacancy.period')}</Form.Label>
                  <Form.Select {...register('salary.period')}>
                    {salaryPeriods.map((p) => (
                      <option key={p} value={p}>
                        {t(`careers.salaryPeriod.${p}`)}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
              </Col>
            </Row>
          )}
        </Card.Body>
      </Card>

      <Card className="mb-4">
        <Card.Body>
          <h2 className="h5 mb-3">{t('careers.vacancyForm.requirements')}</h2>
          <Row>
            <Col md={4}>
              <fieldset className="mb-3">
                <legend className="form-label fs-6">
                  {t('careers.vacancy.requiredDocuments')}
                </legend>
                {documentKinds.map((kind) => (
                  <Form.Check
                    key={kind}
                    id={`vacancy-doc-${kind}`}
                    value={kind}
                    label={t(`careers.documentKind.${kind}`)}
                    {...register('requiredDocuments')}
                  />
                ))}
              </fieldset>
            </Col>
            <Col md={4}>
              <fieldset className="mb-3">
                <legend className="form-label fs-6">{t('careers.vacancy.levels')}</legend>
                {candidateLevels.map((level) => (
                  <Form.Check
                    key={level}
                    id={`vacancy-level-${level}`}
                    value={level}
                    label={t(`careers.level.${level}`)}
                    {...register('eligibility.levels')}
                  />
                ))}
                <Form.Text>{t('careers.vacancyForm.anyIfNone')}</Form.Text>
              </fieldset>
            </Col>
            <Col md={4}>
              <fieldset className="mb-3">
                <legend className="form-label fs-6">{t('careers.vacancy.graduationYears')}</legend>
                <div className="careers-year-grid">
                  {years.map((year) => (
                    <Form.Check
                      key={year}
                      id={`vacancy-year-${year}`}
                      value={year}
                      label={year}
                      {...register('eligibility.graduationYears')}
                    />
                  ))}
                </div>
                <Form.Text>{t('careers.vacancyForm.anyIfNone')}</Form.Text>
              </fieldset>
            </Col>
          </Row>
        </Card.Body>
      </Card>

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
