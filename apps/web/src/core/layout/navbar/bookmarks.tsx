import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { useGetBookmarksQuery } from '../../search/search.api.ts';
import type { PageTitle } from '../../search/search-filter.ts';
import { iconByName } from '../../search/search-icons.ts';

/** The bookmarked pages as icons in the navbar (toggled from the search). */
interface NavbarBookmarksProps {
  canVisit: (link: string) => boolean;
  pageTitle: PageTitle;
}

export function NavbarBookmarks({ canVisit, pageTitle }: NavbarBookmarksProps) {
  const { t } = useTranslation();
  // Read afresh each time the navbar mounts; a toggle in the search updates it at once.
  const { data } = useGetBookmarksQuery();
  const shown = (data?.bookmarks ?? []).filter((b) => canVisit(b.link));
  if (shown.length === 0) return null;
  return (
    <ul
      className="nav navbar-nav bookmark-icons d-none d-lg-flex"
      aria-label={t('frame.bookmarks.label')}
    >
      {shown.map((b) => {
        const Icon = iconByName(b.icon);
        const title = pageTitle(b);
        return (
          <li key={b.id} className="nav-item">
            <OverlayTrigger
              placement="bottom"
              overlay={<Tooltip id={`bookmark-${b.id}`}>{title}</Tooltip>}
            >
              <Link to={b.link} className="nav-link" aria-label={title}>
                <Icon size={20} aria-hidden="true" />
              </Link>
            </OverlayTrigger>
          </li>
        );
      })}
    </ul>
  );
}
