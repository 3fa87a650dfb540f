import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import {
  useAddOrganisationNoteMutation,
  useGetOrganisationNotesQuery,
} from '../../../core/api/organisations.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { LoadState } from '../shared/load-state.tsx';

/** Staff notes: never shown to the organisation's contacts. */
export function OrganisationNotesCard({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { formatDateTime } = useDateFormat();
  const read = useGetOrganisationNotesQuery(organisationId);
  const [addNote] = useAddOrganisationNoteMutation();
  const [body, setBody] = useState('');
  const save = useAsyncAction();
  const notes = read.currentData;

  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-1">{t('careers.organisationPage.notes')}</h2>
        <p className="small text-body-secondary">{t('careers.organisationPage.notesHint')}</p>
        <Form
          className="mb-3"
          onSubmit={(e) => {
            e.preventDefault();
            const text = body.trim();
            if (!text) return;
            void save.run(async () => {
              await addNote({ id: organisationId, body: text }).unwrap();
              setBody('');
            });
          }}
        >
          <Form.Group controlId={`${id}-note`} className="mb-2">
            <Form.Label className="visually-hidden">
              {t('careers.organisationPage.newNote')}
            </Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              maxLength={5000}
              placeholder={t('careers.organisationPage.newNote')}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              isInvalid={Boolean(save.error)}
            />
            {save.error && (
              <Form.Control.Feedback type="invalid">{save.error}</Form.Control.Feedback>
            )}
          </Form.Group>
          <Button type="submit" size="sm" disabled={save.busy || body.trim() === ''}>
            {t('careers.organisationPage.addNote')}
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
          <p className="text-body-secondary mb-0">{t('careers.organisationPage.noNotes')}</p>
        ) : (
          <ul className="list-unstyled mb-0">
            {notes.map((n) => (
              <li key={n.id} className="border-top pt-2 mt-2">
                <p className="mb-1 text-break" style={{ whiteSpace: 'pre-line' }}>
                  {n.body}
                </p>
                <span className="small text-body-secondary">
                  {n.authorName} · {formatDateTime(n.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}
