import { mailLanguageNames, mailLanguages, type Candidate } from '@careers/contracts';
import { useEffect, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useOpenedRecord } from '../../core/hooks/use-opened-record.ts';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { useSelector } from 'react-redux';
import { serverMessage, toApiError } from '../../core/api/api-error.ts';
import {
  useGetCandidateQuery,
  useLazyGetCandidateQuery,
  useUpdateCandidateMutation,
} from '../../core/api/candidates.ts';
import { selectUser } from '../../core/auth/auth.slice.ts';
import { useRouteMeta } from '../../core/layout/route-meta.ts';
import { EditConflictAlert, useEditConflict } from '../../core/ui/edit-conflict.tsx';
import { LeaveDialog, useLeaveGuard } from '../../core/ui/leave-guard.tsx';
import { PageHeader } from '../../core/ui/page-header.tsx';
import { notify } from '../../core/ui/toasts.tsx';
import { PasswordCard } from './password-card.tsx';
import { NotificationPreferencesCard } from '../../core/ui/notification-preferences-card.tsx';
import { usePortalMessage } from './portal-messages.ts';
import { ErrorState, LoadingBlock } from '../../core/ui/state-views.tsx';
import { FieldBox, ProfileLinks } from './profile-links.tsx';
import { formPath, profileResolver, toForm, toPayload, type ProfileForm } from './profile-form.ts';
import { TagInput } from './tag-input.tsx';
import { ChoiceSelect } from '../../core/ui/choice-select.tsx';
import { LevelSelect } from './level-select.tsx';
import { SectionCard } from './portal-ui.tsx';
import { FailureAlert } from '../../core/ui/failure-alert.tsx';
import './portal.scss';

export function ProfileEditor({
  candidate,
  onSaved,
}: {
  candidate: Candidate;
  /** The profile as saved (or, after a conflict, as reloaded): the form follows it. */
  onSaved(c: Candidate): void;
}) {
  const { t } = useTranslation();
  const message = usePortalMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ProfileForm>({
    resolver: profileResolver,
    defaultValues: toForm(candidate),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const [fetchLatest] = useLazyGetCandidateQuery();
  const [updateCandidate] = useUpdateCandidateMutation();
  useEffect(() => reset(toForm(candidate)), [candidate, reset]);
  // Reload hands the latest profile up; the effect above then shows it in the form.
  const conflict = useEditConflict(form, async () => {
    onSaved(await fetchLatest(candidate.id).unwrap());
  });
  // Typed and not saved: leaving the page asks first.
  const guard = useLeaveGuard(isDirty && !isSubmitting);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await updateCandidate({
        id: candidate.id,
        input: {
          ...toPayload(values),
          // The version the form shows; a newer one on the server is a 409 (stale edit).
          expectedUpdatedAt: candidate.updatedAt,
        },
      }).unwrap();
      conflict.clear();
      onSaved(saved);
      void notify('success', t('portal.profile.saved'));
    } catch (error) {
      const failed = toApiError(error);
      if (conflict.catches(failed)) return;
      const field = failed.field ? formPath(values, failed.field.split('.')) : [];
      if (field[0] && field[0] in values) {
        setError(field.join('.') as FieldPath<ProfileForm>, {
          message: serverMessage(failed) ?? '',
        });
      } else {
        setFailure(message(serverMessage(failed)) || t('portal.profile.failed'));
      }
    }
  });

  const text = (
    name: 'fullName' | 'phone' | 'programme' | 'graduationYear',
    label: string,
    extra = {},
    column = 'col-12 col-md-6',
  ) => (
    <FieldBox id={`profile-${name}`} label={label} className={column} error={errors[name]}>
      <input
        id={`profile-${name}`}
        className={`form-control${errors[name] ? ' is-invalid' : ''}`}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `profile-${name}-error` : undefined}
        {...extra}
        {...register(name)}
      />
    </FieldBox>
  );

  return (
    <SectionCard
      headingId="profile-heading"
      title={t('portal.profile.title')}
      className="mb-4"
      headingClassName="h6 mb-1"
    >
      <p className="small text-body-secondary">
        {t('portal.profile.hint', { email: candidate.email })}
      </p>
      <EditConflictAlert conflict={conflict} />
      <LeaveDialog guard={guard} />
      <form noValidate onSubmit={(e) => void submit(e)}>
        <div className="row g-3">
          {text('fullName', t('portal.profile.fullName'), { autoComplete: 'name' })}
          {text('phone', t('portal.profile.phone'), {
            autoComplete: 'tel',
            type: 'tel',
            dir: 'ltr',
          })}
          {text('programme', t('portal.profile.programme'), {}, 'col-12 col-md-5')}
          <LevelSelect
            id="profile-level"
            className="col-7 col-md-4"
            label={t('portal.profile.level')}
            {...register('level')}
          />
          {text(
            'graduationYear',
            t('portal.profile.graduationYear'),
            { type: 'number', inputMode: 'numeric' },
            'col-5 col-md-3',
          )}
          <div className="col-12 col-md-6">
            <ChoiceSelect
              id="profile-language"
              label={t('portal.profile.emailLanguage')}
              values={mailLanguages}
              labelOf={(l) => mailLanguageNames[l]}
              aria-describedby="profile-language-help"
              {...register('language')}
            />
            <div id="profile-language-help" className="form-text">
              {t('portal.profile.emailLanguageHelp')}
            </div>
          </div>
          <FieldBox
            id="profile-skills"
            label={t('portal.profile.skills')}
            className="col-12"
            hint={t('portal.profile.skillsHint')}
          >
            <Controller
              control={control}
              name="skills"
              render={({ field }) => (
                <TagInput
                  id="profile-skills"
                  value={field.value}
                  onChange={field.onChange}
                  invalid={Boolean(errors.skills)}
                />
              )}
            />
          </FieldBox>
          <FieldBox
            id="profile-bio"
            label={t('portal.profile.bio')}
            className="col-12"
            error={errors.bio}
          >
            <textarea
              id="profile-bio"
              rows={4}
              maxLength={2000}
              className={`form-control${errors.bio ? ' is-invalid' : ''}`}
              {...register('bio')}
            />
          </FieldBox>
          <ProfileLinks form={form} />
        </div>
        <FailureAlert message={failure} className="mt-3" />
        <div className="d-flex gap-2 mt-4">
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {t('portal.profile.save')}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={!isDirty}
            onClick={() => reset(toForm(candidate))}
          >
            {t('portal.profile.discard')}
          </button>
        </div>
      </form>
    </SectionCard>
  );
}

/** The candidate's own profile and password. */
export function MyProfilePage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const user = useSelector(selectUser);
  const id = String(user?.id ?? '');
  // The editor opens on a fresh read (never a cached copy, however recent) and then follows only
  // what it saves or reloads, so a background answer never resets what is being typed.
  const read = useGetCandidateQuery(id, { refetchOnMountOrArgChange: true });
  const [candidate, hold] = useOpenedRecord(id, read);

  return (
    <>
      <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />
      <div className="row g-4">
        <div className="col-12 col-xl-8">
          {candidate ? (
            <ProfileEditor candidate={candidate} onSaved={hold} />
          ) : read.isError ? (
            <ErrorState
              text={serverMessage(toApiError(read.error)) || t('portal.loadFailed')}
              retryLabel={t('portal.retry')}
              onRetry={() => void read.refetch()}
            />
          ) : (
            <LoadingBlock label={t('portal.loading')} />
          )}
        </div>
        <div className="col-12 col-xl-4">
          <NotificationPreferencesCard role="candidate" />
          <PasswordCard />
        </div>
      </div>
    </>
  );
}
