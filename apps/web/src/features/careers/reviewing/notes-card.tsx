import type { Note, NoteSubject } from '@careers/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useSelector } from 'react-redux';
import { selectUser } from '../../../core/auth/auth.slice.ts';
import {
  useAddNoteMutation,
  useDeleteNoteMutation,
  useEditNoteMutation,
  useGetNotesQuery,
  useGetNoteVersionsQuery,
} from '../../../core/api/reviewing.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { NoteComposer, NotesFrame } from '../shared/notes.tsx';

/** Staff notes on an application or a candidate: never shown to candidates or employers. */
export function NotesCard({ subject, subjectId }: { subject: NoteSubject; subjectId: string }) {
  const { t } = useTranslation();
  const read = useGetNotesQuery({ subject, id: subjectId });
  const [addNote] = useAddNoteMutation();

  return (
    <NotesFrame
      title={t('careers.reviewing.notes')}
      hint={t('careers.reviewing.notesHint')}
      newNote={t('careers.reviewing.newNote')}
      addNote={t('careers.reviewing.addNote')}
      empty={t('careers.reviewing.noNotes')}
      read={read}
      onAdd={(body) => addNote({ subject, id: subjectId, body }).unwrap()}
    >
      {(notes) => (
        <ul className="list-unstyled mb-0" aria-label={t('careers.reviewing.notes')}>
          {notes.map((note) => (
            <NoteItem key={note.id} note={note} />
          ))}
        </ul>
      )}
    </NotesFrame>
  );
}

/** One note: its text, author and time ("edited" once changed); its author may edit or delete it. */
function NoteItem({ note }: { note: Note }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const user = useSelector(selectUser);
  const mine = user?.id === note.authorId;
  const time = formatDateTime(note.createdAt);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [history, setHistory] = useState(false);
  const [editNote] = useEditNoteMutation();
  const [deleteNote] = useDeleteNoteMutation();
  const remove = useAsyncAction();

  return (
    <li className="border-top pt-2 mt-2">
      {editing ? (
        <NoteComposer
          label={t('careers.reviewing.editNote')}
          submitLabel={t('careers.reviewing.saveNote')}
          initial={note.body}
          rows={3}
          autoFocus
          className="mb-2"
          onSave={async (body) => {
            await editNote({ note, body }).unwrap();
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className="mb-1 careers-prewrap">{note.body}</p>
      )}
      <div className="d-flex flex-wrap align-items-center gap-2 small text-body-secondary">
        <span>
          {note.authorName} · {time}
          {note.editedAt && (
            <>
              {' · '}
              <Button
                size="sm"
                variant="link"
                className="p-0 align-baseline small"
                aria-expanded={history}
                title={formatDateTime(note.editedAt)}
                onClick={() => setHistory(!history)}
              >
                {t(history ? 'careers.reviewing.hideVersions' : 'careers.reviewing.showVersions', {
                  count: note.versions,
                })}
              </Button>
            </>
          )}
        </span>
        {mine && !editing && (
          <span className="ms-auto d-flex gap-1">
            <LinkButton
              label={t('careers.common.edit')}
              name={t('careers.reviewing.editNoteOf', { time })}
              onClick={() => setEditing(true)}
            />
            <LinkButton
              label={t('careers.common.delete')}
              name={t('careers.reviewing.deleteNoteOf', { time })}
              className="link-danger"
              onClick={() => setConfirming(true)}
            />
          </span>
        )}
      </div>
      {history && <NoteVersions noteId={note.id} />}
      <ConfirmDialog
        show={confirming}
        title={t('careers.reviewing.deleteTitle')}
        body={t('careers.reviewing.deleteBody')}
        confirmLabel={t('careers.common.delete')}
        variant="danger"
        busy={remove.busy}
        error={remove.error}
        onConfirm={() =>
          void remove.run(async () => {
            await deleteNote(note).unwrap();
            setConfirming(false);
          })
        }
        onCancel={() => {
          setConfirming(false);
          remove.clearError();
        }}
      />
    </li>
  );
}

/** A note's earlier texts, oldest first, each with when it was replaced. */
function NoteVersions({ noteId }: { noteId: string }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const read = useGetNoteVersionsQuery(noteId);
  if (read.isError) {
    return <p className="small text-danger mt-2 mb-0">{t('careers.reviewing.versionsFailed')}</p>;
  }
  if (!read.data)
    return <p className="small text-body-secondary mt-2 mb-0">{t('careers.common.loading')}</p>;
  return (
    <ol
      className="list-unstyled small border-start ps-3 mt-2 mb-0"
      aria-label={t('careers.reviewing.versions')}
    >
      {read.data.map((v, i) => (
        <li key={`${v.replacedAt}-${i}`} className="mb-2">
          <span className="d-block text-body-secondary">
            {t('careers.reviewing.replacedAt', { date: formatDateTime(v.replacedAt) })}
          </span>
          <span className="careers-prewrap">{v.body}</span>
        </li>
      ))}
    </ol>
  );
}

/** A small action in a note's line: its words, and its accessible name saying which note. */
function LinkButton(props: {
  label: string;
  name: string;
  className?: string;
  onClick: () => void;
}) {
  return (
    <Button
      size="sm"
      variant="link"
      className={`p-0 px-1 ${props.className ?? ''}`.trim()}
      aria-label={props.name}
      onClick={props.onClick}
    >
      {props.label}
    </Button>
  );
}
