import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notify } from '../../../core/ui/toasts.tsx';
import { FormField } from '../shared/form-field.tsx';

const STATUSES = ['active', 'inactive', 'pending'] as const;

const editUserSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, 'pages.validation.required')
    .max(60, 'pages.validation.tooLong'),
  lastName: z
    .string()
    .trim()
    .min(1, 'pages.validation.required')
    .max(60, 'pages.validation.tooLong'),
  email: z.string().trim().min(1, 'pages.validation.required').email('pages.validation.email'),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\+?[0-9 ()-]{7,20}$/.test(v), 'pages.validation.phone'),
  status: z.enum(STATUSES),
});
type EditUserValues = z.infer<typeof editUserSchema>;

const USER: EditUserValues = {
  firstName: 'Callum',
  lastName: 'Fraser',
  email: 'callum.fraser@careers.example.ac.uk',
  phone: '+44 161 496 0456',
  status: 'active',
};

export function EditUserModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const statusId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EditUserValues>({ resolver: zodResolver(editUserSchema), defaultValues: USER });

  const close = () => {
    reset(USER);
    onHide();
  };

  return (
    <Modal show={show} onHide={close} centered size="lg" aria-labelledby="edit-user-title">
      <Modal.Header closeButton closeLabel={t('pages.common.close')} className="border-0" />
      <Modal.Body className="px-4 px-md-5 pb-5">
        <div className="text-center mb-4">
          <h2 id="edit-user-title" className="h3">
            {t('pages.modals.editUser.title')}
          </h2>
          <p className="text-body-secondary">{t('pages.modals.editUser.text')}</p>
        </div>
        <form
          noValidate
          aria-label={t('pages.modals.editUser.title')}
          onSubmit={handleSubmit((values) => {
            void notify(
              'success',
              t('pages.modals.editUser.saved', { name: `${values.firstName} ${values.lastName}` }),
            );
            reset(values);
            onHide();
          })}
        >
          <div className="row g-3">
            <FormField
              className="col-md-6"
              label={t('pages.modals.editUser.firstName')}
              registration={register('firstName')}
              error={errors.firstName}
            />
            <FormField
              className="col-md-6"
              label={t('pages.modals.editUser.lastName')}
              registration={register('lastName')}
              error={errors.lastName}
            />
            <FormField
              className="col-md-6"
              type="email"
              label={t('pages.account.email')}
              registration={register('email')}
              error={errors.email}
            />
            <FormField
              className="col-md-6"
              type="tel"
              label={t('pages.account.phone')}
              registration={register('phone')}
              error={errors.phone}
            />
            <div className="col-md-6">
              <label htmlFor={statusId} className="form-label">
                {t('pages.modals.editUser.status')}
              </label>
              <select id={statusId} className="form-select" {...register('status')}>
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`pages.modals.editUser.statuses.${s}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="d-flex justify-content-center gap-2 mt-4">
            <button type="submit" className="btn btn-primary">
              {t('pages.common.submit')}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={close}>
              {t('pages.common.cancel')}
            </button>
          </div>
        </form>
      </Modal.Body>
    </Modal>
  );
}
