import { useEffect } from 'react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { fetchBookmarks, selectNavbar, type NavbarState } from '../../search/navbar.slice.ts';
import type { PageTitle } from '../../search/search-filter.ts';
import { iconByName } from '../../search/search-icons.ts';

type Dispatch = ThunkDispatch<{ navbar: NavbarState }, unknown, UnknownAction>;

/** The bookmarked pages as icons in the navbar (toggled from the search). */
interface NavbarBookmarksProps {
  canVisit: (link: string) => boolean;
  pageTitle: PageTitle;
}

export function NavbarBookmarks({ canVisit, pageTitle }: NavbarBookmarksProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch<Dispatch>();
  const { bookmarks } = useSelector(selectNavbar);

  useEffect(() => {
    void dispatch(fetchBookmarks());
  }, [dispatch]);

  const shown = bookmarks.filter((b) => canVisit(b.link));
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
