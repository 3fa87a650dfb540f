import { useState } from 'react';
import { Modal } from 'react-bootstrap';
import { Controller } from 'react-hook-form';
import { Paperclip, X } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { notify } from '../../../core/ui/toasts.tsx';
import { usePanelForm } from '../shared/panel-form.ts';
import { composeMailSchema, emptyMail, formatBytes } from './compose-schema.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

const COPIES = ['cc', 'bcc'] as const;
const NO_COPIES: Record<(typeof COPIES)[number], boolean> = { cc: false, bcc: false };

interface ComposeDialogProps {
  show: boolean;
  onHide: () => void;
}

/** New mail: recipients, subject, formatted body and attachments; validated before sending. */
export function ComposeDialog({ show, onHide }: ComposeDialogProps) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  // The copy fields shown (each toggled by its button beside "To").
  const [copies, setCopies] = useState(NO_COPIES);
  const close = () => {
    reset(emptyMail);
    setFiles([]);
    setCopies(NO_COPIES);
    onHide();
  };
  const { register, control, reset, errors, formState, onSubmit } = usePanelForm(
    composeMailSchema,
    {
      defaultValues: emptyMail,
      save: () => notify('success', t('email.composer.sent')),
      onHide: close,
    },
  );

  const field = (name: 'to' | 'cc' | 'bcc' | 'subject', label: string) => {
    const error = errors[name]?.message;
    return (
      <div className="compose-field" key={name}>
        <label htmlFor={`compose-${name}`} className="form-label mb-0">
          {label}
        </label>
        <div className="flex-grow-1">
          <input
            id={`compose-${name}`}
            type="text"
            className={`form-control form-control-plaintext-like${error ? ' is-invalid' : ''}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `compose-${name}-error` : undefined}
            {...register(name)}
          />
          {error && (
            <div id={`compose-${name}-error`} className="invalid-feedback d-block">
              {t(error)}
            </div>
          )}
        </div>
      </div>
    );
  };

  return (
    <Modal show={show} onHide={close} size="lg" aria-labelledby="compose-title" backdrop="static">
      <form onSubmit={onSubmit} noValidate>
        <Modal.Header closeButton closeLabel={t('email.close')}>
          <Modal.Title id="compose-title" as="h2" className="h5">
            {t('email.composer.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="compose-body">
          <div className="d-flex align-items-start">
            <div className="flex-grow-1">{field('to', t('email.to'))}</div>
            <div className="d-flex gap-1 pt-2">
              {COPIES.map((copy) => (
                <button
                  key={copy}
                  type="button"
                  className="btn btn-sm btn-link"
                  aria-expanded={copies[copy]}
                  onClick={() => setCopies((shown) => ({ ...shown, [copy]: !shown[copy] }))}
                >
                  {t(`email.${copy}`)}
                </button>
              ))}
            </div>
          </div>
          {COPIES.map((copy) => copies[copy] && field(copy, t(`email.${copy}`)))}
          {field('subject', t('email.subject'))}
          <Controller
            control={control}
            name="body"
            render={({ field: body }) => (
              <RichTextEditor
                id="compose-body"
                label={t('email.composer.message')}
                value={body.value}
                onChange={body.onChange}
              />
            )}
          />
          {files.length > 0 && (
            <ul className="list-unstyled px-3 py-2 mb-0" aria-label={t('email.attachments')}>
              {files.map((file, index) => (
                <li key={`${file.name}-${index}`} className="d-flex align-items-center gap-2">
                  <Paperclip size={14} aria-hidden="true" />
                  <span className="text-break">{file.name}</span>
                  <span className="text-body-secondary small">({formatBytes(file.size)})</span>
                  <button
                    type="button"
                    className="btn btn-icon btn-sm btn-text-secondary"
                    aria-label={t('email.composer.removeAttachment', { name: file.name })}
                    onClick={() => setFiles((list) => list.filter((_, i) => i !== index))}
                  >
                    <X size={14} aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Modal.Body>
        <Modal.Footer className="justify-content-between">
          <label
            className="btn btn-icon btn-text-secondary mb-0"
            title={t('email.composer.attach')}
          >
            <Paperclip size={18} aria-hidden="true" />
            <span className="visually-hidden">{t('email.composer.attach')}</span>
            <input
              type="file"
              multiple
              className="visually-hidden"
              onChange={(e) => {
                const chosen = Array.from(e.target.files ?? []);
                setFiles((list) => [...list, ...chosen]);
                e.target.value = '';
              }}
            />
          </label>
          <div className="d-flex gap-2">
            <button type="button" className="btn btn-outline-secondary" onClick={close}>
              {t('email.composer.discard')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
              {t('email.composer.send')}
            </button>
          </div>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
