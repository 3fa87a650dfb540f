import { useState } from 'react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { toApiError } from '../../../core/api/api-error.ts';
import { useCreateOrganisationMutation } from '../../../core/api/organisations.ts';
import { notify } from '../../../core/ui/toasts.tsx';
import { emptyProfile, profileInput, ProfileDialog } from './organisation-profile-form.tsx';

/** Staff add an organisation (approved at once), then land on its page. */
export function NewOrganisationDialog({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [create, { isLoading }] = useCreateOrganisationMutation();
  const [values, setValues] = useState(emptyProfile);
  const [failure, setFailure] = useState<{ message: string; field?: string } | null>(null);

  const close = () => {
    setValues(emptyProfile);
    setFailure(null);
    onClose();
  };

  const submit = async () => {
    setFailure(null);
    try {
      const created = await create(profileInput(values)).unwrap();
      void notify('success', t('careers.organisations.created', { name: created.name }));
      close();
      void navigate(`/careers/organisations/${created.id}`);
    } catch (error) {
      const e = toApiError(error);
      setFailure({ message: e.message, ...(e.field ? { field: e.field } : {}) });
    }
  };

  return (
    <ProfileDialog
      show={show}
      title={t('careers.organisations.new')}
      submitLabel={t('careers.organisations.create')}
      values={values}
      onChange={setValues}
      busy={isLoading}
      error={failure?.message ?? null}
      field={failure?.field}
      onSubmit={() => void submit()}
      onCancel={close}
    />
  );
}
