import type { OrganisationContact, OrganisationDetail } from '@careers/contracts';
import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Edit2, Plus, Trash2 } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import {
  useAddOrganisationContactMutation,
  useRemoveOrganisationContactMutation,
  useUpdateOrganisationContactMutation,
} from '../../../core/api/organisations.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { useConfirmed } from '../../../core/hooks/use-confirmed.ts';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import { FormModal } from '../shared/form-modal.tsx';

interface ContactValues {
  fullName: string;
  email: string;
  phone: string;
  jobTitle: string;
}
const emptyContact: ContactValues = { fullName: '', email: '', phone: '', jobTitle: '' };
/** The contact form's fields, in order (a label each: `careers.contact.<key>`). */
const CONTACT_FIELDS: { key: keyof ContactValues; type?: string; dir?: 'ltr' }[] = [
  { key: 'fullName' },
  { key: 'email', type: 'email', dir: 'ltr' },
  { key: 'jobTitle' },
  { key: 'phone', type: 'tel', dir: 'ltr' },
];

/** The people staff deal with at the organisation: add, edit, remove. */
export function OrganisationContactsCard({ organisation }: { organisation: OrganisationDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const [add] = useAddOrganisationContactMutation();
  const [update] = useUpdateOrganisationContactMutation();
  const [remove] = useRemoveOrganisationContactMutation();
  const [editing, setEditing] = useState<{
    contactId: string | null;
    values: ContactValues;
  } | null>(null);
  const save = useAsyncAction();
  const removal = useConfirmed(async (contact: OrganisationContact) => {
    await remove({ id: organisation.id, contactId: contact.id }).unwrap();
  });

  const submit = () => {
    if (!editing) return;
    const input = {
      fullName: editing.values.fullName.trim(),
      email: editing.values.email.trim(),
      phone: editing.values.phone.trim(),
      jobTitle: editing.values.jobTitle.trim(),
    };
    void save.run(async () => {
      if (editing.contactId) {
        await update({ id: organisation.id, contactId: editing.contactId, input }).unwrap();
      } else {
        await add({ id: organisation.id, input }).unwrap();
      }
      void notify('success', t('careers.organisationPage.contactSaved', { name: input.fullName }));
      setEditing(null);
    });
  };
  const set = (key: keyof ContactValues) => (e: { target: { value: string } }) =>
    editing && setEditing({ ...editing, values: { ...editing.values, [key]: e.target.value } });

  return (
    <Card className="mb-4">
      <Card.Body>
        <div className="d-flex align-items-center justify-content-between mb-3">
          <h2 className="h5 mb-0">{t('careers.organisationPage.contacts')}</h2>
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => {
              save.clearError();
              setEditing({ contactId: null, values: emptyContact });
            }}
          >
            <Plus size={14} aria-hidden="true" className="me-1" />
            {t('careers.organisationPage.addContact')}
          </Button>
        </div>
        {organisation.contacts.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('careers.organisationPage.noContacts')}</p>
        ) : (
          <Table responsive size="sm" className="mb-0 align-middle">
            <thead>
              <tr>
                <th scope="col">{t('careers.contact.fullName')}</th>
                <th scope="col">{t('careers.contact.jobTitle')}</th>
                <th scope="col">{t('careers.contact.email')}</th>
                <th scope="col">{t('careers.contact.phone')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('careers.common.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {organisation.contacts.map((c) => (
                <tr key={c.id}>
                  <td>
                    {c.fullName}
                    {c.accountId && (
                      <Badge pill bg="light-primary" className="ms-2">
                        {t('careers.contact.hasAccount')}
                      </Badge>
                    )}
                  </td>
                  <td>{c.jobTitle ?? ''}</td>
                  <td className="text-break">
                    <a href={`mailto:${c.email}`}>{c.email}</a>
                  </td>
                  <td dir="ltr">{c.phone ?? ''}</td>
                  <td className="text-end text-nowrap">
                    <Button
                      size="sm"
                      variant="link"
                      aria-label={t('careers.organisationPage.editContact', { name: c.fullName })}
                      onClick={() => {
                        save.clearError();
                        setEditing({
                          contactId: c.id,
                          values: {
                            fullName: c.fullName,
                            email: c.email,
                            phone: c.phone ?? '',
                            jobTitle: c.jobTitle ?? '',
                          },
                        });
                      }}
                    >
                      <Edit2 size={14} aria-hidden="true" />
                    </Button>
                    <Button
                      size="sm"
                      variant="link"
                      className="text-danger"
                      aria-label={t('careers.organisationPage.removeContact', { name: c.fullName })}
                      onClick={() => removal.ask(c)}
                    >
                      <Trash2 size={14} aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card.Body>
      <FormModal
        show={editing !== null}
        title={
          editing?.contactId
            ? t('careers.organisationPage.editContactTitle')
            : t('careers.organisationPage.addContact')
        }
        busy={save.busy}
        error={save.error}
        submitLabel={t('careers.organisationPage.saveContact')}
        onSubmit={submit}
        onCancel={() => setEditing(null)}
      >
        {CONTACT_FIELDS.map(({ key, ...input }, i) => (
          <Form.Group
            key={key}
            className={i < CONTACT_FIELDS.length - 1 ? 'mb-3' : undefined}
            controlId={`${id}-${key}`}
          >
            <Form.Label>{t(`careers.contact.${key}`)}</Form.Label>
            <Form.Control {...input} value={editing?.values[key] ?? ''} onChange={set(key)} />
          </Form.Group>
        ))}
      </FormModal>
      <ConfirmDialog
        {...removal.dialog}
        title={t('careers.organisationPage.removeContactTitle')}
        body={t('careers.organisationPage.removeContactBody', {
          name: removal.target?.fullName ?? '',
        })}
        confirmLabel={t('careers.common.delete')}
        variant="danger"
      />
    </Card>
  );
}
