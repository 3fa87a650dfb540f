import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { MarkdownView } from '../../../core/markdown/markdown-view.tsx';
import type { VacancyFields } from './vacancy-form-fields.tsx';

interface DescriptionCardProps {
  fields: VacancyFields;
  /** The description as typed, for the preview. */
  description: string;
}

/** The vacancy's Markdown description, written in one tab and previewed in the other. */
export function DescriptionCard({ fields, description }: DescriptionCardProps) {
  const { t } = useTranslation();
  const { register, errorOf } = fields;
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  return (
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
  );
}
