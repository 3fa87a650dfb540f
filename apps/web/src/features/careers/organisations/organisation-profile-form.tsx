import { organisationSizes } from '@careers/contracts';
import { useId } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { OrganisationProfileValues } from '../../../core/forms/organisation-profile.ts';
import { TextAreaField } from '../../../core/ui/text-field.tsx';
import { FormModal } from '../shared/form-modal.tsx';

export const emptyProfile: OrganisationProfileValues = {
  name: '',
  website: '',
  sector: '',
  size: '',
  address: '',
  description: '',
};

/** The profile as the API takes it: size null when not given. */
export function profileInput(values: OrganisationProfileValues) {
  return {
    name: values.name.trim(),
    website: values.website.trim(),
    sector: values.sector.trim(),
    size: values.size === '' ? null : values.size,
    address: values.address.trim(),
    description: values.description.trim(),
  };
}

/** A dialog with the organisation's profile fields: creating one, or editing one. */
export function ProfileDialog(props: {
  show: boolean;
  title: string;
  submitLabel: string;
  values: OrganisationProfileValues;
  onChange: (values: OrganisationProfileValues) => void;
  busy: boolean;
  error: string | null;
  /** The field the server refused, to mark. */
  field?: string | undefined;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { values, onChange } = props;
  const set = (key: keyof OrganisationProfileValues) => (e: { target: { value: string } }) =>
    onChange({ ...values, [key]: e.target.value });
  const invalid = (key: string) => props.field === key;
  return (
    <FormModal
      show={props.show}
      size="lg"
      title={props.title}
      busy={props.busy}
      error={props.error}
      submitLabel={props.submitLabel}
      submitDisabled={values.name.trim() === ''}
      onSubmit={props.onSubmit}
      onCancel={props.onCancel}
    >
      <Form.Group className="mb-3" controlId={`${id}-name`}>
        <Form.Label>{t('careers.organisation.name')}</Form.Label>
        <Form.Control
          value={values.name}
          onChange={set('name')}
          required
          maxLength={160}
          isInvalid={invalid('name')}
        />
      </Form.Group>
      <Row>
        <Col md={6}>
          <Form.Group className="mb-3" controlId={`${id}-website`}>
            <Form.Label>{t('careers.organisation.website')}</Form.Label>
            <Form.Control
              value={values.website}
              onChange={set('website')}
              type="url"
              inputMode="url"
              dir="ltr"
              placeholder="example.com"
              isInvalid={invalid('website')}
            />
          </Form.Group>
        </Col>
        <Col md={3}>
          <Form.Group className="mb-3" controlId={`${id}-sector`}>
            <Form.Label>{t('careers.organisation.sector')}</Form.Label>
            <Form.Control value={values.sector} onChange={set('sector')} maxLength={80} />
          </Form.Group>
        </Col>
        <Col md={3}>
          <Form.Group className="mb-3" controlId={`${id}-size`}>
            <Form.Label>{t('careers.organisation.size')}</Form.Label>
            <Form.Select value={values.size} onChange={set('size')}>
              <option value="">{t('careers.organisation.sizeUnknown')}</option>
              {organisationSizes.map((s) => (
                <option key={s} value={s}>
                  {t(`careers.organisationSize.${s}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
      </Row>
      <Form.Group className="mb-3" controlId={`${id}-address`}>
        <Form.Label>{t('careers.organisation.address')}</Form.Label>
        <Form.Control value={values.address} onChange={set('address')} maxLength={300} />
      </Form.Group>
      <TextAreaField
        id={`${id}-description`}
        label={t('careers.organisation.description')}
        rows={4}
        value={values.description}
        onChange={(description) => onChange({ ...values, description })}
        maxLength={5000}
      />
    </FormModal>
  );
}
