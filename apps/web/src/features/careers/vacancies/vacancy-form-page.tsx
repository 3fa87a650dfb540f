import type { Vacancy } from '@careers/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../../core/ui/toasts.tsx';
import { isCallError, type CallError } from '../shared/api-call.ts';
import { CareersHeader } from '../shared/careers-header.tsx';
import { useCareersDispatch } from '../shared/list-state.ts';
import { ErrorState, SkeletonLines } from '../shared/state-views.tsx';
import { VacancyForm } from './vacancy-form.tsx';
import { vacancyToValues, type VacancyInput } from './vacancy-form-values.ts';
import {
  createVacancy,
  fetchVacancy,
  selectVacanciesState,
  updateVacancy,
} from './vacancies.slice.ts';
import '../shared/careers.scss';

const asFailure = (error: unknown): CallError =>
  isCallError(error) ? error : { message: String(error) };

/** /careers/vacancies/new: the form; a new vacancy is a draft, then its page opens. */
export function NewVacancyPage() {
  const { t } = useTranslation();
  const dispatch = useCareersDispatch();
  const navigate = useNavigate();

  const save = async (input: VacancyInput) => {
    try {
      const vacancy = await dispatch(createVacancy(input)).unwrap();
      void notify('success', t('careers.vacancyForm.created'));
      void navigate(`/careers/vacancies/${vacancy.id}`);
      return null;
    } catch (error) {
      return asFailure(error);
    }
  };

  return (
    <>
      <CareersHeader />
      <VacancyForm
        submitLabel={t('careers.vacancyForm.createDraft')}
        onSubmit={save}
        onCancel={() => void navigate('/careers/vacancies')}
      />
    </>
  );
}

/** /careers/vacancies/:id/edit */
export function EditVacancyPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const dispatch = useCareersDispatch();
  const navigate = useNavigate();
  const { selectedStatus, selectedError } = useSelector(selectVacanciesState);
  // The form opens on a fresh read (not a list's cached copy), so the version it sends with the
  // edit is the one its values came from.
  const [opened, setOpened] = useState<Vacancy | null>(null);
  const vacancy = opened?.id === id ? opened : null;
  const load = useCallback(
    () =>
      dispatch(fetchVacancy(id))
        .unwrap()
        .then(setOpened, () => undefined),
    [dispatch, id],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const reload = async () => {
    const latest = await dispatch(fetchVacancy(id)).unwrap();
    return { values: vacancyToValues(latest), version: latest.updatedAt };
  };

  const save = async (input: VacancyInput, version?: string) => {
    try {
      await dispatch(
        updateVacancy({ id, input: version ? { ...input, expectedUpdatedAt: version } : input }),
      ).unwrap();
      void notify('success', t('careers.vacancyForm.saved'));
      void navigate(`/careers/vacancies/${id}`);
      return null;
    } catch (error) {
      return asFailure(error);
    }
  };

  return (
    <>
      <CareersHeader
        title={vacancy ? t('careers.vacancyForm.editTitle', { title: vacancy.title }) : undefined}
      />
      {selectedStatus === 'failed' && !vacancy && (
        <ErrorState message={selectedError} onRetry={() => void load()} />
      )}
      {!vacancy && selectedStatus !== 'failed' && <SkeletonLines lines={8} />}
      {vacancy && (
        <VacancyForm
          key={vacancy.id}
          initial={vacancyToValues(vacancy)}
          version={vacancy.updatedAt}
          submitLabel={t('careers.vacancyForm.save')}
          onSubmit={save}
          onReload={reload}
          onCancel={() => void navigate(`/careers/vacancies/${id}`)}
        />
      )}
    </>
  );
}
