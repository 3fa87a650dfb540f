import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  candidateRegisterInputSchema,
  createOrganisationInputSchema,
  type AuthResponse,
  type EmployerRegisterResponse,
} from '@careers/contracts';
import { loadHttp, serverMessage, toApiError } from '../../core/api/lean.ts';
import { homeOf } from '../../core/auth/access.ts';
import { login } from '../../core/auth/auth.slice.ts';
import { localizedResolver } from '../../core/forms/localized-resolver.ts';
import { TextField } from '../../core/ui/text-field.tsx';
import { EmployerAuthCard, OrganisationSizeSelect } from './employer-ui.tsx';
import { FormSubmit } from '../../core/ui/form-submit.tsx';

const organisationFields = createOrganisationInputSchema.pick({
  name: true,
  website: true,
  sector: true,
});
const newOrganisationSchema = candidateRegisterInputSchema.extend({
  organisation: organisationFields.extend({ size: z.string() }),
});
const joinSchema = candidateRegisterInputSchema;

interface RegisterForm {
  fullName: string;
  email: string;
  password: string;
  organisation: { name: string; website: string; sector: string; size: string };
}

type FieldName =
  'fullName' | 'email' | 'password' | `organisation.${'name' | 'website' | 'sector'}`;

/**
 * An employer contact registers their organisation (pending until the careers service approves
 * it; the address is confirmed by a link before the first sign-in), or joins one with the
 * invitation a colleague or the careers service sent (`?invitation=`): signed in at once.
 */
export function EmployerRegisterPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invitationToken = params.get('invitation')?.trim() || undefined;
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({
    resolver: localizedResolver(invitationToken ? joinSchema : newOrganisationSchema),
    defaultValues: {
      fullName: '',
      email: params.get('email') ?? '',
      password: '',
      organisation: { name: '', website: '', sector: '', size: '' },
    },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const body = invitationToken
      ? {
          fullName: values.fullName,
          email: values.email,
          password: values.password,
          invitationToken,
        }
      : {
          fullName: values.fullName,
          email: values.email,
          password: values.password,
          organisation: {
            name: values.organisation.name,
            ...(values.organisation.website ? { website: values.organisation.website } : {}),
            ...(values.organisation.sector ? { sector: values.organisation.sector } : {}),
            ...(values.organisation.size ? { size: values.organisation.size } : {}),
          },
        };
    try {
      const http = await loadHttp();
      const res = await http.post<EmployerRegisterResponse>('/api/v1/employer/register', body);
      if ('accessToken' in res.data) {
        const session = res.data as AuthResponse;
        dispatch(login(session));
        void navigate(homeOf(session.userData), { replace: true });
      } else {
        setSentTo(res.data.email);
      }
    } catch (error) {
      const failed = toApiError(error);
      const said = serverMessage(failed) ?? failed.message;
      const known: FieldName[] = ['fullName', 'email', 'password'];
      if (failed.field && (known as string[]).includes(failed.field)) {
        setError(failed.field as FieldName, { message: said });
      } else {
        setFailure(said || t('employer.register.failed'));
      }
    }
  });

  if (sentTo) {
    return (
      <EmployerAuthCard>
        <h1 className="h3 mb-3">{t('employer.register.sentTitle')}</h1>
        <div className="alert alert-success" role="status">
          {t('employer.register.sentText', { email: sentTo })}
        </div>
        <p className="text-body-secondary">{t('employer.register.sentHint')}</p>
        <Link to="/login" className="btn btn-primary w-100">
          {t('employer.register.toSignIn')}
        </Link>
      </EmployerAuthCard>
    );
  }

  const errorOf = (name: FieldName): { message?: string } | undefined => {
    if (name.startsWith('organisation.')) {
      const key = name.slice('organisation.'.length) as 'name' | 'website' | 'sector';
      return errors.organisation?.[key];
    }
    return errors[name as 'fullName' | 'email' | 'password'];
  };
  const field = (
    name: FieldName,
    label: string,
    props: { type?: string; autoComplete?: string; required?: boolean; dir?: 'ltr' } = {},
  ) => (
    <TextField
      id={`employer-register-${name.replace('.', '-')}`}
      label={label}
      type={props.type ?? 'text'}
      dir={props.dir}
      autoComplete={props.autoComplete}
      required={props.required}
      registration={register(name)}
      error={errorOf(name)}
    />
  );

  return (
    <EmployerAuthCard>
      <h1 className="h3 mb-1">
        {t(invitationToken ? 'employer.register.joinTitle' : 'employer.register.title')}
      </h1>
      <p className="text-body-secondary mb-4">
        {t(invitationToken ? 'employer.register.joinSubtitle' : 'employer.register.subtitle')}
      </p>
      <form noValidate onSubmit={(e) => void submit(e)}>
        {!invitationToken && (
          <fieldset className="mb-2">
            <legend className="h6">{t('employer.register.organisation')}</legend>
            {field('organisation.name', t('employer.fields.name'), {
              required: true,
              autoComplete: 'organization',
            })}
            {field('organisation.website', t('employer.fields.website'), {
              type: 'url',
              dir: 'ltr',
              autoComplete: 'url',
            })}
            <div className="row">
              <div className="col-sm-7">
                {field('organisation.sector', t('employer.fields.sector'))}
              </div>
              <OrganisationSizeSelect
                id="employer-register-size"
                className="col-sm-5 mb-3"
                registration={register('organisation.size')}
              />
            </div>
          </fieldset>
        )}
        <fieldset>
          <legend className="h6">{t('employer.register.you')}</legend>
          {field('fullName', t('employer.fields.fullName'), {
            required: true,
            autoComplete: 'name',
          })}
          {field('email', t('employer.fields.email'), {
            type: 'email',
            dir: 'ltr',
            required: true,
            autoComplete: 'email',
          })}
          {field('password', t('employer.fields.password'), {
            type: 'password',
            required: true,
            autoComplete: 'new-password',
          })}
        </fieldset>
        <FormSubmit
          failure={failure}
          busy={isSubmitting}
          label={t(invitationToken ? 'employer.register.joinSubmit' : 'employer.register.submit')}
          wide
        />
      </form>
      <p className="text-center mt-4 mb-0">
        {t('employer.register.haveAccount')}{' '}
        <Link to="/login" className="text-decoration-underline">
          {t('employer.register.signIn')}
        </Link>
      </p>
    </EmployerAuthCard>
  );
}
