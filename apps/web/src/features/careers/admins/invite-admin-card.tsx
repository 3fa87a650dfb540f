import {
  invitationInputSchema,
  type InvitationInput,
  type InvitationResponse,
} from '@careers/contracts';
import { localizedResolver } from '../../../core/forms/localized-resolver.ts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { Copy, Send } from 'react-feather';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useInviteAdminMutation } from '../../../core/api/admins.ts';
import { toApiError } from '../../../core/api/api-error.ts';

/** Invites a colleague by email and shows the single-use link to pass on. */
export function InviteAdminCard() {
  const { t } = useTranslation();
  const [inviteAdmin] = useInviteAdminMutation();
  const [invitation, setInvitation] = useState<(InvitationResponse & { email: string }) | null>(
    null,
  );
  const [copied, setCopied] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InvitationInput>({
    resolver: localizedResolver(invitationInputSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    setServerError(null);
    setCopied(false);
    try {
      const answer = await inviteAdmin(email).unwrap();
      setInvitation({ ...answer, email });
      reset({ email: '' });
    } catch (error) {
      const failure = toApiError(error);
      if (failure.field === 'email') setError('email', { message: failure.message });
      else setServerError(failure.message);
    }
  });

  const copy = async () => {
    if (!invitation) return;
    try {
      await navigator.clipboard.writeText(invitation.url);
      setCopied(true);
    } catch {
      // No clipboard access (insecure context): select the text so the admin can copy it.
      const input = document.getElementById('invitation-link') as HTMLInputElement | null;
      input?.select();
    }
  };

  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-1">{t('careers.admins.inviteTitle')}</h2>
        <p className="small text-body-secondary">{t('careers.admins.inviteHelp')}</p>
        <Form noValidate onSubmit={submit} className="d-flex flex-wrap align-items-start gap-2">
          <Form.Group controlId="invite-email" className="flex-grow-1 careers-invite-email">
            <Form.Label className="visually-hidden">{t('careers.admins.inviteEmail')}</Form.Label>
            <Form.Control
              type="email"
              dir="ltr"
              placeholder={t('careers.admins.inviteEmail')}
              {...register('email')}
              isInvalid={Boolean(errors.email)}
            />
            <Form.Control.Feedback type="invalid">{errors.email?.message}</Form.Control.Feedback>
          </Form.Group>
          <Button type="submit" disabled={isSubmitting}>
            <Send size={14} aria-hidden="true" className="me-1" />
            {t('careers.admins.invite')}
          </Button>
        </Form>
        {serverError && (
          <Alert variant="danger" className="mt-3 mb-0" role="alert">
            {serverError}
          </Alert>
        )}
        {invitation && (
          <div className="mt-3" role="status">
            <p className="small mb-1">{t('careers.admins.invited', { email: invitation.email })}</p>
            <InputGroup>
              <Form.Control
                id="invitation-link"
                readOnly
                value={invitation.url}
                aria-label={t('careers.admins.invitationLink')}
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button variant="outline-primary" onClick={() => void copy()}>
                <Copy size={14} aria-hidden="true" className="me-1" />
                {copied ? t('careers.admins.copied') : t('careers.admins.copy')}
              </Button>
            </InputGroup>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
