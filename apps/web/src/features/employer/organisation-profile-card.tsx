import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { z } from 'zod';
import {
  createOrganisationInputSchema,
  type EmployerOrganisation,
  type OrganisationSize,
} from '@careers/contracts';
import { serverMessage, toApiError } from '../../core/api/api-error.ts';
import { useUpdateEmployerOrganisationMutation } from '../../core/api/employer.ts';
import { localizedResolver } from '../../core/forms/localized-resolver.ts';
import { organisationProfileValues } from '../../core/forms/organisation-profile.ts';
import { TextField } from '../../core/ui/text-field.tsx';
import { notify } from '../../core/ui/toasts.tsx';
import { TitledCard } from '../../core/ui/titled-card.tsx';
import { OrganisationSizeSelect } from './employer-ui.tsx';
import { FormSubmit } from '../../core/ui/form-submit.tsx';

const profileSchema = createOrganisationInputSchema.extend({ size: z.string() });
interface ProfileForm {
  name: string;
  website: string;
  sector: string;
  size: string;
  address: string;
  description: string;
}

/** The organisation's profile as its contacts keep it (the status is the careers service's). */
export function ProfileCard({ organisation }: { organisation: EmployerOrganisation }) {
  const { t } = useTranslation();
  const [update] = useUpdateEmployerOrganisationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileForm>({
    resolver: localizedResolver(profileSchema),
    defaultValues: organisationProfileValues(organisation),
  });
  // A newer version (saved here or elsewhere) becomes the form's starting point.
  useEffect(() => reset(organisationProfileValues(organisation)), [organisation, reset]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update({
        name: values.name,
        website: values.website,
        sector: values.sector,
        size: (values.size || null) as OrganisationSize | null,
        address: values.address,
        description: values.description,
        expectedUpdatedAt: organisation.updatedAt,
      }).unwrap();
      void notify('success', t('employer.organisation.saved'));
    } catch (error) {
      const failed = toApiError(error);
      setFailure(
        failed.code === 'stale_edit'
          ? t('employer.organisation.stale')
          : (serverMessage(failed) ?? t('employer.organisation.saveFailed')),
      );
    }
  });

  const field = (
    name: keyof ProfileForm,
    label: string,
    opts: { type?: string; dir?: 'ltr'; multiline?: boolean } = {},
  ) => (
    <TextField
      id={`organisation-${name}`}
      label={label}
      registration={register(name)}
      error={errors[name]}
      dir={opts.dir}
      {...(opts.multiline ? { rows: 5 } : { type: opts.type ?? 'text' })}
    />
  );

  return (
    <TitledCard title={t('employer.organisation.profile')}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        {field('name', t('employer.fields.name'))}
        <div className="row">
          <div className="col-md-6">
            {field('website', t('employer.fields.website'), { type: 'url', dir: 'ltr' })}
          </div>
          <div className="col-md-3">{field('sector', t('employer.fields.sector'))}</div>
          <OrganisationSizeSelect
            id="organisation-size"
            className="col-md-3 mb-3"
            registration={register('size')}
          />
        </div>
        {field('address', t('employer.fields.address'))}
        {field('description', t('employer.fields.description'), { multiline: true })}
        <FormSubmit
          failure={failure}
          busy={isSubmitting}
          disabled={!isDirty}
          label={t('employer.organisation.save')}
        />
      </form>
    </TitledCard>
  );
}
