import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import { toApiError } from '../../../core/api/api-error.ts';
import {
  downloadSharedDocument,
  useGetSharedShortlistQuery,
  useGivePortalFeedbackMutation,
} from '../../../core/api/shortlists.ts';
import { SharedShortlistView } from '../../../core/ui/shared-shortlist.tsx';
import { ShortlistScorecards } from './shortlist-scorecards.tsx';

/**
 * One shortlist shared with the organisation: the candidates and the answer on each, then the
 * interview scorecards of those who applied to the organisation's own vacancies.
 */
export function EmployerShortlistPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const read = useGetSharedShortlistQuery(id);
  const [giveFeedback] = useGivePortalFeedbackMutation();
  const failure = read.isError ? toApiError(read.error) : null;
  return (
    <>
      <p className="mb-3">
        <Link to="/employer/shortlists">{t('employerShortlists.back')}</Link>
      </p>
      {failure ? (
        <div className="alert alert-warning" role="alert">
          {failure.status === 404
            ? t('employerShortlists.notFound')
            : t('employerShortlists.loadFailed')}
        </div>
      ) : !read.data ? (
        <p role="status">{t('employerShortlists.loading')}</p>
      ) : (
        <>
          <SharedShortlistView
            shortlist={read.data}
            onFeedback={(applicationId, input) =>
              giveFeedback({ shortlistId: id, applicationId, input }).unwrap()
            }
            onDownload={(applicationId, document) =>
              downloadSharedDocument({ shortlistId: id }, applicationId, document)
            }
          />
          <ShortlistScorecards candidates={read.data.candidates} />
        </>
      )}
    </>
  );
}
