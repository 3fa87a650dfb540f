import { useId, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { Search } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteMeta } from '../../../core/layout/route-meta.ts';
import { PageHeader } from '../../../core/ui/page-header.tsx';
import { ErrorState, LoadingBlock } from '../../../core/ui/state-views.tsx';
import { useGetKnowledgeBaseQuery } from '../pages.api.ts';
import '../pages.scss';

export function KnowledgeBasePage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const { data, isError: error } = useGetKnowledgeBaseQuery();
  const needle = query.trim().toLowerCase();
  const shown = (data ?? []).filter(
    (c) => !needle || `${c.title} ${c.desc}`.toLowerCase().includes(needle),
  );

  return (
    <>
      <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />
      <section className="search-banner card bg-light-primary mb-4">
        <div className="card-body text-center py-5 px-3">
          <h2 className="h3 text-primary">{t('pages.kb.heroTitle')}</h2>
          <p className="text-body mb-4">{t('pages.kb.heroText')}</p>
          <form
            role="search"
            className="search-banner-form mx-auto"
            onSubmit={(e) => e.preventDefault()}
          >
            <label htmlFor={searchId} className="visually-hidden">
              {t('pages.kb.search')}
            </label>
            <div className="input-group">
              <span className="input-group-text">
                <Search size={16} aria-hidden="true" />
              </span>
              <input
                id={searchId}
                type="search"
                className="form-control"
                placeholder={t('pages.kb.searchPlaceholder')}
                value={query}
                onChange={(e) => setQuery(e.target.value)}
              />
            </div>
          </form>
        </div>
      </section>
      {error && <ErrorState text={t('pages.common.loadError')} />}
      {!data && !error && <LoadingBlock label={t('pages.common.loading')} />}
      {data && shown.length === 0 && (
        <p className="text-center text-body-secondary py-4" role="status">
          {t('pages.kb.noResults')}
        </p>
      )}
      <div className="row g-4">
        {shown.map((c) => (
          <div key={c.id} className="col-md-6 col-xl-4">
            <Card className="h-100 kb-card text-center">
              <Card.Body>
                <img src={c.img} alt="" width={120} height={120} className="mb-3" />
                <h3 className="h5">
                  <Link to={`/pages/knowledge-base/${c.category}`} className="stretched-link">
                    {c.title}
                  </Link>
                </h3>
                <p className="mb-0 text-body-secondary">{c.desc}</p>
              </Card.Body>
            </Card>
          </div>
        ))}
      </div>
    </>
  );
}
