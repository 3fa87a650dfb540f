import type { ScreeningAnswerValue } from '@careers/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import {
  useGetApplicationDraftQuery,
  useSaveApplicationDraftMutation,
} from '../../core/api/applications.ts';
import { TextAreaField } from '../../core/ui/text-field.tsx';
import type { ScreeningValues } from './apply-screening-questions.tsx';

const COVER_NOTE_MAX = 5000;
/** How long typing pauses before the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 800;

type DraftState = 'idle' | 'saving' | 'saved' | 'failed';

/** What a draft holds: the cover note and the screening answers written so far. */
interface DraftValues {
  coverNote: string;
  answers: ScreeningValues;
}

const isEmpty = (v: DraftValues) => v.coverNote === '' && Object.keys(v.answers).length === 0;

/**
 * The application's draft (cover note and screening answers): loaded when the dialog opens, saved
 * as the candidate writes (once typing pauses), and saved at once when the dialog closes or the
 * page goes. Kept on the server only.
 */
export function useApplicationDraft(vacancyId: string, show: boolean) {
  const draftRead = useGetApplicationDraftQuery(vacancyId, { skip: !show });
  const [saveDraft] = useSaveApplicationDraftMutation();
  const [values, setValues] = useState<DraftValues>({ coverNote: '', answers: {} });
  const [loaded, setLoaded] = useState(false);
  const [state, setState] = useState<DraftState>('idle');
  if (!show && loaded) setLoaded(false);
  if (show && !loaded && (draftRead.currentData || draftRead.isError)) {
    setLoaded(true);
    const saved = {
      coverNote: draftRead.currentData?.coverNote ?? '',
      answers: draftRead.currentData?.answers ?? {},
    };
    setValues(saved);
    setState(isEmpty(saved) ? 'idle' : 'saved');
  }
  /** Written and not yet saved (null: nothing waits). */
  const pending = useRef<DraftValues | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const store = (next: DraftValues) => {
    window.clearTimeout(timer.current);
    setState('saving');
    saveDraft({ vacancyId, coverNote: next.coverNote, answers: next.answers })
      .unwrap()
      .then(() => {
        if (pending.current !== next) return;
        pending.current = null;
        setState(isEmpty(next) ? 'idle' : 'saved');
      })
      .catch(() => setState('failed'));
  };
  const change = (next: DraftValues) => {
    setValues(next);
    pending.current = next;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => store(next), DRAFT_SAVE_DELAY_MS);
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

  return {
    coverNote: values.coverNote,
    answers: values.answers,
    loaded,
    state,
    typed: (coverNote: string) => change({ ...values, coverNote }),
    /** One screening answer written (undefined: cleared). */
    answer: (questionId: string, value: ScreeningAnswerValue | undefined) => {
      const { [questionId]: _old, ...rest } = values.answers;
      change({
        ...values,
        answers: value === undefined ? rest : { ...rest, [questionId]: value },
      });
    },
    /** Saves what waits at once (after a failed send). */
    flush: () => flush.current(),
    /** The note goes with the application: nothing waits to be saved. */
    hold: () => window.clearTimeout(timer.current),
    sent: () => {
      pending.current = null;
    },
  };
}

export type ApplicationDraft = ReturnType<typeof useApplicationDraft>;

/** The cover note, its length and whether its draft is saved. */
export function CoverNoteField({ draft }: { draft: ApplicationDraft }) {
  const { t } = useTranslation();
  const { coverNote, state } = draft;
  return (
    <TextAreaField
      id="cover-note"
      className="mb-2"
      label={t('portal.apply.coverNote')}
      labelClassName="form-label fw-semibold"
      rows={5}
      maxLength={COVER_NOTE_MAX}
      value={coverNote}
      disabled={!draft.loaded}
      onChange={draft.typed}
      // The draft's state and the count, not the line around them.
      aria-describedby="cover-note-count cover-note-draft"
      help={
        <div className="d-flex justify-content-between gap-2">
          <span id="cover-note-draft" role="status" aria-live="polite">
            {state === 'saving'
              ? t('portal.apply.draftSaving')
              : state === 'saved'
                ? t('portal.apply.draftSaved')
                : state === 'failed'
                  ? t('portal.apply.draftFailed')
                  : t('portal.apply.draftHint')}
          </span>
          <span id="cover-note-count">
            {coverNote.length} / {COVER_NOTE_MAX}
          </span>
        </div>
      }
    />
  );
}
