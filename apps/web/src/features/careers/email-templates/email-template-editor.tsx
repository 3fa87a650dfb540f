import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { EmailPreview, EmailTemplate } from '@careers/contracts';
import { toApiError, type ApiError } from '../../../core/api/api-error.ts';
import {
  usePreviewEmailTemplateMutation,
  useRestoreEmailTemplateMutation,
  useSaveEmailTemplateMutation,
} from '../../../core/api/email-templates.ts';
import { sanitizeHtml } from '../../../core/markdown/sanitize-html.ts';
import { TextAreaField } from '../../../core/ui/text-field.tsx';

/**
 * One template's editor: subject, Markdown body, the placeholders to insert, a preview against a
 * real application (rendered by the server, shown through the web's one sanitiser), Save with the
 * server's field errors, and Restore default.
 */
export function EmailTemplateEditor({ template }: { template: EmailTemplate }) {
  const { t } = useTranslation();
  const id = useId();
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [recordId, setRecordId] = useState('');
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [saved, setSaved] = useState(false);
  const [shown, setShown] = useState<EmailPreview | null>(null);
  const [save, saving] = useSaveEmailTemplateMutation();
  const [restore, restoring] = useRestoreEmailTemplateMutation();
  const [preview, previewing] = usePreviewEmailTemplateMutation();
  const key = { kind: template.kind, language: template.language };

  const run = async (action: () => Promise<unknown>) => {
    setFailure(null);
    setSaved(false);
    try {
      await action();
      return true;
    } catch (error) {
      setFailure(toApiError(error));
      return false;
    }
  };
  const fieldError = (field: string) => (failure?.field === field ? failure.message : null);

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => save({ ...key, subject, body }).unwrap()).then((ok) => setSaved(ok));
      }}
    >
      <p className="small text-body-secondary">
        {template.customised
          ? t('careers.emailTemplates.customised', { name: template.updatedByName ?? '' })
          : t('careers.emailTemplates.default')}
      </p>
      <Form.Group controlId={`${id}-subject`} className="mb-3">
        <Form.Label>{t('careers.emailTemplates.subject')}</Form.Label>
        <Form.Control
          value={subject}
          maxLength={200}
          isInvalid={Boolean(fieldError('subject'))}
          onChange={(e) => setSubject(e.target.value)}
        />
        <Form.Control.Feedback type="invalid">{fieldError('subject')}</Form.Control.Feedback>
      </Form.Group>
      <TextAreaField
        id={`${id}-body`}
        className="mb-2"
        label={t('careers.emailTemplates.body')}
        rows={10}
        value={body}
        error={fieldError('body') ?? undefined}
        onChange={setBody}
        aria-describedby={`${id}-placeholders`}
        dir="auto"
      />
      <div id={`${id}-placeholders`} className="mb-3">
        <span className="small me-2">{t('careers.emailTemplates.placeholders')}</span>
        {template.placeholders.map((name) => (
          <Button
            key={name}
            size="sm"
            variant="outline-secondary"
            className="me-1 mb-1"
            onClick={() => setBody((b) => `${b}{{${name}}}`)}
            aria-label={t('careers.emailTemplates.insert', { name })}
          >
            {`{{${name}}}`}
            {template.required.includes(name) && ' *'}
          </Button>
        ))}
        {template.required.length > 0 && (
          <p className="small text-body-secondary mb-0">
            {t('careers.emailTemplates.required', {
              names: template.required.map((n) => `{{${n}}}`).join(', '),
            })}
          </p>
        )}
      </div>
      {template.record === 'application' && (
        <Form.Group controlId={`${id}-record`} className="mb-3">
          <Form.Label>{t('careers.emailTemplates.record')}</Form.Label>
          <Form.Control
            value={recordId}
            onChange={(e) => setRecordId(e.target.value.trim())}
            isInvalid={Boolean(fieldError('recordId'))}
          />
          <Form.Control.Feedback type="invalid">{fieldError('recordId')}</Form.Control.Feedback>
        </Form.Group>
      )}
      {failure && !failure.field && (
        <Alert variant="danger" role="alert">
          {failure.message}
        </Alert>
      )}
      {saved && (
        <Alert variant="success" role="status">
          {t('careers.emailTemplates.saved')}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={saving.isLoading}>
          {t('careers.emailTemplates.save')}
        </Button>
        <Button
          variant="outline-secondary"
          disabled={previewing.isLoading}
          onClick={() =>
            void run(async () =>
              setShown(
                await preview({
                  ...key,
                  subject,
                  body,
                  ...(recordId ? { recordId } : {}),
                }).unwrap(),
              ),
            )
          }
        >
          {t('careers.emailTemplates.preview')}
        </Button>
        <Button
          variant="outline-danger"
          disabled={!template.customised || restoring.isLoading}
          onClick={() =>
            void run(async () => {
              await restore(key).unwrap();
              setSubject(template.defaultSubject);
              setBody(template.defaultBody);
            })
          }
        >
          {t('careers.emailTemplates.restore')}
        </Button>
      </div>
      {shown && (
        <section
          className="border rounded p-3 mt-3"
          aria-label={t('careers.emailTemplates.preview')}
        >
          <p className="fw-semibold">{shown.subject}</p>
          <div
            className="rendered-markdown"
            dir="auto"
            // Rendered and sanitised by the server; sanitised again by the web's one sanitiser.
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(shown.html) }}
          />
        </section>
      )}
    </Form>
  );
}
