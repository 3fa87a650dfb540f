import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import {
  applicationMoveNeedsInternalReason,
  internalReasonKindOf,
  type ApplicationStatus,
} from '@careers/contracts';
import {
  usePreviewApplicationMoveMutation,
  type ApplicationMove,
} from '../../../core/api/applications.ts';
import { useGetReasonsQuery } from '../../../core/api/reasons.ts';
import { ConfirmBody, ConfirmFrame } from '../../../core/ui/confirm-dialog.tsx';
import { TextAreaField } from '../../../core/ui/text-field.tsx';

export interface MoveDialogProps {
  show: boolean;
  title: string;
  body?: ReactNode;
  /** The status the move goes to; rejected and on hold ask for an internal reason. */
  to: ApplicationStatus | null;
  /** Reopening a rejection must tell the candidate why. */
  messageRequired?: boolean;
  confirmLabel: string;
  variant?: string | undefined;
  busy?: boolean;
  error?: string | null;
  onConfirm: (move: Omit<ApplicationMove, 'status'>) => void;
  onCancel: () => void;
  /** One application's move: staff may preview the email it sends. */
  applicationId?: string | undefined;
}

const TEXT_MAX = 2000;
/** The sanitiser arrives with the first preview, not with every screen that can move. */
const SanitizedHtml = lazy(() => import('../../../core/markdown/sanitized-html.tsx'));

/**
 * Confirms a move of one or more applications, with what the move carries (issue 20): the internal
 * reason from the managed list (required to reject, optional on hold), the message the candidate
 * reads, and a staff-only note. Internal and candidate-facing texts are kept visibly apart.
 */
export function MoveDialog(props: MoveDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const kind = props.to ? internalReasonKindOf(props.to) : null;
  const reasonRequired = props.to ? applicationMoveNeedsInternalReason(props.to) : false;
  const askMessage = kind !== null || Boolean(props.messageRequired);
  const reasons = useGetReasonsQuery(
    { kind: kind ?? 'rejected', status: 'active' },
    { skip: !props.show || kind === null },
  );
  const [reasonId, setReasonId] = useState('');
  const [message, setMessage] = useState('');
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  // Staff may choose not to email the candidate about this move (it wins over the defaults).
  const [send, setSend] = useState(true);
  const [preview, previewState] = usePreviewApplicationMoveMutation();
  // Each opening starts empty, however the last one ended.
  const [shown, setShown] = useState(props.show);
  if (props.show !== shown) {
    setShown(props.show);
    if (props.show) {
      setReasonId('');
      setMessage('');
      setNote('');
      setTouched(false);
      setSend(true);
      previewState.reset();
    }
  }
  const missingReason = reasonRequired && reasonId === '';
  const missingMessage = Boolean(props.messageRequired) && message.trim() === '';
  const options = reasons.currentData?.data ?? [];

  return (
    <ConfirmFrame
      show={props.show}
      title={props.title}
      confirmLabel={props.confirmLabel}
      variant={props.variant}
      busy={props.busy}
      error={props.error}
      onSubmit={() => {
        setTouched(true);
        if (missingReason || missingMessage) return;
        props.onConfirm({
          ...(kind && reasonId ? { reasonId } : {}),
          ...(askMessage && message.trim() ? { message: message.trim() } : {}),
          ...(note.trim() ? { note: note.trim() } : {}),
          ...(send ? {} : { notify: false }),
        });
      }}
      onCancel={props.onCancel}
    >
      <ConfirmBody body={props.body} />
      {kind && (
        <Form.Group controlId={`${id}-reason`} className="mt-3">
          <Form.Label>
            {t(
              reasonRequired
                ? 'careers.reasons.move.reason'
                : 'careers.reasons.move.reasonOptional',
            )}
          </Form.Label>
          <Form.Select
            value={reasonId}
            isInvalid={touched && missingReason}
            onChange={(e) => setReasonId(e.target.value)}
            aria-describedby={`${id}-reason-help`}
            disabled={reasons.isFetching && options.length === 0}
            autoFocus
          >
            <option value="">
              {t(reasonRequired ? 'careers.reasons.move.choose' : 'careers.reasons.move.none')}
            </option>
            {options.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">
            {t('careers.reasons.move.reasonRequired')}
          </Form.Control.Feedback>
          <Form.Text id={`${id}-reason-help`} className="d-block">
            {t('careers.reasons.move.reasonHelp')}
          </Form.Text>
          {reasons.isSuccess && options.length === 0 && (
            <Alert variant="warning" className="mt-2 mb-0 small">
              {t('careers.reasons.move.noReasons')}
            </Alert>
          )}
        </Form.Group>
      )}
      {askMessage && (
        <TextAreaField
          id={`${id}-message`}
          className="mt-3"
          label={t(
            props.messageRequired
              ? 'careers.reasons.move.message'
              : 'careers.reasons.move.messageOptional',
          )}
          maxLength={TEXT_MAX}
          value={message}
          onChange={setMessage}
          error={touched && missingMessage ? t('frame.reasonRequired') : undefined}
          help={t('careers.reasons.move.messageHelp')}
          autoFocus={!kind}
        />
      )}
      <TextAreaField
        id={`${id}-note`}
        className="mt-3"
        label={t('careers.reasons.move.note')}
        rows={2}
        maxLength={TEXT_MAX}
        value={note}
        onChange={setNote}
        help={t('careers.reasons.move.noteHelp')}
      />
      <Form.Check
        type="checkbox"
        id={`${id}-notify`}
        className="mt-3"
        label={t('careers.emailTemplates.move.send')}
        checked={send}
        onChange={(e) => {
          setSend(e.target.checked);
          previewState.reset();
        }}
      />
      {props.applicationId && props.to && (
        <div className="mt-2">
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={previewState.isLoading}
            onClick={() =>
              void preview({
                id: props.applicationId!,
                status: props.to!,
                ...(askMessage && message.trim() ? { message: message.trim() } : {}),
                ...(send ? {} : { notify: false }),
              })
            }
          >
            {t('careers.emailTemplates.move.preview')}
          </Button>
          <div aria-live="polite">
            {previewState.data &&
              (previewState.data.email ? (
                <section
                  className="border rounded p-2 mt-2 small"
                  aria-label={t('careers.emailTemplates.move.previewTitle')}
                >
                  <p className="fw-semibold mb-1">{previewState.data.email.subject}</p>
                  {/* The server's sanitised HTML, sanitised again by the web's one sanitiser. */}
                  <Suspense fallback={null}>
                    <SanitizedHtml html={previewState.data.email.html} />
                  </Suspense>
                </section>
              ) : (
                <p className="text-body-secondary small mt-2 mb-0">
                  {t('careers.emailTemplates.move.none')}
                </p>
              ))}
          </div>
        </div>
      )}
    </ConfirmFrame>
  );
}
