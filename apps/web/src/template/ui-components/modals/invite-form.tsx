import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useUc } from '../shared/use-uc.ts';
import { validateInvite, type InviteErrors } from './validate-invite.ts';
import { SelectField } from '../../shared/select-field.tsx';

/** "Invite an employer": a form in a modal that checks its fields before closing. */
export function InviteForm() {
  const { t } = useUc();
  const [show, setShow] = useState(false);
  const [values, setValues] = useState({ company: '', email: '', event: 'fair' });
  const [errors, setErrors] = useState<InviteErrors>({});
  const [sent, setSent] = useState<string | null>(null);

  const open = () => {
    setValues({ company: '', email: '', event: 'fair' });
    setErrors({});
    setShow(true);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateInvite(values);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      setSent(values.company);
      setShow(false);
    }
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3">
        <Button onClick={open}>{t('modals.form.open')}</Button>
        {sent && (
          <span className="text-success" role="status">
            {t('modals.form.sent', { company: sent })}
          </span>
        )}
      </div>
      <Modal show={show} onHide={() => setShow(false)} centered aria-labelledby="m-invite">
        <Form noValidate onSubmit={submit}>
          <Modal.Header closeButton closeLabel={t('common.close')}>
            <Modal.Title id="m-invite" as="h2" className="h5">
              {t('modals.form.modalTitle')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {(['company', 'email'] as const).map((field) => (
              <Form.Group key={field} className="mb-3" controlId={`invite-${field}`}>
                <Form.Label>{t(`modals.form.${field}`)}</Form.Label>
                <Form.Control
                  type={field === 'email' ? 'email' : undefined}
                  value={values[field]}
                  isInvalid={!!errors[field]}
                  onChange={(e) => setValues({ ...values, [field]: e.target.value })}
                />
                <Form.Control.Feedback type="invalid">
                  {errors[field] && t(`modals.form.errors.${errors[field]}`)}
                </Form.Control.Feedback>
              </Form.Group>
            ))}
            <SelectField
              className=""
              controlId="invite-event"
              label={t('modals.form.event')}
              value={values.event}
              onChange={(e) => setValues({ ...values, event: e.target.value })}
              options={['fair', 'talk', 'mock'].map((v) => ({
                value: v,
                label: t(`modals.form.events.${v}`),
              }))}
            />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={() => setShow(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit">{t('modals.form.send')}</Button>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}
