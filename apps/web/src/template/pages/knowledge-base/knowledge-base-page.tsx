import { useState } from 'react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import { LoadState } from '../shared/load-state.tsx';
import { SearchBanner } from '../shared/search-form.tsx';
import { useGetKnowledgeBaseQuery } from '../pages.api.ts';
import '../pages.scss';
import { ColCard } from '../../shared/col-card.tsx';

export function KnowledgeBasePage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const { data, isError: error } = useGetKnowledgeBaseQuery();
  const needle = query.trim().toLowerCase();
  const shown = (data ?? []).filter(
    (c) => !needle || `${c.title} ${c.desc}`.toLowerCase().includes(needle),
  );

  return (
    <>
      <RoutePageHeader />
      <SearchBanner
        title={t('pages.kb.heroTitle')}
        text={t('pages.kb.heroText')}
        search={{
          label: t('pages.kb.search'),
          placeholder: t('pages.kb.searchPlaceholder'),
          value: query,
          onChange: setQuery,
        }}
      />
      <LoadState error={error} ready={!!data} />
      {data && shown.length === 0 && (
        <p className="text-center text-body-secondary py-4" role="status">
          {t('pages.kb.noResults')}
        </p>
      )}
      <div className="row g-4">
        {shown.map((c) => (
          <ColCard key={c.id} col="col-md-6 col-xl-4" className="h-100 kb-card text-center">
            <img src={c.img} alt="" width={120} height={120} className="mb-3" />
            <h3 className="h5">
              <Link to={`/pages/knowledge-base/${c.category}`} className="stretched-link">
                {c.title}
              </Link>
            </h3>
            <p className="mb-0 text-body-secondary">{c.desc}</p>
          </ColCard>
        ))}
      </div>
    </>
  );
}
