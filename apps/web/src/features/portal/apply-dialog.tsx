import type { Application, DocumentKind, Vacancy } from '@careers/contracts';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Check, X } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverMessage, toApiError } from '../../core/api/api-error.ts';
import { useApplyMutation } from '../../core/api/applications.ts';
import { MY_LIBRARY, useGetDocumentsQuery } from '../../core/api/documents.ts';
import { ErrorState, LoadingBlock } from '../../core/ui/state-views.tsx';
import { useDateFormat } from '../../core/format/use-date-format.ts';
import { useAsyncAction } from '../../core/hooks/use-async-action.ts';
import { FailureAlert } from '../../core/ui/failure-alert.tsx';

const COVER_NOTE_MAX = 5000;

interface ApplyDialogProps {
  vacancy: Vacancy;
  show: boolean;
  onHide(): void;
  onApplied(application: Application): void;
}

/** Choose documents from the library and write a cover note; the server has the last word. */
export function ApplyDialog({ vacancy, show, onHide, onApplied }: ApplyDialogProps) {
  const { formatDate } = useDateFormat();
  const { t } = useTranslation();
  // The library is read afresh each time the dialog opens.
  const read = useGetDocumentsQuery(MY_LIBRARY, { skip: !show });
  const library = {
    data: read.currentData?.data ?? [],
    status: read.isError ? 'failed' : read.currentData && !read.isFetching ? 'ready' : 'loading',
    error: read.isError ? toApiError(read.error).message : null,
  };
  const [apply] = useApplyMutation();
  const [selected, setSelected] = useState<string[]>([]);
  const [coverNote, setCoverNote] = useState('');
  const sending = useAsyncAction();

  // Once the library is in, tick the newest document of each kind the vacancy asks for; the
  // candidate can still change the choice. Done once per opening of the dialog.
  const [prefilled, setPrefilled] = useState(false);
  if (!show && prefilled) setPrefilled(false);
  if (show && !prefilled && library.status === 'ready') {
    setPrefilled(true);
    setSelected(newestOfKinds(library.data, vacancy.requiredDocuments));
  }

  const chosenKinds = new Set(
    library.data.filter((d) => selected.includes(d.id)).map((d) => d.kind),
  );
  const missing = vacancy.requiredDocuments.filter((k) => !chosenKinds.has(k));
  // Kinds the library has no document of at all: only then is uploading the way forward.
  const absent = missing.filter((k) => !library.data.some((d) => d.kind === k));
  const kindName = (k: DocumentKind) => t(`portal.kinds.${k}`);

  const toggle = (id: string) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const submit = () =>
    sending.run(
      async () => {
        const application = await apply({
          vacancyId: vacancy.id,
          documentIds: selected,
          ...(coverNote.trim() ? { coverNote: coverNote.trim() } : {}),
        }).unwrap();
        onApplied(application);
      },
      (failed) => {
        const message = serverMessage(failed);
        const missing = (failed.missing ?? []) as DocumentKind[];
        if (missing.length > 0) {
          return t('portal.apply.missing', { kinds: missing.map(kindName).join(', ') });
        }
        if (message === 'This vacancy is not accepting applications')
          return t('portal.apply.closed');
        if (message === 'You have already applied for this vacancy')
          return t('portal.apply.already');
        return message ?? t('portal.apply.failed');
      },
    );

  return (
    <Modal show={show} onHide={onHide} centered size="lg" aria-labelledby="apply-title">
      <Modal.Header closeButton closeLabel={t('portal.close')}>
        <Modal.Title id="apply-title" as="h2" className="h5">
          {t('portal.apply.title', { title: vacancy.title })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {vacancy.requiredDocuments.length > 0 && (
          <div className="mb-3">
            <p className="fw-semibold mb-1">{t('portal.apply.required')}</p>
            <ul className="list-unstyled mb-0">
              {vacancy.requiredDocuments.map((k) => (
                <li key={k} className={chosenKinds.has(k) ? 'text-success' : 'text-body-secondary'}>
                  {chosenKinds.has(k) ? (
                    <Check size={14} className="me-1" aria-hidden="true" />
                  ) : (
                    <X size={14} className="me-1" aria-hidden="true" />
                  )}
                  {kindName(k)}
                  <span className="visually-hidden">
                    {' '}
                    {t(chosenKinds.has(k) ? 'portal.apply.attached' : 'portal.apply.notAttached')}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold mb-2">{t('portal.apply.documents')}</legend>
          {library.status === 'failed' ? (
            <ErrorState
              text={library.error || t('portal.loadFailed')}
              retryLabel={t('portal.retry')}
              onRetry={() => void read.refetch()}
            />
          ) : library.status !== 'ready' ? (
            <LoadingBlock label={t('portal.loading')} />
          ) : library.data.length === 0 ? (
            <p className="text-body-secondary mb-0">
              {t('portal.apply.noDocuments')}{' '}
              <Link to="/portal/documents">{t('portal.apply.uploadFirst')}</Link>
            </p>
          ) : (
            <div className="list-group">
              {library.data.map((doc) => (
                <label key={doc.id} className="list-group-item d-flex gap-3 align-items-center">
                  <input
                    type="checkbox"
                    className="form-check-input flex-shrink-0 m-0"
                    checked={selected.includes(doc.id)}
                    onChange={() => toggle(doc.id)}
                  />
                  <span className="flex-grow-1 text-break">
                    {doc.fileName}
                    <small className="d-block text-body-secondary">
                      {kindName(doc.kind)} · {formatDate(doc.createdAt)}
                    </small>
                  </span>
                </label>
              ))}
            </div>
          )}
        </fieldset>
        <div className="mb-2">
          <label htmlFor="cover-note" className="form-label fw-semibold">
            {t('portal.apply.coverNote')}
          </label>
          <textarea
            id="cover-note"
            className="form-control"
            rows={5}
            maxLength={COVER_NOTE_MAX}
            value={coverNote}
            aria-describedby="cover-note-count"
            onChange={(e) => setCoverNote(e.target.value)}
          />
          <div id="cover-note-count" className="form-text text-end">
            {coverNote.length} / {COVER_NOTE_MAX}
          </div>
        </div>
        {missing.length > 0 && library.status === 'ready' && (
          <div className="alert alert-warning py-2 mb-2" role="status">
            {t('portal.apply.missing', { kinds: missing.map(kindName).join(', ') })}
            {absent.length > 0 && (
              <>
                {' '}
                <Link to="/portal/documents" className="alert-link">
                  {t('portal.apply.uploadFirst')}
                </Link>
              </>
            )}
          </div>
        )}
        <FailureAlert message={sending.error} className="mb-0" />
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
          {t('portal.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={sending.busy || missing.length > 0 || library.status !== 'ready'}
          onClick={() => void submit()}
        >
          {sending.busy ? t('portal.apply.sending') : t('portal.apply.submit')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

/** The ids of the newest document of each wanted kind the library holds. */
export function newestOfKinds(
  library: { id: string; kind: DocumentKind; createdAt: string }[],
  kinds: DocumentKind[],
): string[] {
  return kinds.flatMap((kind) => {
    const newest = library
      .filter((d) => d.kind === kind)
      .reduce<(typeof library)[number] | undefined>(
        (best, d) => (!best || d.createdAt > best.createdAt ? d : best),
        undefined,
      );
    return newest ? [newest.id] : [];
  });
}
