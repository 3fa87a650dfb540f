import {
  REVIEW_LINK_DEFAULT_DAYS,
  REVIEW_LINK_MAX_DAYS,
  type Application,
  type ShortlistVia,
} from '@careers/contracts';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import {
  useGetShortlistRecipientsQuery,
  useShareShortlistMutation,
} from '../../../core/api/shortlists.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { ActionDialog } from '../../../core/ui/action-dialog.tsx';
import { TextAreaField } from '../../../core/ui/text-field.tsx';
import { notify } from '../../../core/ui/toasts.tsx';

interface ShareDialogProps {
  show: boolean;
  organisationId: string;
  organisationName: string;
  applications: Application[];
  onHide(): void;
  onShared(): void;
}

/**
 * Shares the chosen applications with the vacancy's organisation: in the employer portal, or by a
 * review link emailed to a contact without an account (who opens it with a one-time code).
 */
export function ShareDialog(props: ShareDialogProps) {
  const { show, organisationId, organisationName, applications, onHide, onShared } = props;
  const { t } = useTranslation();
  const recipients = useGetShortlistRecipientsQuery(organisationId, { skip: !show });
  const [share] = useShareShortlistMutation();
  const sending = useAsyncAction();
  const [via, setVia] = useState<ShortlistVia>('link');
  const [contactId, setContactId] = useState('');
  const [days, setDays] = useState(String(REVIEW_LINK_DEFAULT_DAYS));
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');

  const withoutAccount = (recipients.data ?? []).filter((r) => !r.hasAccount);
  const withAccount = (recipients.data ?? []).filter((r) => r.hasAccount);
  const unnoticed = applications.filter((a) => !a.noticeVersion);

  const submit = () =>
    sending.run(async () => {
      await share({
        applicationIds: applications.map((a) => a.id),
        via,
        ...(via === 'link' ? { contactId, expiresInDays: Number(days) } : {}),
        ...(title.trim() ? { title: title.trim() } : {}),
        ...(message.trim() ? { message: message.trim() } : {}),
      }).unwrap();
      void notify(
        'success',
        t(
          via === 'link' ? 'careers.shortlists.sharedByLink' : 'careers.shortlists.sharedInPortal',
          {
            organisation: organisationName,
          },
        ),
      );
      onShared();
    });

  return (
    <ActionDialog
      show={show}
      onHide={onHide}
      title={t('careers.shortlists.shareTitle', { organisation: organisationName })}
      actionLabel={t('careers.shortlists.share')}
      busyLabel={t('careers.shortlists.sharing')}
      busy={sending.busy}
      disabled={applications.length === 0 || (via === 'link' && !contactId)}
      error={sending.error}
      onAction={() => void submit()}
    >
      <p className="mb-2">
        {t('careers.shortlists.chosen', { count: applications.length })}{' '}
        {applications.map((a) => a.candidateName).join(', ')}
      </p>
      {unnoticed.length > 0 && (
        <div className="alert alert-warning py-2" role="status">
          {t('careers.shortlists.unnoticed', {
            names: unnoticed.map((a) => a.candidateName).join(', '),
          })}
        </div>
      )}
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('careers.shortlists.how')}</legend>
        <Form.Check
          type="radio"
          id="share-via-link"
          name="share-via"
          label={t('careers.shortlists.viaLink')}
          checked={via === 'link'}
          onChange={() => setVia('link')}
        />
        <Form.Check
          type="radio"
          id="share-via-portal"
          name="share-via"
          label={t('careers.shortlists.viaPortal', { count: withAccount.length })}
          checked={via === 'portal'}
          onChange={() => setVia('portal')}
        />
      </fieldset>
      {via === 'link' && (
        <>
          <Form.Group className="mb-3" controlId="share-contact">
            <Form.Label>{t('careers.shortlists.contact')}</Form.Label>
            <Form.Select value={contactId} onChange={(e) => setContactId(e.target.value)}>
              <option value="">{t('careers.shortlists.chooseContact')}</option>
              {withoutAccount.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.fullName}
                  {r.jobTitle ? ` · ${r.jobTitle}` : ''} ({r.email})
                </option>
              ))}
            </Form.Select>
            {recipients.data && withoutAccount.length === 0 && (
              <Form.Text>{t('careers.shortlists.noContacts')}</Form.Text>
            )}
          </Form.Group>
          <Form.Group className="mb-3" controlId="share-days">
            <Form.Label>{t('careers.shortlists.expiresInDays')}</Form.Label>
            <Form.Control
              type="number"
              min={1}
              max={REVIEW_LINK_MAX_DAYS}
              value={days}
              onChange={(e) => setDays(e.target.value)}
            />
            <Form.Text>
              {t('careers.shortlists.expiresHint', { max: REVIEW_LINK_MAX_DAYS })}
            </Form.Text>
          </Form.Group>
        </>
      )}
      <Form.Group className="mb-3" controlId="share-title-field">
        <Form.Label>{t('careers.shortlists.titleLabel')}</Form.Label>
        <Form.Control value={title} maxLength={160} onChange={(e) => setTitle(e.target.value)} />
      </Form.Group>
      <TextAreaField
        id="share-message"
        className="mb-2"
        label={t('careers.shortlists.message')}
        maxLength={2000}
        value={message}
        onChange={setMessage}
      />
    </ActionDialog>
  );
}
