import type { CareerDocument, DocumentKind } from '@careers/contracts';
import { Check, X } from 'react-feather';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { useDateFormat } from '../../core/format/use-date-format.ts';
import { ErrorState, LoadingBlock } from '../../core/ui/state-views.tsx';
import { DocumentDropZone, uploadRulesKey } from './upload-card.tsx';

/** The kinds the vacancy asks for, each ticked when a chosen document is of that kind. */
export function RequiredDocuments({
  kinds,
  chosen,
}: {
  kinds: DocumentKind[];
  chosen: Set<DocumentKind>;
}) {
  const { t } = useTranslation();
  if (kinds.length === 0) return null;
  return (
    <div className="mb-3">
      <p className="fw-semibold mb-1">{t('portal.apply.required')}</p>
      <ul className="list-unstyled mb-0">
        {kinds.map((k) => (
          <li key={k} className={chosen.has(k) ? 'text-success' : 'text-body-secondary'}>
            {chosen.has(k) ? (
              <Check size={14} className="me-1" aria-hidden="true" />
            ) : (
              <X size={14} className="me-1" aria-hidden="true" />
            )}
            {t(`portal.kinds.${k}`)}
            <span className="visually-hidden">
              {' '}
              {t(chosen.has(k) ? 'portal.apply.attached' : 'portal.apply.notAttached')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface DocumentChoiceProps {
  /** The library; null while it loads. */
  documents: CareerDocument[] | null;
  /** The library's failure, when it failed. */
  failure: string | null;
  onRetry(): void;
  selected: string[];
  onToggle(id: string): void;
  /** Kinds the library has no document of: each gets a drop zone. */
  absent: DocumentKind[];
  onUploaded(doc: CareerDocument): void;
}

/** The library's documents to tick, and a drop zone for each kind the library lacks. */
export function DocumentChoice({
  documents,
  failure,
  onRetry,
  selected,
  onToggle,
  absent,
  onUploaded,
}: DocumentChoiceProps) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  const kindName = (k: DocumentKind) => t(`portal.kinds.${k}`);
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold mb-2">{t('portal.apply.documents')}</legend>
      {failure !== null ? (
        <ErrorState
          text={failure || t('portal.loadFailed')}
          retryLabel={t('portal.retry')}
          onRetry={onRetry}
        />
      ) : !documents ? (
        <LoadingBlock label={t('portal.loading')} />
      ) : documents.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('portal.apply.noDocuments')}</p>
      ) : (
        <div className="list-group">
          {documents.map((doc) => (
            <label key={doc.id} className="list-group-item d-flex gap-3 align-items-center">
              <input
                type="checkbox"
                className="form-check-input flex-shrink-0 m-0"
                checked={selected.includes(doc.id)}
                onChange={() => onToggle(doc.id)}
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
      {documents && absent.length > 0 && (
        <div className="mt-3">
          <p className="small text-body-secondary mb-2">{t('portal.apply.uploadHere')}</p>
          <div className="row g-3">
            {absent.map((kind) => (
              <div key={kind} className={absent.length > 1 ? 'col-12 col-md-6' : 'col-12'}>
                <DocumentDropZone
                  kind={kind}
                  count={documents.length}
                  compact
                  title={t('portal.apply.uploadKind', { kind: kindName(kind) })}
                  hint={t(uploadRulesKey(kind))}
                  onUploaded={onUploaded}
                />
              </div>
            ))}
          </div>
        </div>
      )}
    </fieldset>
  );
}
