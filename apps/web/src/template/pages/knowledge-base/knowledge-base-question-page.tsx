import { ArrowLeft } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import { LoadState } from '../shared/load-state.tsx';
import { useGetKnowledgeBaseQuestionQuery } from '../pages.api.ts';
import { QuestionLinks } from './question-links.tsx';
import '../pages.scss';
import { ColCard } from '../../shared/col-card.tsx';

export function KnowledgeBaseQuestionPage() {
  const { t } = useTranslation();
  const { category = '', question = '' } = useParams();
  const { data, isError: error } = useGetKnowledgeBaseQuestionQuery({ category, question });

  return (
    <>
      <RoutePageHeader />
      <LoadState error={error} ready={!!data} />
      {data && (
        <div className="row g-4">
          <ColCard col="col-lg-8">
            <article>
              <h2 className="h4">{data.title}</h2>
              <p className="small text-body-secondary">
                {t('pages.kb.lastUpdated', { date: data.lastUpdated })}
              </p>
              {/* Plain-text paragraphs: React escapes them, so no HTML sanitising is needed. */}
              {data.content.map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </article>
            <Link
              to={`/pages/knowledge-base/${category}`}
              className="btn btn-outline-primary btn-sm mt-2"
            >
              <ArrowLeft size={14} className="flip-rtl me-1" aria-hidden="true" />
              {t('pages.kb.backToCategory')}
            </Link>
          </ColCard>
          <ColCard col="col-lg-4">
            <h2 className="h5 mb-3">{t('pages.kb.related')}</h2>
            {data.relatedQuestions.length === 0 && (
              <p className="mb-0 text-body-secondary">{t('pages.kb.noRelated')}</p>
            )}
            <QuestionLinks category={category} questions={data.relatedQuestions} topAligned />
          </ColCard>
        </div>
      )}
    </>
  );
}
