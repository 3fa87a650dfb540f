import type { Vacancy } from '@careers/contracts';
import { useRef } from 'react';
import { useOpenedRecord } from '../../../core/hooks/use-opened-record.ts';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useNavigate, useParams } from 'react-router';
import { toApiError, type ApiError } from '../../../core/api/api-error.ts';
import {
  useCreateVacancyMutation,
  useGetVacancyQuery,
  useLazyGetVacancyQuery,
  useUpdateVacancyMutation,
} from '../../../core/api/vacancies.ts';
import { notify } from '../../../core/ui/toasts.tsx';
import { CareersHeader } from '../shared/careers-header.tsx';
import { LoadState } from '../shared/load-state.tsx';
import { VacancyForm } from './vacancy-form.tsx';
import { vacancyToValues, type VacancyInput } from './vacancy-form-values.ts';
import '../shared/careers.scss';

/**
 * /careers/vacancies/new: the form; a new vacancy is a draft, then its page opens. The draft is
 * created by the first autosave (once the values are complete), and later saves update it.
 */
export function NewVacancyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [createVacancy] = useCreateVacancyMutation();
  const [updateVacancy] = useUpdateVacancyMutation();
  /** The draft the autosave created, if it has. */
  const created = useRef<string | null>(null);

  const write = async (input: VacancyInput, version?: string): Promise<Vacancy> => {
    if (!created.current) {
      const vacancy = await createVacancy(input).unwrap();
      created.current = vacancy.id;
      return vacancy;
    }
    return updateVacancy({
      id: created.current,
      input: version ? { ...input, expectedUpdatedAt: version } : input,
    }).unwrap();
  };

  const autosave = async (input: VacancyInput, version?: string) => {
    try {
      return { version: (await write(input, version)).updatedAt };
    } catch (error) {
      return toApiError(error);
    }
  };

  const save = async (input: VacancyInput, version?: string): Promise<ApiError | null> => {
    try {
      const vacancy = await write(input, version);
      void notify('success', t('careers.vacancyForm.created'));
      void navigate(`/careers/vacancies/${vacancy.id}`);
      return null;
    } catch (error) {
      return toApiError(error);
    }
  };

  return (
    <>
      <CareersHeader />
      <VacancyForm
        submitLabel={t('careers.vacancyForm.createDraft')}
        onSubmit={save}
        autosave={autosave}
        onCancel={() => void navigate('/careers/vacancies')}
      />
    </>
  );
}

/** /careers/vacancies/:id/edit */
export function EditVacancyPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  // The form opens on a fresh read (never a cached copy, however recent), so the version it sends
  // with the edit is the one its values came from; later answers (a reload after a conflict) do
  // not change it.
  const read = useGetVacancyQuery(id, { refetchOnMountOrArgChange: true });
  const [vacancy] = useOpenedRecord(id, read);
  const [fetchLatest] = useLazyGetVacancyQuery();
  const [updateVacancy] = useUpdateVacancyMutation();

  const reload = async () => {
    const latest = await fetchLatest(id).unwrap();
    return { values: vacancyToValues(latest), version: latest.updatedAt };
  };

  // Only a draft saves itself: a published vacancy changes when staff say so.
  const autosave = async (input: VacancyInput, version?: string) => {
    try {
      const saved = await updateVacancy({
        id,
        input: version ? { ...input, expectedUpdatedAt: version } : input,
      }).unwrap();
      return { version: saved.updatedAt };
    } catch (error) {
      return toApiError(error);
    }
  };

  const save = async (input: VacancyInput, version?: string): Promise<ApiError | null> => {
    try {
      await updateVacancy({
        id,
        input: version ? { ...input, expectedUpdatedAt: version } : input,
      }).unwrap();
      void notify('success', t('careers.vacancyForm.saved'));
      void navigate(`/careers/vacancies/${id}`);
      return null;
    } catch (error) {
      return toApiError(error);
    }
  };

  return (
    <>
      <CareersHeader
        title={vacancy ? t('careers.vacancyForm.editTitle', { title: vacancy.title }) : undefined}
      />
      <LoadState
        failed={read.isError && !vacancy}
        loading={!vacancy}
        lines={8}
        detail={toApiError(read.error).message}
        onRetry={() => void read.refetch()}
      />
      {vacancy && (
        <VacancyForm
          key={vacancy.id}
          initial={vacancyToValues(vacancy)}
          version={vacancy.updatedAt}
          submitLabel={t('careers.vacancyForm.save')}
          onSubmit={save}
          onReload={reload}
          {...(vacancy.status === 'draft' ? { autosave } : {})}
          onCancel={() => void navigate(`/careers/vacancies/${id}`)}
        />
      )}
    </>
  );
}
