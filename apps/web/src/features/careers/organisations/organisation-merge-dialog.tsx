import type { Organisation, OrganisationDetail } from '@careers/contracts';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { useMergeOrganisationMutation } from '../../../core/api/organisations.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { notify } from '../../../core/ui/toasts.tsx';
import { FormModal } from '../shared/form-modal.tsx';
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
    <FormModal
      show={props.show}
      title={t('careers.organisationPage.mergeTitle', { name: organisation.name })}
      busy={action.busy}
      error={action.error}
      submitLabel={t('careers.organisationPage.mergeConfirm')}
      submitVariant="danger"
      submitDisabled={!into}
      onSubmit={confirm}
      onCancel={close}
    >
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
    </FormModal>
  );
}
