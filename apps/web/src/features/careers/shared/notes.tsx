import { useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { Loaded, type PartRead } from './load-state.tsx';

/**
 * A note's text box and its button, for a new note or an edit (`onCancel` adds a cancel): sends
 * the trimmed text, empties the box once it is saved and shows a failure under the box.
 */
export function NoteComposer({
  label,
  submitLabel,
  initial = '',
  placeholder,
  rows = 2,
  autoFocus,
  className = 'mb-3',
  onSave,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  placeholder?: string;
  rows?: number;
  autoFocus?: boolean;
  className?: string;
  onSave: (text: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [body, setBody] = useState(initial);
  const save = useAsyncAction();
  const submit = (
    <Button type="submit" size="sm" disabled={save.busy || body.trim() === ''}>
      {submitLabel}
    </Button>
  );

  return (
    <Form
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        const text = body.trim();
        if (!text) return;
        void save.run(async () => {
          await onSave(text);
          setBody('');
        });
      }}
    >
      <Form.Group controlId={`${id}-note`} className="mb-2">
        <Form.Label className="visually-hidden">{label}</Form.Label>
        <Form.Control
          as="textarea"
          rows={rows}
          maxLength={5000}
          placeholder={placeholder}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          isInvalid={Boolean(save.error)}
          autoFocus={autoFocus}
        />
        {save.error && <Form.Control.Feedback type="invalid">{save.error}</Form.Control.Feedback>}
      </Form.Group>
      {onCancel ? (
        <div className="d-flex gap-2">
          {submit}
          <Button size="sm" variant="outline-secondary" onClick={onCancel}>
            {t('careers.common.cancel')}
          </Button>
        </div>
      ) : (
        submit
      )}
    </Form>
  );
}

/**
 * Staff notes on a record: a title, who may read them (`hint`), the box for a new one, then the
 * notes (`children`), newest first, or `empty` when there are none.
 */
export function NotesFrame<T>({
  title,
  hint,
  newNote,
  addNote,
  empty,
  read,
  onAdd,
  children,
}: {
  title: string;
  hint: string;
  newNote: string;
  addNote: string;
  empty: string;
  read: PartRead<T[]>;
  onAdd: (text: string) => Promise<unknown>;
  children: (notes: T[]) => ReactNode;
}) {
  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-1">{title}</h2>
        <p className="small text-body-secondary">{hint}</p>
        <NoteComposer label={newNote} placeholder={newNote} submitLabel={addNote} onSave={onAdd} />
        <Loaded read={read} lines={2} empty={empty}>
          {children}
        </Loaded>
      </Card.Body>
    </Card>
  );
}
