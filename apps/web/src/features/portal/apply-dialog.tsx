import {
  candidateLevels,
  profileFieldsForApplying,
  type Application,
  type Candidate,
  type CandidateLevel,
  type DocumentKind,
  type ProfileFieldForApplying,
  type Vacancy,
} from '@careers/contracts';
import { useEffect, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Check, X } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { serverMessage, toApiError } from '../../core/api/api-error.ts';
import {
  useApplyMutation,
  useGetApplicationDraftQuery,
  useSaveApplicationDraftMutation,
} from '../../core/api/applications.ts';
import { useGetCandidateQuery, useUpdateCandidateMutation } from '../../core/api/candidates.ts';
import { MY_LIBRARY, useGetDocumentsQuery } from '../../core/api/documents.ts';
import { selectUser } from '../../core/auth/auth.slice.ts';
import { ErrorState, LoadingBlock } from '../../core/ui/state-views.tsx';
import { useDateFormat } from '../../core/format/use-date-format.ts';
import { useAsyncAction } from '../../core/hooks/use-async-action.ts';
import { FailureAlert } from '../../core/ui/failure-alert.tsx';
import { ChoiceSelect } from './portal-ui.tsx';
import { DocumentDropZone, uploadRulesKey } from './upload-card.tsx';

const COVER_NOTE_MAX = 5000;
/** How long typing pauses before the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 800;

interface ApplyDialogProps {
  vacancy: Vacancy;
  show: boolean;
  onHide(): void;
  onApplied(application: Application): void;
}

/** A failure the dialog found itself (an unanswered question), not the server. */
const LOCAL_CHECK = 'apply_dialog_check';

type DraftState = 'idle' | 'saving' | 'saved' | 'failed';

/** The profile answers the dialog asks for when the profile lacks them. */
export interface ProfileAnswers {
  level: CandidateLevel | '';
  graduationYear: string;
  programme: string;
}

/** The profile fields an application needs that the profile has not got. */
export function missingProfileFields(
  profile: Pick<Candidate, ProfileFieldForApplying>,
): ProfileFieldForApplying[] {
  return profileFieldsForApplying.filter((field) => {
    const value = profile[field];
    return value === null || (typeof value === 'string' && value.trim() === '');
  });
}

/** The first answer that is not usable, or the profile change to save. */
export function checkProfileAnswers(
  answers: ProfileAnswers,
  asked: ProfileFieldForApplying[],
):
  | { field: ProfileFieldForApplying }
  | { patch: Partial<Pick<Candidate, ProfileFieldForApplying>> } {
  const patch: Partial<Pick<Candidate, ProfileFieldForApplying>> = {};
  for (const field of asked) {
    if (field === 'level') {
      if (!answers.level) return { field };
      patch.level = answers.level;
    } else if (field === 'graduationYear') {
      const year = Number(answers.graduationYear.trim());
      if (!answers.graduationYear.trim() || !Number.isInteger(year) || year < 1950 || year > 2100)
        return { field };
      patch.graduationYear = year;
    } else {
      const programme = answers.programme.trim();
      if (!programme || programme.length > 120) return { field };
      patch.programme = programme;
    }
  }
  return { patch };
}

/**
 * Choose documents from the library (or upload a missing kind right here), answer the profile
 * questions an application needs, and write a cover note that is saved to the server as it is
 * typed, so it survives any navigation. The server has the last word.
 */
export function ApplyDialog({ vacancy, show, onHide, onApplied }: ApplyDialogProps) {
  const { formatDate } = useDateFormat();
  const { t } = useTranslation();
  const user = useSelector(selectUser);
  // The library, the profile and the draft are read afresh each time the dialog opens.
  const read = useGetDocumentsQuery(MY_LIBRARY, { skip: !show });
  const profileRead = useGetCandidateQuery(user ? String(user.id) : '', { skip: !show || !user });
  const draftRead = useGetApplicationDraftQuery(vacancy.id, { skip: !show });
  const library = {
    data: read.currentData?.data ?? [],
    status: read.isError ? 'failed' : read.currentData && !read.isFetching ? 'ready' : 'loading',
    error: read.isError ? toApiError(read.error).message : null,
  };
  const profile = profileRead.currentData;
  const [apply] = useApplyMutation();
  const [saveDraft] = useSaveApplicationDraftMutation();
  const [updateCandidate] = useUpdateCandidateMutation();
  const [selected, setSelected] = useState<string[]>([]);
  const [coverNote, setCoverNote] = useState('');
  const [answers, setAnswers] = useState<ProfileAnswers>({
    level: '',
    graduationYear: '',
    programme: '',
  });
  const [invalid, setInvalid] = useState<ProfileFieldForApplying | null>(null);
  const sending = useAsyncAction();

  // Once the library is in, tick the newest document of each kind the vacancy asks for; the
  // candidate can still change the choice. Done once per opening of the dialog.
  const [prefilled, setPrefilled] = useState(false);
  if (!show && prefilled) setPrefilled(false);
  if (show && !prefilled && library.status === 'ready') {
    setPrefilled(true);
    setSelected((ids) => [
      ...new Set([...ids, ...newestOfKinds(library.data, vacancy.requiredDocuments)]),
    ]);
  }

  // The questions are fixed when the profile first shows in this opening (answering one does
  // not make its field disappear while typing).
  const [asked, setAsked] = useState<ProfileFieldForApplying[] | null>(null);
  if (!show && asked) setAsked(null);
  if (show && !asked && profile) {
    setAsked(missingProfileFields(profile));
    setAnswers({
      level: profile.level ?? '',
      graduationYear: profile.graduationYear ? String(profile.graduationYear) : '',
      programme: profile.programme ?? '',
    });
  }

  // The draft: loaded when the dialog opens, saved as the candidate types (once typing pauses),
  // and saved at once when the dialog closes or the page goes. Kept on the server only.
  const [draftLoaded, setDraftLoaded] = useState(false);
  const [draftState, setDraftState] = useState<DraftState>('idle');
  if (!show && draftLoaded) setDraftLoaded(false);
  if (show && !draftLoaded && (draftRead.currentData || draftRead.isError)) {
    setDraftLoaded(true);
    const note = draftRead.currentData?.coverNote ?? '';
    setCoverNote(note);
    setDraftState(note ? 'saved' : 'idle');
  }
  /** Typed and not yet saved (null: nothing waits). */
  const pending = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const store = (note: string) => {
    window.clearTimeout(timer.current);
    setDraftState('saving');
    saveDraft({ vacancyId: vacancy.id, coverNote: note })
      .unwrap()
      .then(() => {
        if (pending.current !== note) return;
        pending.current = null;
        setDraftState(note ? 'saved' : 'idle');
      })
      .catch(() => setDraftState('failed'));
  };
  const typed = (note: string) => {
    setCoverNote(note);
    pending.current = note;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => store(note), DRAFT_SAVE_DELAY_MS);
  };
  const flush = useRef<() => void>(() => undefined);
  useEffect(() => {
    flush.current = () => {
      if (pending.current !== null) store(pending.current);
    };
  });
  useEffect(() => {
    if (!show) return;
    return () => flush.current();
  }, [show]);

  const chosenKinds = new Set(
    library.data.filter((d) => selected.includes(d.id)).map((d) => d.kind),
  );
  const missing = vacancy.requiredDocuments.filter((k) => !chosenKinds.has(k));
  // Kinds the library has no document of at all: those get a drop zone here.
  const absent = missing.filter((k) => !library.data.some((d) => d.kind === k));
  const kindName = (k: DocumentKind) => t(`portal.kinds.${k}`);

  const toggle = (id: string) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const fieldLabel = (field: ProfileFieldForApplying) => t(`portal.profile.${field}`);
  const answerError = (field: ProfileFieldForApplying) =>
    field === 'graduationYear'
      ? t('portal.apply.yearInvalid')
      : t('portal.apply.answerNeeded', { field: fieldLabel(field) });

  const submit = () =>
    sending.run(
      async () => {
        setInvalid(null);
        if (asked && asked.length > 0 && profile) {
          const checked = checkProfileAnswers(answers, asked);
          if ('field' in checked) {
            setInvalid(checked.field);
            document.getElementById(`apply-${checked.field}`)?.focus();
            throw { message: answerError(checked.field), code: LOCAL_CHECK };
          }
          const updated = await updateCandidate({
            id: profile.id,
            input: { ...checked.patch, expectedUpdatedAt: profile.updatedAt },
          }).unwrap();
          setAsked(missingProfileFields(updated));
        }
        // Sending: the note goes with the application (a failure saves it as a draft below).
        window.clearTimeout(timer.current);
        const application = await apply({
          vacancyId: vacancy.id,
          documentIds: selected,
          ...(coverNote.trim() ? { coverNote: coverNote.trim() } : {}),
        }).unwrap();
        pending.current = null;
        onApplied(application);
      },
      (failed) => {
        if (pending.current !== null) store(pending.current);
        if (failed.code === LOCAL_CHECK) return failed.message;
        const message = serverMessage(failed);
        const missing = (failed.missing ?? []) as DocumentKind[];
        if (missing.length > 0) {
          return t('portal.apply.missing', { kinds: missing.map(kindName).join(', ') });
        }
        if (profileFieldsForApplying.includes(failed.field as ProfileFieldForApplying)) {
          return t('portal.apply.profileNeeded');
        }
        if (message === 'This vacancy is not accepting applications')
          return t('portal.apply.closed');
        if (message === 'You have already applied for this vacancy')
          return t('portal.apply.already');
        return message ?? t('portal.apply.failed');
      },
    );

  const questions = asked ?? [];

  return (
    <Modal show={show} onHide={onHide} centered size="lg" aria-labelledby="apply-title">
      <Modal.Header closeButton closeLabel={t('portal.close')}>
        <Modal.Title id="apply-title" as="h2" className="h5">
          {t('portal.apply.title', { title: vacancy.title })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {questions.length > 0 && (
          <fieldset className="mb-3" aria-describedby="apply-about-hint">
            <legend className="fs-6 fw-semibold mb-1">{t('portal.apply.aboutYou')}</legend>
            <p id="apply-about-hint" className="form-text mt-0 mb-2">
              {t('portal.apply.aboutYouHint')}
            </p>
            <div className="row g-3">
              {questions.includes('level') && (
                <div className="col-12 col-md-4">
                  <ChoiceSelect
                    id="apply-level"
                    label={fieldLabel('level')}
                    values={candidateLevels}
                    labelOf={(l) => t(`portal.levels.${l}`)}
                    emptyLabel={t('portal.profile.notSet')}
                    value={answers.level}
                    aria-invalid={invalid === 'level' || undefined}
                    required
                    onChange={(e) =>
                      setAnswers((a) => ({ ...a, level: e.target.value as CandidateLevel | '' }))
                    }
                  />
                </div>
              )}
              {questions.includes('graduationYear') && (
                <div className="col-12 col-md-3">
                  <label htmlFor="apply-graduationYear" className="form-label">
                    {fieldLabel('graduationYear')}
                  </label>
                  <input
                    id="apply-graduationYear"
                    type="number"
                    inputMode="numeric"
                    min={1950}
                    max={2100}
                    required
                    className={`form-control${invalid === 'graduationYear' ? ' is-invalid' : ''}`}
                    aria-invalid={invalid === 'graduationYear' || undefined}
                    value={answers.graduationYear}
                    onChange={(e) => setAnswers((a) => ({ ...a, graduationYear: e.target.value }))}
                  />
                </div>
              )}
              {questions.includes('programme') && (
                <div className="col-12 col-md-5">
                  <label htmlFor="apply-programme" className="form-label">
                    {fieldLabel('programme')}
                  </label>
                  <input
                    id="apply-programme"
                    type="text"
                    maxLength={120}
                    required
                    className={`form-control${invalid === 'programme' ? ' is-invalid' : ''}`}
                    aria-invalid={invalid === 'programme' || undefined}
                    value={answers.programme}
                    onChange={(e) => setAnswers((a) => ({ ...a, programme: e.target.value }))}
                  />
                </div>
              )}
            </div>
          </fieldset>
        )}
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
          ) : !read.currentData ? (
            <LoadingBlock label={t('portal.loading')} />
          ) : library.data.length === 0 ? (
            <p className="text-body-secondary mb-0">{t('portal.apply.noDocuments')}</p>
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
          {read.currentData && absent.length > 0 && (
            <div className="mt-3">
              <p className="small text-body-secondary mb-2">{t('portal.apply.uploadHere')}</p>
              <div className="row g-3">
                {absent.map((kind) => (
                  <div key={kind} className={absent.length > 1 ? 'col-12 col-md-6' : 'col-12'}>
                    <DocumentDropZone
                      kind={kind}
                      count={library.data.length}
                      compact
                      title={t('portal.apply.uploadKind', { kind: kindName(kind) })}
                      hint={t(uploadRulesKey(kind))}
                      onUploaded={(doc) => setSelected((ids) => [...ids, doc.id])}
                    />
                  </div>
                ))}
              </div>
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
            disabled={!draftLoaded}
            aria-describedby="cover-note-count cover-note-draft"
            onChange={(e) => typed(e.target.value)}
          />
          <div className="d-flex justify-content-between gap-2 form-text">
            <span id="cover-note-draft" role="status" aria-live="polite">
              {draftState === 'saving'
                ? t('portal.apply.draftSaving')
                : draftState === 'saved'
                  ? t('portal.apply.draftSaved')
                  : draftState === 'failed'
                    ? t('portal.apply.draftFailed')
                    : t('portal.apply.draftHint')}
            </span>
            <span id="cover-note-count">
              {coverNote.length} / {COVER_NOTE_MAX}
            </span>
          </div>
        </div>
        {missing.length > 0 && library.status === 'ready' && (
          <div className="alert alert-warning py-2 mb-2" role="status">
            {t('portal.apply.missing', { kinds: missing.map(kindName).join(', ') })}
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
          disabled={sending.busy || missing.length > 0 || library.status !== 'ready' || !profile}
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
