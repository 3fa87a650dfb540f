import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { useDispatch, useSelector } from 'react-redux';
import { employerAccountInputSchema } from '@careers/contracts';
import { serverMessage, toApiError } from '../../core/api/api-error.ts';
import { selectUser, userDataRefreshed } from '../../core/auth/auth.slice.ts';
import { useUpdateEmployerAccountMutation } from '../../core/api/employer.ts';
import { localizedResolver } from '../../core/forms/localized-resolver.ts';
import { ChangePasswordForm } from '../../core/ui/change-password-form.tsx';
import { PageHeader } from '../../core/ui/page-header.tsx';
import { TextField } from '../../core/ui/text-field.tsx';
import { notify } from '../../core/ui/toasts.tsx';
import { TitledCard } from '../../core/ui/titled-card.tsx';
import { FormSubmit } from '../../core/ui/form-submit.tsx';

/** POST /me/password: the current password, then the new one twice; other sessions end. */
function PasswordCard() {
  const { t } = useTranslation();
  return (
    <TitledCard title={t('employer.account.password')}>
      <p className="small text-body-secondary">{t('employer.account.passwordHint')}</p>
      <ChangePasswordForm
        style={{ maxWidth: 420 }}
        texts={{
          current: t('employer.account.current'),
          new: t('employer.account.new'),
          confirm: t('employer.account.confirm'),
          submit: t('employer.account.changePassword'),
          changed: t('employer.account.passwordChanged'),
          failed: t('employer.account.passwordFailed'),
        }}
      />
    </TitledCard>
  );
}

/** The contact's name (the organisation's contact list shows it) and sign-in address. */
function NameCard() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const user = useSelector(selectUser);
  const [updateAccount] = useUpdateEmployerAccountMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
    reset,
  } = useForm<{ fullName: string }>({
    resolver: localizedResolver(employerAccountInputSchema),
    defaultValues: { fullName: user?.fullName ?? '' },
  });
  const submit = handleSubmit(async ({ fullName }) => {
    setFailure(null);
    try {
      const updated = await updateAccount({ fullName }).unwrap();
      dispatch(userDataRefreshed(updated));
      reset({ fullName: updated.fullName });
      void notify('success', t('employer.account.nameSaved'));
    } catch (error) {
      setFailure(serverMessage(toApiError(error)) ?? t('employer.account.nameFailed'));
    }
  });
  return (
    <TitledCard title={t('employer.account.you')}>
      <form noValidate onSubmit={(e) => void submit(e)} style={{ maxWidth: 420 }}>
        <TextField
          id="account-fullName"
          label={t('employer.fields.fullName')}
          autoComplete="name"
          registration={register('fullName')}
          error={errors.fullName}
        />
        <p className="mb-3">
          <span className="text-body-secondary">{t('employer.fields.email')}: </span>
          <span dir="ltr">{user?.email}</span>
        </p>
        <FormSubmit
          failure={failure}
          busy={isSubmitting}
          disabled={!isDirty}
          label={t('employer.account.saveName')}
        />
      </form>
    </TitledCard>
  );
}

/** The contact's own account: their name and their password. */
export function EmployerAccountPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('menu.employerAccount')} breadcrumb={['menu.employer']} />
      <NameCard />
      <PasswordCard />
    </>
  );
}
