import {
  documentKinds,
  MAX_DOCUMENTS_PER_CANDIDATE,
  type CareerDocument,
  type DocumentKind,
} from '@careers/contracts';
import { useId, useRef, useState, type DragEvent } from 'react';
import { UploadCloud } from 'react-feather';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { serverMessage, toApiError } from '../../core/api/api-error.ts';
import { useUploadDocumentMutation } from '../../core/api/documents.ts';
import { acceptFor, checkUpload, type UploadProblem } from './upload-checks.ts';
import { ChoiceSelect } from '../../core/ui/choice-select.tsx';
import { SectionCard } from './portal-ui.tsx';
import { FailureAlert } from '../../core/ui/failure-alert.tsx';

interface UploadCardProps {
  /** How many documents the library holds now (the limit is checked before sending). */
  count: number;
  onUploaded(document: CareerDocument): void;
}

/** The rules line under a kind: which types, how large. */
export function uploadRulesKey(kind: DocumentKind): string {
  const rule =
    kind === 'cv' || kind === 'cover_letter' ? 'letters' : kind === 'other' ? 'other' : 'pdf';
  return `portal.documents.rules.${rule}`;
}

/** Kind, a drop zone (or file picker), checks before sending, a progress bar, server answers. */
export function UploadCard({ count, onUploaded }: UploadCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<DocumentKind>('cv');

  return (
    <SectionCard
      headingId={`${id}-title`}
      title={t('portal.documents.uploadTitle')}
      className="mb-4"
    >
      <div className="row g-3">
        <div className="col-12 col-md-4">
          <ChoiceSelect
            id={`${id}-kind`}
            label={t('portal.documents.kind')}
            values={documentKinds}
            labelOf={(k) => t(`portal.kinds.${k}`)}
            value={kind}
            onChange={(e) => setKind(e.target.value as DocumentKind)}
          />
          <p className="form-text mb-0">{t(uploadRulesKey(kind))}</p>
        </div>
        <div className="col-12 col-md-8">
          {/* A new kind starts a fresh zone: no error of the previous kind stays. */}
          <DocumentDropZone key={kind} kind={kind} count={count} onUploaded={onUploaded} />
        </div>
      </div>
    </SectionCard>
  );
}

interface DropZoneProps {
  kind: DocumentKind;
  count: number;
  onUploaded(document: CareerDocument): void;
  /** The zone's own title (the apply dialog names the kind); the library's says "Drop a file here". */
  title?: string;
  /** A line under the title (the kind's rules in the apply dialog). */
  hint?: string;
  compact?: boolean;
}

/**
 * One drop zone for one kind of document: the browser's checks before sending (type, size, the
 * library's limit), a progress bar while it uploads, and the server's answer when it refuses.
 * Used by the library's upload card and, one per missing kind, inside the apply dialog.
 */
export function DocumentDropZone({
  kind,
  count,
  onUploaded,
  title,
  hint,
  compact = false,
}: DropZoneProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const full = count >= MAX_DOCUMENTS_PER_CANDIDATE;
  const [upload] = useUploadDocumentMutation();

  const describe = (problem: UploadProblem) => {
    const name = t(`portal.kinds.${kind}`);
    if (problem.code === 'type') {
      return t('portal.documents.wrongType', { kind: name, types: problem.allowed.join(', ') });
    }
    if (problem.code === 'size')
      return t('portal.documents.tooLarge', { kind: name, max: problem.maxMb });
    return t('portal.documents.empty');
  };

  const send = async (file: File) => {
    setError(null);
    if (full) {
      setError(t('portal.documents.full', { max: MAX_DOCUMENTS_PER_CANDIDATE }));
      return;
    }
    const problem = checkUpload(file, kind);
    if (problem) {
      setError(describe(problem));
      return;
    }
    setProgress(0);
    try {
      const document = await upload({ file, kind, onProgress: setProgress }).unwrap();
      onUploaded(document);
    } catch (failure) {
      const failed = toApiError(failure);
      const { status } = failed;
      const message = serverMessage(failed);
      // 413, 415 and 409 carry the server's own explanation: show it as it is.
      setError(
        message && status && status < 500
          ? t('portal.documents.refused', { message })
          : t('portal.documents.uploadFailed'),
      );
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const drop = (e: DragEvent<HTMLLabelElement>) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file && progress === null) void send(file);
  };

  return (
    <div>
      <label
        htmlFor={`${id}-file`}
        className={`portal-dropzone${dragging ? ' active' : ''}${compact ? ' py-3' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <UploadCloud size={compact ? 24 : 32} className="text-primary mb-2" aria-hidden="true" />
        <span className="d-block fw-semibold">{title ?? t('portal.documents.drop')}</span>
        <span className="d-block small text-body-secondary">
          {hint ?? t('portal.documents.orBrowse')}
        </span>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          className="visually-hidden-focusable position-absolute opacity-0"
          style={{ width: 1, height: 1 }}
          accept={acceptFor(kind)}
          disabled={progress !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void send(file);
          }}
        />
      </label>
      {progress !== null && (
        <div
          className="progress mt-3"
          role="progressbar"
          aria-label={t('portal.documents.uploading')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
        >
          <div
            className="progress-bar progress-bar-striped progress-bar-animated"
            style={{ width: `${Math.round(progress * 100)}%` }}
          >
            {Math.round(progress * 100)}%
          </div>
        </div>
      )}
      <FailureAlert id={`${id}-error`} message={error} className="mt-3 mb-0" />
    </div>
  );
}
