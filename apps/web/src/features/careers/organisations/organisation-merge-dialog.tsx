import type { Organisation, OrganisationDetail } from '@careers/contracts';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMergeOrganisationMutation } from '../../../core/api/organisations.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { notify } from '../../../core/ui/toasts.tsx';
import { OrganisationPicker } from '../shared/organisation-picker.tsx';

/**
 * Merges this organisation into another, picked by type-ahead: everything moves there and this
 * one is deleted. The second step says so before it happens.
 */
export function MergeDialog(props: {
  show: boolean;
  organisation: OrganisationDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [merge] = useMergeOrganisationMutation();
  const [text, setText] = useState('');
  const [into, setInto] = useState<Organisation | null>(null);
  const action = useAsyncAction();
  const { organisation } = props;

  const close = () => {
    setText('');
    setInto(null);
    action.clearError();
    props.onClose();
  };
  const confirm = () => {
    if (!into) return;
    void action.run(async () => {
      await merge({ id: organisation.id, intoId: into.id }).unwrap();
      void notify(
        'success',
        t('careers.organisationPage.merged', { from: organisation.name, into: into.name }),
      );
      close();
      void navigate(`/careers/organisations/${into.id}`, { replace: true });
    });
  };

  return (
    <Modal
      show={props.show}
      onHide={() => !action.busy && close()}
      centered
      aria-labelledby={`${id}-title`}
    >
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          confirm();
        }}
      >
        <Modal.Header closeButton>
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {t('careers.organisationPage.mergeTitle', { name: organisation.name })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {action.error && (
            <Alert variant="danger" role="alert">
              {action.error}
            </Alert>
          )}
          <OrganisationPicker
            id={`${id}-into`}
            label={t('careers.organisationPage.mergeInto')}
            value={text}
            excludeId={organisation.id}
            onInput={(value) => {
              setText(value);
              if (into && value !== into.name) setInto(null);
            }}
            onPick={(picked) => {
              setInto(picked);
              setText(picked.name);
            }}
          />
          {into && (
            <Alert variant="warning" className="mb-0">
              {t('careers.organisationPage.mergeWarning', {
                from: organisation.name,
                into: into.name,
                vacancies: organisation.vacancyCount,
                contacts: organisation.contacts.length,
              })}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} disabled={action.busy}>
            {t('careers.common.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={!into || action.busy}>
            {t('careers.organisationPage.mergeConfirm')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
