import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { z } from 'zod';
import { notify } from '../../../core/ui/toasts.tsx';
import { choices, FormActions, FormFields } from '../shared/form-field.tsx';
import { DemoModal } from './demo-modal.tsx';

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
  const form = useForm<EditUserValues>({
    resolver: zodResolver(editUserSchema),
    defaultValues: USER,
  });

  const close = () => {
    form.reset(USER);
    onHide();
  };

  return (
    <DemoModal name="editUser" show={show} onHide={close}>
      <form
        noValidate
        aria-label={t('pages.modals.editUser.title')}
        onSubmit={form.handleSubmit((values) => {
          void notify(
            'success',
            t('pages.modals.editUser.saved', { name: `${values.firstName} ${values.lastName}` }),
          );
          form.reset(values);
          onHide();
        })}
      >
        <div className="row g-3">
          <FormFields
            className="col-md-6"
            form={form}
            fields={[
              { name: 'firstName', label: t('pages.modals.editUser.firstName') },
              { name: 'lastName', label: t('pages.modals.editUser.lastName') },
              { name: 'email', label: t('pages.account.email'), type: 'email' },
              { name: 'phone', label: t('pages.account.phone'), type: 'tel' },
              {
                name: 'status',
                label: t('pages.modals.editUser.status'),
                options: choices(STATUSES, (s) => t(`pages.modals.editUser.statuses.${s}`)),
              },
            ]}
          />
        </div>
        <FormActions dialog onCancel={close} />
      </form>
    </DemoModal>
  );
}
