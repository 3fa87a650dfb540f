import { useState } from 'react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useSendMessageMutation } from '../../../core/api/messages.ts';
import { toApiError } from '../../../core/api/api-error.ts';
import { notify } from '../../../core/ui/toasts.tsx';
import { FormModal } from '../shared/form-modal.tsx';
import { ComposeFields, emptyDraft, splitFailure, type Draft } from './compose-fields.tsx';

/**
 * Write to a candidate, about one of their applications or not: emailed through the outbox with
 * the service's mailbox as Reply-To, and kept in their portal inbox.
 */
export function WriteMessageDialog({
  show,
  candidateId,
  candidateName,
  applicationId,
  onClose,
}: {
  show: boolean;
  candidateId: string;
  candidateName: string;
  applicationId?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [send, { isLoading }] = useSendMessageMutation();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const close = () => {
    setErrors({});
    setGeneral(null);
    onClose();
  };
  const submit = async () => {
    setErrors({});
    setGeneral(null);
    try {
      await send({
        candidateId,
        subject: draft.subject,
        body: draft.body,
        ...(applicationId ? { applicationId } : {}),
      }).unwrap();
      void notify('success', t('careers.messages.sent', { name: candidateName }));
      setDraft(emptyDraft);
      close();
    } catch (failure) {
      const split = splitFailure(toApiError(failure));
      setErrors(split.fields);
      setGeneral(split.general);
    }
  };

  return (
    <FormModal
      show={show}
      size="lg"
      title={t('careers.messages.writeTo', { name: candidateName })}
      busy={isLoading}
      error={general}
      submitLabel={t('careers.messages.send')}
      onSubmit={() => void submit()}
      onCancel={close}
    >
      <ComposeFields draft={draft} onChange={setDraft} errors={errors} />
    </FormModal>
  );
}
