import { useTranslation } from '../../../core/i18n/use-translation.ts';
import {
  useAddOrganisationNoteMutation,
  useGetOrganisationNotesQuery,
} from '../../../core/api/organisations.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { NotesFrame } from '../shared/notes.tsx';

/** Staff notes: never shown to the organisation's contacts. */
export function OrganisationNotesCard({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const read = useGetOrganisationNotesQuery(organisationId);
  const [addNote] = useAddOrganisationNoteMutation();

  return (
    <NotesFrame
      title={t('careers.organisationPage.notes')}
      hint={t('careers.organisationPage.notesHint')}
      newNote={t('careers.organisationPage.newNote')}
      addNote={t('careers.organisationPage.addNote')}
      empty={t('careers.organisationPage.noNotes')}
      read={read}
      onAdd={(body) => addNote({ id: organisationId, body }).unwrap()}
    >
      {(notes) => (
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
    </NotesFrame>
  );
}
