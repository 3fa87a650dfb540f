import { ADVISER_NOTES_MAX, type Booking } from '@careers/contracts';
import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import {
  useGetAdviserNotesQuery,
  useRecordNoShowMutation,
  useSaveAdviserNotesMutation,
} from '../../../core/api/feedback.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { FailureAlert } from '../../../core/ui/failure-alert.tsx';
import { SkeletonLines } from '../../../core/ui/state-views.tsx';
import { notify } from '../../../core/ui/toasts.tsx';

/** Whether staff may record a no-show: a live booking whose slot has started (the server's rule). */
export const mayRecordNoShow = (booking: Booking, at: number = Date.now()) =>
  booking.status === 'booked' && new Date(booking.startsAt).getTime() <= at;

/**
 * "Did not attend", asked twice in place (it works the same in a card and inside a dialog): only
 * for a live booking whose slot has started.
 */
export function NoShowButton({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const [recordNoShow] = useRecordNoShowMutation();
  const action = useAsyncAction();
  const [asking, setAsking] = useState(false);
  if (!mayRecordNoShow(booking)) return null;
  const confirm = () =>
    action.run(async () => {
      await recordNoShow(booking.id).unwrap();
      setAsking(false);
      void notify('success', t('careers.feedback.noShowRecorded'));
    });
  return (
    <div className="d-inline-flex flex-column align-items-start gap-1">
      {asking ? (
        <div
          className="d-flex flex-wrap align-items-center gap-2"
          role="group"
          aria-label={t('careers.feedback.noShowTitle')}
        >
          <span className="small">{t('careers.feedback.noShowBody')}</span>
          <Button
            size="sm"
            variant="warning"
            disabled={action.busy}
            onClick={() => void confirm()}
            autoFocus
          >
            {t('careers.feedback.noShow')}
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={action.busy}
            onClick={() => setAsking(false)}
          >
            {t('careers.common.cancel')}
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="outline-warning" onClick={() => setAsking(true)}>
          {t('careers.feedback.noShow')}
        </Button>
      )}
      <FailureAlert message={action.error} className="mb-0 small" />
    </div>
  );
}

/** The notes' editor: the text, its limit, save and (when there were notes) cancel. */
function NotesEditor({
  bookingId,
  initial,
  onDone,
}: {
  bookingId: string;
  initial: string;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [notes, setNotes] = useState(initial);
  const [saveNotes] = useSaveAdviserNotesMutation();
  const save = useAsyncAction();
  const tooLong = notes.trim().length > ADVISER_NOTES_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) return;
    void save.run(async () => {
      await saveNotes({ bookingId, notes }).unwrap();
      void notify('success', t('careers.feedback.notesSaved'));
      onDone?.();
    });
  };
  return (
    <form noValidate onSubmit={submit}>
      <label className="form-label small" htmlFor={`${id}-notes`}>
        {t('careers.feedback.notesLabel')}
      </label>
      <textarea
        id={`${id}-notes`}
        className={`form-control form-control-sm${tooLong ? ' is-invalid' : ''}`}
        rows={3}
        value={notes}
        aria-describedby={`${id}-help`}
        onChange={(e) => setNotes(e.target.value)}
      />
      <div id={`${id}-help`} className={tooLong ? 'invalid-feedback' : 'form-text'}>
        {tooLong
          ? t('careers.feedback.notesTooLong', { max: ADVISER_NOTES_MAX })
          : t('careers.feedback.notesHint')}
      </div>
      <FailureAlert message={save.error} className="mt-2 mb-0" />
      <div className="d-flex gap-2 mt-2">
        <Button type="submit" size="sm" disabled={save.busy || tooLong}>
          {t('careers.feedback.saveNotes')}
        </Button>
        {onDone && (
          <Button size="sm" variant="outline-secondary" disabled={save.busy} onClick={onDone}>
            {t('careers.common.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** A booking's adviser notes as staff read them: the text, who wrote it when, and editing. */
function NotesBody({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const read = useGetAdviserNotesQuery(bookingId);
  const [editing, setEditing] = useState(false);
  if (read.isError) {
    return <p className="text-danger small mb-0">{t('careers.feedback.notesLoadFailed')}</p>;
  }
  const notes = read.currentData;
  if (!notes) return <SkeletonLines lines={2} label={t('careers.feedback.notesLoading')} />;
  if (editing || !notes.notes) {
    return (
      <NotesEditor
        bookingId={bookingId}
        initial={notes.notes ?? ''}
        onDone={notes.notes ? () => setEditing(false) : undefined}
      />
    );
  }
  return (
    <>
      <p className="mb-1 small" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
        {notes.notes}
      </p>
      <div className="d-flex flex-wrap align-items-center gap-2 small text-body-secondary">
        {notes.writtenAt && (
          <span>
            {t('careers.feedback.notesBy', {
              name: notes.writtenBy ?? '',
              time: formatDateTime(notes.writtenAt),
            })}
          </span>
        )}
        <Button size="sm" variant="link" className="p-0" onClick={() => setEditing(true)}>
          {t('careers.feedback.editNotes')}
        </Button>
      </div>
    </>
  );
}

/**
 * A booking's adviser notes (staff only: the portal and the employer screens never show them),
 * opened on request so a list of bookings does not load every booking's notes.
 */
export function AdviserNotes({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-1">
      <Button
        size="sm"
        variant="link"
        className="p-0"
        aria-expanded={open}
        aria-controls={`${id}-notes`}
        onClick={() => setOpen(!open)}
      >
        {t('careers.feedback.notes')}
      </Button>
      {open && (
        <div id={`${id}-notes`} className="border-start border-2 ps-2 mt-1">
          <NotesBody bookingId={bookingId} />
        </div>
      )}
    </div>
  );
}
