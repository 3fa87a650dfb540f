import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { z } from 'zod';

export const permissionNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'permissionsApp.errors.name')
    .max(60, 'permissionsApp.errors.name'),
});
type NameForm = z.infer<typeof permissionNameSchema>;

interface NameDialogProps {
  show: boolean;
  title: string;
  submitLabel: string;
  intro?: string;
  initialName?: string;
  onHide: () => void;
  onSubmit: (name: string) => Promise<void>;
}

/** Add or rename: one validated name field. */
export function PermissionNameDialog({
  show,
  title,
  submitLabel,
  intro,
  initialName = '',
  onHide,
  onSubmit,
}: NameDialogProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState('');
  const { register, handleSubmit, reset, formState } = useForm<NameForm>({
    resolver: zodResolver(permissionNameSchema),
    values: { name: initialName },
  });
  const close = () => {
    setFailure('');
    reset({ name: initialName });
    onHide();
  };
  const submit = handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name);
      close();
    } catch {
      setFailure(t('permissionsApp.errors.failed'));
    }
  });
  const error = formState.errors.name?.message;
  return (
    <Modal show={show} onHide={close} centered aria-labelledby="permission-dialog-title">
      <Form noValidate onSubmit={(e) => void submit(e)}>
        <Modal.Header closeButton closeLabel={t('permissionsApp.cancel')}>
          <Modal.Title as="h2" className="h5" id="permission-dialog-title">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {intro && <p className="text-body-secondary">{intro}</p>}
          <Form.Group controlId="permission-name">
            <Form.Label>{t('permissionsApp.name')}</Form.Label>
            <Form.Control {...register('name')} isInvalid={Boolean(error)} autoFocus />
            <Form.Control.Feedback type="invalid">{t(error ?? '')}</Form.Control.Feedback>
          </Form.Group>
          {failure && (
            <p className="text-danger mt-2 mb-0" role="alert">
              {failure}
            </p>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            {t('permissionsApp.cancel')}
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
