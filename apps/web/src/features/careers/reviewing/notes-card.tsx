import type { Note, NoteSubject } from '@careers/contracts';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectUser } from '../../../core/auth/auth.slice.ts';
import {
  useAddNoteMutation,
  useDeleteNoteMutation,
  useEditNoteMutation,
  useGetNotesQuery,
} from '../../../core/api/reviewing.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { LoadState } from '../shared/load-state.tsx';

/** Staff notes on an application or a candidate: never shown to candidates or employers. */
export function NotesCard({ subject, subjectId }: { subject: NoteSubject; subjectId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const read = useGetNotesQuery({ subject, id: subjectId });
  const [addNote] = useAddNoteMutation();
  const [body, setBody] = useState('');
  const save = useAsyncAction();
  const notes = read.currentData;

  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-1">{t('careers.reviewing.notes')}</h2>
        <p className="small text-body-secondary">{t('careers.reviewing.notesHint')}</p>
        <Form
          className="mb-3"
          onSubmit={(e) => {
            e.preventDefault();
            const text = body.trim();
            if (!text) return;
            void save.run(async () => {
              await addNote({ subject, id: subjectId, body: text }).unwrap();
              setBody('');
            });
          }}
        >
          <Form.Group controlId={`${id}-note`} className="mb-2">
            <Form.Label className="visually-hidden">{t('careers.reviewing.newNote')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              maxLength={5000}
              placeholder={t('careers.reviewing.newNote')}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              isInvalid={Boolean(save.error)}
            />
            {save.error && (
              <Form.Control.Feedback type="invalid">{save.error}</Form.Control.Feedback>
            )}
          </Form.Group>
          <Button type="submit" size="sm" disabled={save.busy || body.trim() === ''}>
            {t('careers.reviewing.addNote')}
          </Button>
        </Form>
        {!notes ? (
          <LoadState
            failed={read.isError}
            loading={read.isFetching}
            lines={2}
            onRetry={() => void read.refetch()}
          />
        ) : notes.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('careers.reviewing.noNotes')}</p>
        ) : (
          <ul className="list-unstyled mb-0" aria-label={t('careers.reviewing.notes')}>
            {notes.map((note) => (
              <NoteItem key={note.id} note={note} />
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}

/** One note: its text, author and time ("edited" once changed); its author may edit or delete it. */
function NoteItem({ note }: { note: Note }) {
  const { t } = useTranslation();
  const id = useId();
  const { formatDateTime } = useDateFormat();
  const user = useSelector(selectUser);
  const mine = user?.id === note.authorId;
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [editNote] = useEditNoteMutation();
  const [deleteNote] = useDeleteNoteMutation();
  const save = useAsyncAction();
  const remove = useAsyncAction();

  return (
    <li className="border-top pt-2 mt-2">
      {editing === null ? (
        <p className="mb-1 careers-prewrap">{note.body}</p>
      ) : (
        <Form
          className="mb-2"
          onSubmit={(e) => {
            e.preventDefault();
            const text = editing.trim();
            if (!text) return;
            void save.run(async () => {
              await editNote({ note, body: text }).unwrap();
              setEditing(null);
            });
          }}
        >
          <Form.Group controlId={`${id}-edit`} className="mb-2">
            <Form.Label className="visually-hidden">{t('careers.reviewing.editNote')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={5000}
              value={editing}
              onChange={(e) => setEditing(e.target.value)}
              isInvalid={Boolean(save.error)}
              autoFocus
            />
            {save.error && (
              <Form.Control.Feedback type="invalid">{save.error}</Form.Control.Feedback>
            )}
          </Form.Group>
          <div className="d-flex gap-2">
            <Button type="submit" size="sm" disabled={save.busy || editing.trim() === ''}>
              {t('careers.reviewing.saveNote')}
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => {
                setEditing(null);
                save.clearError();
              }}
            >
              {t('careers.common.cancel')}
            </Button>
          </div>
        </Form>
      )}
      <div className="d-flex flex-wrap align-items-center gap-2 small text-body-secondary">
        <span>
          {note.authorName} · {formatDateTime(note.createdAt)}
          {note.editedAt && (
            <span title={formatDateTime(note.editedAt)}> · {t('careers.reviewing.edited')}</span>
          )}
        </span>
        {mine && editing === null && (
          <span className="ms-auto d-flex gap-1">
            <Button
              size="sm"
              variant="link"
              className="p-0 px-1"
              aria-label={t('careers.reviewing.editNoteOf', {
                time: formatDateTime(note.createdAt),
              })}
              onClick={() => setEditing(note.body)}
            >
              {t('careers.common.edit')}
            </Button>
            <Button
              size="sm"
              variant="link"
              className="p-0 px-1 link-danger"
              aria-label={t('careers.reviewing.deleteNoteOf', {
                time: formatDateTime(note.createdAt),
              })}
              onClick={() => setConfirming(true)}
            >
              {t('careers.common.delete')}
            </Button>
          </span>
        )}
      </div>
      <ConfirmDialog
        show={confirming}
        title={t('careers.reviewing.deleteTitle')}
        body={<p className="mb-0">{t('careers.reviewing.deleteBody')}</p>}
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
