import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { z } from 'zod';
import { notify } from '../../../core/ui/toasts.tsx';
import type { ListUser } from '../../../fake-api/types.ts';
import { FormFieldList } from '../shared/form-field.tsx';
import { TitledCard } from '../shared/titled-card.tsx';

const accountSchema = z.object({
  fullName: z.string().trim().min(2, 'userApp.errors.fullName'),
  email: z.email('userApp.errors.email'),
  contact: z
    .string()
    .trim()
    .regex(/^\+?[\d\s()-]{6,20}$/, 'userApp.errors.contact'),
  company: z.string().trim().min(1, 'userApp.errors.required'),
  country: z.string().trim().min(1, 'userApp.errors.required'),
});
type AccountForm = z.infer<typeof accountSchema>;
const ACCOUNT_FIELDS = ['fullName', 'email', 'contact', 'company', 'country'] as const;

export function AccountTab({ user }: { user: ListUser }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<AccountForm>({
    resolver: zodResolver(accountSchema),
    defaultValues: user,
  });
  const submit = handleSubmit(
    (v) => void notify('success', t('userApp.view.accountSaved', { name: v.fullName })),
  );
  return (
    <TitledCard title={t('userApp.tabs.account')}>
      <Card.Body>
        <Form noValidate onSubmit={(e) => void submit(e)} className="row g-3">
          <FormFieldList
            form={{ register, formState }}
            names={ACCOUNT_FIELDS}
            idPrefix="account"
            label={(name) => t(`userApp.fields.${name}`)}
            className="col-12 col-md-6"
          />
          <div className="col-12">
            <Button type="submit">{t('userApp.save')}</Button>
          </div>
        </Form>
      </Card.Body>
    </TitledCard>
  );
}

const passwordSchema = z
  .object({
    password: z
      .string()
      .min(10, 'userApp.errors.password')
      .regex(/[A-Z]/, 'userApp.errors.password')
      .regex(/[0-9]/, 'userApp.errors.password'),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    message: 'userApp.errors.confirm',
  });
type PasswordForm = z.infer<typeof passwordSchema>;

export function SecurityTab() {
  const { t } = useTranslation();
  const [twoStep, setTwoStep] = useState(false);
  const { register, handleSubmit, reset, formState } = useForm<PasswordForm>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const submit = handleSubmit(() => {
    void notify('success', t('userApp.security.changed'));
    reset();
  });
  return (
    <>
      <TitledCard title={t('userApp.security.changePassword')} className="mb-4">
        <Card.Body>
          <p className="text-body-secondary small">{t('userApp.security.rules')}</p>
          <Form noValidate onSubmit={(e) => void submit(e)} className="row g-3">
            <FormFieldList
              form={{ register, formState }}
              names={['password', 'confirm']}
              idPrefix="security"
              label={(name) => t(`userApp.security.${name}`)}
              className="col-12 col-md-6"
              props={() => ({ type: 'password', autoComplete: 'new-password' })}
            />
            <div className="col-12">
              <Button type="submit">{t('userApp.security.submit')}</Button>
            </div>
          </Form>
        </Card.Body>
      </TitledCard>
      <TitledCard title={t('userApp.security.twoStep')}>
        <Card.Body>
          <Form.Check
            type="switch"
            id="security-two-step"
            label={t('userApp.security.twoStepLabel')}
            checked={twoStep}
            onChange={(e) => {
              setTwoStep(e.target.checked);
              void notify(
                'info',
                t(e.target.checked ? 'userApp.security.twoStepOn' : 'userApp.security.twoStepOff'),
              );
            }}
          />
        </Card.Body>
      </TitledCard>
    </>
  );
}
