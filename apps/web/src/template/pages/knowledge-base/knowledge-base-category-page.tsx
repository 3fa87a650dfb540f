import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useParams } from 'react-router';
import { useRouteMeta } from '../../../core/layout/route-meta.ts';
import { PageHeader } from '../../../core/ui/page-header.tsx';
import { FeatherIcon } from '../shared/feather-icon.tsx';
import { LoadState } from '../shared/load-state.tsx';
import { useGetKnowledgeBaseCategoryQuery } from '../pages.api.ts';
import { QuestionLinks } from './question-links.tsx';
import '../pages.scss';
import { ColCard } from '../../shared/col-card.tsx';

export function KnowledgeBaseCategoryPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const { category = '' } = useParams();
  const { data, isError: error } = useGetKnowledgeBaseCategoryQuery(category);

  return (
    <>
      <PageHeader
        title={data?.category.title ?? t(meta.title)}
        breadcrumb={[...(meta.breadcrumb ?? []), meta.title]}
      />
      <LoadState error={error} ready={!!data} />
      {data && (
        <>
          <p className="text-body-secondary mb-4">{data.category.desc}</p>
          <div className="row g-4">
            {data.sections.map((section) => (
              <ColCard key={section.id} col="col-md-6" className="h-100">
                <h2 className="h5 d-flex align-items-center gap-2 mb-3">
                  <span className={`avatar bg-light-${section.iconColor}`}>
                    <FeatherIcon name={section.icon} size={18} />
                  </span>
                  {section.title}
                  <span className="badge rounded-pill bg-light-secondary ms-auto">
                    {section.questions.length}
                  </span>
                </h2>
                <QuestionLinks category={category} questions={section.questions} />
              </ColCard>
            ))}
          </div>
        </>
      )}
    </>
  );
}
