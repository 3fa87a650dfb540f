import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ListUser } from '../../../fake-api/types.ts';
import { addUserSchema, type AddUserForm } from './add-user-schema.ts';
import { USER_PLANS, USER_ROLES } from './users-api.ts';

const TEXT_FIELDS = ['fullName', 'username', 'email', 'company', 'country', 'contact'] as const;
const EMPTY: AddUserForm = {
  fullName: '',
  username: '',
  email: '',
  company: '',
  country: '',
  contact: '',
  role: 'subscriber',
  currentPlan: 'basic',
};

interface AddUserPanelProps {
  show: boolean;
  onHide: () => void;
  /** Saves the user; rejects with a message to show when the server refuses. */
  onAdd: (user: AddUserForm) => Promise<ListUser>;
}

export function AddUserPanel({ show, onHide, onAdd }: AddUserPanelProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState('');
  const { register, handleSubmit, reset, formState } = useForm<AddUserForm>({
    resolver: zodResolver(addUserSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async (user) => {
    setFailure('');
    try {
      await onAdd(user);
      reset(EMPTY);
      onHide();
    } catch {
      setFailure(t('userApp.add.failed'));
    }
  });
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="add-user-title">
      <Offcanvas.Header closeButton closeLabel={t('userApp.cancel')}>
        <Offcanvas.Title as="h2" className="h5" id="add-user-title">
          {t('userApp.add.title')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <Form noValidate onSubmit={(e) => void submit(e)}>
          {TEXT_FIELDS.map((name) => (
            <Form.Group className="mb-3" controlId={`add-user-${name}`} key={name}>
              <Form.Label>{t(`userApp.fields.${name}`)}</Form.Label>
              <Form.Control
                type={name === 'email' ? 'email' : 'text'}
                {...register(name)}
                isInvalid={Boolean(errors[name])}
              />
              <Form.Control.Feedback type="invalid">
                {t(errors[name]?.message ?? '')}
              </Form.Control.Feedback>
            </Form.Group>
          ))}
          <Form.Group className="mb-3" controlId="add-user-role">
            <Form.Label>{t('userApp.fields.role')}</Form.Label>
            <Form.Select {...register('role')}>
              {USER_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`userApp.roles.${r}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="mb-3" controlId="add-user-plan">
            <Form.Label>{t('userApp.fields.plan')}</Form.Label>
            <Form.Select {...register('currentPlan')}>
              {USER_PLANS.map((p) => (
                <option key={p} value={p}>
                  {t(`userApp.plans.${p}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {failure && (
            <p className="text-danger" role="alert">
              {failure}
            </p>
          )}
          <div className="d-flex gap-2">
            <Button type="submit" disabled={isSubmitting}>
              {t('userApp.add.submit')}
            </Button>
            <Button variant="outline-secondary" onClick={onHide}>
              {t('userApp.cancel')}
            </Button>
          </div>
        </Form>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
