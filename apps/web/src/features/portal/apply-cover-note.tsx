import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGetApplicationDraftQuery,
  useSaveApplicationDraftMutation,
} from '../../core/api/applications.ts';

const COVER_NOTE_MAX = 5000;
/** How long typing pauses before the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 800;

type DraftState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The cover note's draft: loaded when the dialog opens, saved as the candidate types (once typing
 * pauses), and saved at once when the dialog closes or the page goes. Kept on the server only.
 */
export function useCoverNoteDraft(vacancyId: string, show: boolean) {
  const draftRead = useGetApplicationDraftQuery(vacancyId, { skip: !show });
  const [saveDraft] = useSaveApplicationDraftMutation();
  const [coverNote, setCoverNote] = useState('');
  const [loaded, setLoaded] = useState(false);
  const [state, setState] = useState<DraftState>('idle');
  if (!show && loaded) setLoaded(false);
  if (show && !loaded && (draftRead.currentData || draftRead.isError)) {
    setLoaded(true);
    const note = draftRead.currentData?.coverNote ?? '';
    setCoverNote(note);
    setState(note ? 'saved' : 'idle');
  }
  /** Typed and not yet saved (null: nothing waits). */
  const pending = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const store = (note: string) => {
    window.clearTimeout(timer.current);
    setState('saving');
    saveDraft({ vacancyId, coverNote: note })
      .unwrap()
      .then(() => {
        if (pending.current !== note) return;
        pending.current = null;
        setState(note ? 'saved' : 'idle');
      })
      .catch(() => setState('failed'));
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

  return {
    coverNote,
    loaded,
    state,
    typed,
    /** Saves what waits at once (after a failed send). */
    flush: () => flush.current(),
    /** The note goes with the application: nothing waits to be saved. */
    hold: () => window.clearTimeout(timer.current),
    sent: () => {
      pending.current = null;
    },
  };
}

export type CoverNoteDraft = ReturnType<typeof useCoverNoteDraft>;

/** The cover note, its length and whether its draft is saved. */
export function CoverNoteField({ draft }: { draft: CoverNoteDraft }) {
  const { t } = useTranslation();
  const { coverNote, state } = draft;
  return (
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
        disabled={!draft.loaded}
        aria-describedby="cover-note-count cover-note-draft"
        onChange={(e) => draft.typed(e.target.value)}
      />
      <div className="d-flex justify-content-between gap-2 form-text">
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
    </div>
  );
}
