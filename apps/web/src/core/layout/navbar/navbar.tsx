import { useCallback, useState, type ReactNode } from 'react';
import { Menu, Moon, Search, Sun } from 'react-feather';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useDispatch, useSelector } from 'react-redux';
import { useShowcase } from '../../api/settings.ts';
import type { PageTitle } from '../../search/search-filter.ts';
import { useSearchShortcut } from '../../search/search-shortcut.ts';
import { useFirstScreenPainted } from '../../ui/after-first-paint.tsx';
import { lazyWhenOpen } from '../../ui/lazy-when-open.tsx';
import { selectLayout, setSkin } from '../../theme/layout.slice.ts';
import { NavbarBookmarks } from './bookmarks.tsx';
import { CartDropdown } from './cart-dropdown.tsx';
import { LanguageDropdown } from './language-dropdown.tsx';
import { NotificationsDropdown } from './notifications-dropdown.tsx';
import { UserDropdown } from './user-dropdown.tsx';

// The search (its index, results and bookmarks) loads the first time it opens.
const SearchModal = lazyWhenOpen(
  () => import('../../search/search-modal.tsx').then((m) => m.SearchModal),
  (props) => props.show,
);

interface NavbarProps {
  /** Opens the off-canvas menu below lg; absent when there is no menu to open. */
  onOpenMenu?: () => void;
  canVisit: (link: string) => boolean;
  pageTitle: PageTitle;
  /** Shown before the bookmarks (the brand in the horizontal layout). */
  start?: ReactNode;
}

export function Navbar({ onOpenMenu, canVisit, pageTitle, start }: NavbarProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { skin, navbarColor } = useSelector(selectLayout);
  const [searchOpen, setSearchOpen] = useState(false);
  const openSearch = useCallback(() => setSearchOpen(true), []);
  useSearchShortcut(openSearch);
  const dark = skin === 'dark';
  // Bookmarks and the cart are the template's sample data: shown only with the showcase on.
  const showcase = useShowcase();
  // The sample data (bookmarks, the search's sample groups) is staff's: a student's frame never
  // loads the sample API for it.
  const sampleData = showcase && canVisit('/apps/chat');
  const coloured = navbarColor !== 'white';
  // Its bookmarks, buttons and dropdowns follow the screen's first paint (the bar keeps its
  // height meanwhile).
  const painted = useFirstScreenPainted();

  return (
    <header
      className={`header-navbar navbar${coloured ? ` navbar-coloured bg-${navbarColor}` : ''}`}
      data-bs-theme={coloured ? 'dark' : undefined}
    >
      <div className="navbar-container">
        <div className="d-flex align-items-center gap-1">
          {onOpenMenu && (
            <button
              type="button"
              className="nav-link btn btn-icon menu-toggle-mobile d-lg-none"
              onClick={onOpenMenu}
              aria-label={t('frame.menu.open')}
            >
              <Menu size={22} aria-hidden="true" />
            </button>
          )}
          {start}
          {painted && sampleData && <NavbarBookmarks canVisit={canVisit} pageTitle={pageTitle} />}
        </div>
        <ul className="nav navbar-nav align-items-center ms-auto flex-row gap-1">
          {painted && (
            <>
              <LanguageDropdown />
              <li className="nav-item">
                <button
                  type="button"
                  className="nav-link btn btn-icon"
                  onClick={() => dispatch(setSkin(dark ? 'light' : 'dark'))}
                  aria-label={dark ? t('frame.skin.toLight') : t('frame.skin.toDark')}
                  title={dark ? t('frame.skin.toLight') : t('frame.skin.toDark')}
                >
                  {dark ? (
                    <Sun size={20} aria-hidden="true" />
                  ) : (
                    <Moon size={20} aria-hidden="true" />
                  )}
                </button>
              </li>
              <li className="nav-item">
                <button
                  type="button"
                  className="nav-link btn btn-icon"
                  onClick={openSearch}
                  aria-label={t('frame.search.open')}
                  aria-keyshortcuts="Control+K /"
                  title={`${t('frame.search.open')} (Ctrl+K)`}
                >
                  <Search size={20} aria-hidden="true" />
                </button>
              </li>
              {showcase && canVisit('/apps/ecommerce/checkout') && <CartDropdown />}
              <NotificationsDropdown />
              <UserDropdown />
            </>
          )}
        </ul>
      </div>
      <SearchModal
        show={searchOpen}
        onHide={() => setSearchOpen(false)}
        canVisit={canVisit}
        pageTitle={pageTitle}
        showcase={sampleData}
      />
    </header>
  );
}
