import { documentKinds, vacancyTypes, workplaces, type Vacancy } from '@careers/contracts';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link, useNavigate, useParams } from 'react-router';
import { toApiError, type ApiError } from '../../../core/api/api-error.ts';
import {
  useCreateVacancyMutation,
  useGetVacancyQuery,
  useUpdateVacancyMutation,
} from '../../../core/api/vacancies.ts';
import { useRouteMeta } from '../../../core/layout/route-meta.ts';
import { PageHeader } from '../../../core/ui/page-header.tsx';
import { TextAreaField } from '../../../core/ui/text-field.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import { EmployerVacancyPending } from './employer-vacancy-pending.tsx';
import { isEditable } from './employer-vacancy-status.tsx';
import { inputOf, valuesOf, type EmployerVacancyValues } from './employer-vacancy-values.ts';

/** What a text input of the form may set besides its field. */
type InputProps = Partial<Record<'min' | 'max' | 'maxLength', number>> & {
  type?: 'number' | 'datetime-local';
  required?: boolean;
};

export function NewEmployerVacancyPage() {
  return <EmployerVacancyForm />;
}

export function EditEmployerVacancyPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const read = useGetVacancyQuery(id, { refetchOnMountOrArgChange: true });
  const vacancy = read.currentData;
  if (!vacancy) return <EmployerVacancyPending read={read} />;
  if (!isEditable(vacancy)) {
    return (
      <>
        <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />
        <Alert variant="info">{t('employerVacancies.detail.askCareers')}</Alert>
        <Link to={`/employer/vacancies/${vacancy.id}`}>{t('employerVacancies.form.back')}</Link>
      </>
    );
  }
  return <EmployerVacancyForm key={vacancy.id} vacancy={vacancy} />;
}

/** The draft a contact writes: the vacancy's own fields; staff decide the rest when approving. */
function EmployerVacancyForm({ vacancy }: { vacancy?: Vacancy }) {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const navigate = useNavigate();
  const [values, setEmployerVacancyValues] = useState<EmployerVacancyValues>(() =>
    valuesOf(vacancy),
  );
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [create] = useCreateVacancyMutation();
  const [update] = useUpdateVacancyMutation();

  const set = <K extends keyof EmployerVacancyValues>(key: K, value: EmployerVacancyValues[K]) =>
    setEmployerVacancyValues((v) => ({ ...v, [key]: value }));
  const invalid = (field: string) =>
    failure?.field === field || failure?.field?.startsWith(`${field}.`);
  const feedback = (field: string) =>
    invalid(field) ? (
      <Form.Control.Feedback type="invalid">{failure?.message}</Form.Control.Feedback>
    ) : null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const input = inputOf(values);
      const saved = vacancy
        ? await update({
            id: vacancy.id,
            input: { ...input, expectedUpdatedAt: vacancy.updatedAt },
          }).unwrap()
        : await create(input).unwrap();
      void notify('success', t('employerVacancies.form.saved'));
      void navigate(`/employer/vacancies/${saved.id}`);
    } catch (error) {
      setFailure(toApiError(error));
    } finally {
      setBusy(false);
    }
  };

  const text = (
    field: 'title' | 'location' | 'sector' | 'positions' | 'closesAt',
    { md = 6, required = true, ...input }: InputProps & { md?: number },
  ) => (
    <Col md={md} className="mb-3">
      <Form.Group controlId={`employer-vacancy-${field}`}>
        <Form.Label>{t(`employerVacancies.fields.${field}`)}</Form.Label>
        <Form.Control
          {...input}
          value={values[field]}
          required={required}
          isInvalid={invalid(field)}
          onChange={(e) => set(field, e.target.value)}
        />
        {feedback(field)}
      </Form.Group>
    </Col>
  );

  const choice = <K extends 'workplace' | 'type'>(
    field: K,
    options: readonly EmployerVacancyValues[K][],
    label: (option: EmployerVacancyValues[K]) => string,
  ) => (
    <Col md={6} className="mb-3">
      <Form.Group controlId={`employer-vacancy-${field}`}>
        <Form.Label>{t(`employerVacancies.fields.${field}`)}</Form.Label>
        <Form.Select
          value={values[field]}
          onChange={(e) => set(field, e.target.value as EmployerVacancyValues[K])}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {label(option)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </Col>
  );

  return (
    <>
      <PageHeader title={vacancy ? vacancy.title : t(meta.title)} breadcrumb={meta.breadcrumb} />
      <Card>
        <Card.Body>
          <p className="text-body-secondary">{t('employerVacancies.form.intro')}</p>
          {failure && <Alert variant="danger">{failure.message}</Alert>}
          <Form noValidate onSubmit={(e) => void save(e)}>
            <Row>
              {text('title', { maxLength: 160, md: 12 })}
              {text('location', { maxLength: 120 })}
              {text('sector', { maxLength: 80 })}
              {choice('workplace', workplaces, (w) => t(`careers.workplace.${w}`))}
              {choice('type', vacancyTypes, (v) => t(`careers.vacancyType.${v}`))}
              {text('positions', { type: 'number', min: 1, max: 1000, required: false })}
              {text('closesAt', { type: 'datetime-local' })}
              <Col md={12} className="mb-3">
                <TextAreaField
                  id="employer-vacancy-description"
                  label={t('employerVacancies.fields.description')}
                  rows={8}
                  value={values.description}
                  maxLength={20_000}
                  required
                  error={invalid('description') ? failure?.message : undefined}
                  onChange={(description) => set('description', description)}
                  help={t('employerVacancies.form.descriptionHelp')}
                />
              </Col>
              <Col md={12} className="mb-3">
                <fieldset>
                  <legend className="form-label fs-6">
                    {t('employerVacancies.fields.requiredDocuments')}
                  </legend>
                  {documentKinds.map((kind) => (
                    <Form.Check
                      key={kind}
                      inline
                      type="checkbox"
                      id={`employer-vacancy-doc-${kind}`}
                      label={t(`careers.documentKind.${kind}`)}
                      checked={values.requiredDocuments.includes(kind)}
                      onChange={(e) =>
                        set(
                          'requiredDocuments',
                          e.target.checked
                            ? [...values.requiredDocuments, kind]
                            : values.requiredDocuments.filter((k) => k !== kind),
                        )
                      }
                    />
                  ))}
                </fieldset>
              </Col>
            </Row>
            <div className="d-flex gap-2">
              <Button type="submit" disabled={busy}>
                {vacancy ? t('employerVacancies.form.save') : t('employerVacancies.form.create')}
              </Button>
              <Link
                to={vacancy ? `/employer/vacancies/${vacancy.id}` : '/employer/vacancies'}
                className="btn btn-outline-secondary"
              >
                {t('employerVacancies.form.cancel')}
              </Link>
            </div>
          </Form>
        </Card.Body>
      </Card>
    </>
  );
}
