import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Send } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { WriteMessageDialog } from './write-message-dialog.tsx';

/** "Message the candidate" about this application, with its dialog. */
export function MessageCandidateButton(props: {
  candidateId: string;
  candidateName: string;
  applicationId: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline-primary" className="mt-3" onClick={() => setOpen(true)}>
        <Send size={14} aria-hidden="true" className="me-1" />
        {t('careers.messages.messageCandidate')}
      </Button>
      <WriteMessageDialog show={open} onClose={() => setOpen(false)} {...props} />
    </>
  );
}
