import { vacancyTypes, workplaces } from '@careers/contracts';
import { useRef, useState } from 'react';
import { Search } from 'react-feather';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { useSearchParams } from 'react-router';
import { useList } from '../../core/api/list.ts';
import { vacanciesApi } from '../../core/api/vacancies.ts';
import { PageHeader } from '../../core/ui/page-header.tsx';
import { VerifyEmailNotice } from './verify-email-notice.tsx';
import { useRouteMeta } from '../../core/layout/route-meta.ts';
import { EmptyState, ErrorState, LoadingBlock } from '../../core/ui/state-views.tsx';
import { ChoiceSelect } from '../../core/ui/choice-select.tsx';
import { PortalPager } from './portal-ui.tsx';
import { VacancyCard } from './vacancy-card.tsx';
import { PORTAL_PAGE_SIZE, portalVacanciesQuery } from './list-queries.ts';
import './portal.scss';

/** Open vacancies: search, type and workplace filters, pages; all of it kept in the URL. */
export function PortalVacanciesPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const [params, setParams] = useSearchParams();
  const query = portalVacanciesQuery(params);
  const { type, workplace, page } = query;
  const q = query.q ?? '';
  // Candidates see only open vacancies before their deadline; soonest deadline first.
  const list = useList(vacanciesApi.endpoints.getVacancies, query);
  const [search, setSearch] = useState(q);
  const timer = useRef<number | undefined>(undefined);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: 'q' in changes });
  };

  const onSearch = (value: string) => {
    setSearch(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => update({ q: value.trim() || undefined }), 350);
  };

  const filtered = Boolean(q || type || workplace);
  // The closed-set filters, each a select with "Any …" first.
  const choices = [
    {
      key: 'type',
      values: vacancyTypes,
      label: t('portal.vacancies.type'),
      anyLabel: t('portal.vacancies.anyType'),
      labelOf: (v: string) => t(`portal.types.${v}`),
    },
    {
      key: 'workplace',
      values: workplaces,
      label: t('portal.vacancies.workplace'),
      anyLabel: t('portal.vacancies.anyWorkplace'),
      labelOf: (v: string) => t(`portal.workplaces.${v}`),
    },
  ] as const;

  return (
    <>
      <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />
      <VerifyEmailNotice />
      <section className="card mb-4" aria-label={t('portal.vacancies.filters')}>
        <div className="card-body">
          <form
            className="row g-3 align-items-end"
            role="search"
            onSubmit={(e) => e.preventDefault()}
          >
            <div className="col-12 col-md-6">
              <label htmlFor="vacancy-search" className="form-label">
                {t('portal.vacancies.search')}
              </label>
              <div className="input-group">
                <span className="input-group-text" aria-hidden="true">
                  <Search size={16} />
                </span>
                <input
                  id="vacancy-search"
                  type="search"
                  className="form-control"
                  placeholder={t('portal.vacancies.searchPlaceholder')}
                  value={search}
                  onChange={(e) => onSearch(e.target.value)}
                />
              </div>
            </div>
            {choices.map(({ key, values, label, anyLabel, labelOf }) => (
              <div key={key} className="col-12 col-sm-6 col-md-3">
                <ChoiceSelect<string>
                  id={`vacancy-${key}`}
                  label={label}
                  values={values}
                  labelOf={labelOf}
                  emptyLabel={anyLabel}
                  value={query[key] ?? ''}
                  onChange={(e) => update({ [key]: e.target.value || undefined })}
                />
              </div>
            ))}
          </form>
        </div>
      </section>

      {list.status === 'failed' ? (
        <ErrorState
          text={list.error || t('portal.loadFailed')}
          retryLabel={t('portal.retry')}
          onRetry={list.refetch}
        />
      ) : list.status !== 'succeeded' ? (
        <LoadingBlock label={t('portal.loading')} />
      ) : list.data.length === 0 ? (
        <div className="card">
          <EmptyState
            title={t(filtered ? 'portal.vacancies.noMatch' : 'portal.vacancies.none')}
            text={t(filtered ? 'portal.vacancies.noMatchText' : 'portal.vacancies.noneText')}
            action={
              filtered && (
                <button
                  type="button"
                  className="btn btn-outline-primary"
                  onClick={() => {
                    setSearch('');
                    setParams(new URLSearchParams());
                  }}
                >
                  {t('portal.vacancies.clear')}
                </button>
              )
            }
          />
        </div>
      ) : (
        <>
          <p className="text-body-secondary small" aria-live="polite">
            {t('portal.vacancies.count', { count: list.total })}
          </p>
          <div className="row g-4">
            {list.data.map((vacancy) => (
              <div key={vacancy.id} className="col-12 col-md-6 col-xl-4">
                <VacancyCard vacancy={vacancy} />
              </div>
            ))}
          </div>
          <PortalPager
            page={page}
            total={list.total}
            perPage={PORTAL_PAGE_SIZE}
            onPage={(p) => update({ page: p > 1 ? String(p) : undefined })}
          />
        </>
      )}
    </>
  );
}
