import {
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import Modal from 'react-bootstrap/Modal';
import { File, Search, Star, User } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useGetSearchDataQuery, useToggleBookmarkMutation } from './search.api.ts';
import { filterSearch, type PageTitle } from './search-filter.ts';
import { iconByName } from './search-icons.ts';
import type { SearchGroup, SearchResult } from './types.ts';

const NO_GROUPS: SearchGroup[] = [];

interface SearchModalProps {
  show: boolean;
  onHide: () => void;
  canVisit: (link: string) => boolean;
  pageTitle: PageTitle;
}

function targetOf(result: SearchResult): string {
  if (result.kind === 'page') return result.item.link;
  // Files are mail attachments and contacts are chat contacts in the sample data.
  return result.item.link ?? (result.kind === 'file' ? '/apps/email' : '/apps/chat');
}

export function SearchModal({ show, onHide, canVisit, pageTitle }: SearchModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Loads when the search first opens and stays for the visit (also while the dialog fades
  // out); a failed load is tried again when the search opens again.
  const [opened, setOpened] = useState(show);
  if (show && !opened) setOpened(true);
  const search = useGetSearchDataQuery(undefined, {
    skip: !opened,
    refetchOnMountOrArgChange: false,
  });
  const retryFailed = useEffectEvent(() => {
    if (search.isError) void search.refetch();
  });
  useEffect(() => {
    if (show) retryFailed();
  }, [show]);
  const searchGroups = search.data ?? NO_GROUPS;
  const searchStatus = search.isFetching
    ? 'loading'
    : search.isError
      ? 'failed'
      : search.isSuccess
        ? 'ready'
        : 'idle';
  const [toggleBookmark] = useToggleBookmarkMutation();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  const groups = useMemo(
    () => filterSearch(searchGroups, query, canVisit, pageTitle),
    [searchGroups, query, canVisit, pageTitle],
  );
  const flat = useMemo(() => groups.flatMap((g) => g.results), [groups]);
  const activeIndex = Math.min(active, Math.max(flat.length - 1, 0));

  const choose = (result: SearchResult | undefined) => {
    if (!result) return;
    onHide();
    setQuery('');
    void navigate(targetOf(result));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (flat.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + flat.length) % flat.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(flat[activeIndex]);
    } else if ((e.key === 'b' || e.key === 'B') && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      const current = flat[activeIndex];
      if (current?.kind === 'page') void toggleBookmark(current.item.id);
    }
  };

  const optionId = (key: string) => `${listId}-${key}`;
  const activeKey = flat[activeIndex]?.key;

  return (
    <Modal
      show={show}
      onHide={onHide}
      onEntered={() => inputRef.current?.focus()}
      className="search-modal"
      aria-labelledby={`${listId}-title`}
    >
      <Modal.Header className="border-bottom">
        <Modal.Title id={`${listId}-title`} className="visually-hidden">
          {t('frame.search.title')}
        </Modal.Title>
        <Search size={20} aria-hidden="true" className="text-body-secondary flex-shrink-0" />
        <input
          ref={inputRef}
          type="search"
          className="form-control border-0 shadow-none search-input"
          placeholder={t('frame.search.placeholder')}
          aria-label={t('frame.search.placeholder')}
          role="combobox"
          aria-expanded={flat.length > 0}
          aria-controls={listId}
          aria-activedescendant={activeKey ? optionId(activeKey) : undefined}
          aria-autocomplete="list"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <kbd className="search-esc">{t('frame.search.esc')}</kbd>
      </Modal.Header>
      <Modal.Body className="p-0">
        <div
          id={listId}
          role="listbox"
          aria-label={t('frame.search.results')}
          className="search-results"
        >
          {searchStatus === 'loading' && (
            <p className="p-4 mb-0 text-body-secondary">{t('frame.search.loading')}</p>
          )}
          {searchStatus === 'failed' && (
            <p className="p-4 mb-0 text-danger-emphasis">{t('frame.search.failed')}</p>
          )}
          {searchStatus === 'ready' && flat.length === 0 && (
            <p className="p-4 mb-0 text-body-secondary">
              {t('frame.search.noResults', { query: query.trim() })}
            </p>
          )}
          {groups.map((group) => (
            <div
              key={group.id}
              role="group"
              aria-labelledby={`${listId}-${group.id}`}
              className="search-group"
            >
              <div id={`${listId}-${group.id}`} className="search-group-title">
                {t(`frame.search.groups.${group.id}`)}
              </div>
              {group.results.map((result) => {
                const selected = result.key === activeKey;
                const Icon =
                  result.kind === 'page'
                    ? iconByName(result.item.icon)
                    : result.kind === 'file'
                      ? File
                      : User;
                const detail =
                  result.kind === 'file'
                    ? [result.item.by, result.item.size].filter(Boolean).join(' · ')
                    : result.kind === 'contact'
                      ? result.item.email
                      : result.item.link;
                return (
                  <div
                    key={result.key}
                    id={optionId(result.key)}
                    role="option"
                    aria-selected={selected}
                    className={`search-option${selected ? ' active' : ''}`}
                    onMouseMove={() => setActive(flat.indexOf(result))}
                    onClick={() => choose(result)}
                  >
                    <span className="search-option-icon" aria-hidden="true">
                      {result.kind === 'contact' && result.item.img ? (
                        <img src={result.item.img} alt="" className="rounded-circle" />
                      ) : result.kind === 'file' && result.item.file ? (
                        <img src={result.item.file} alt="" />
                      ) : (
                        <Icon size={18} />
                      )}
                    </span>
                    <span className="flex-grow-1 min-w-0">
                      <span className="d-block text-truncate search-option-title">
                        {result.kind === 'page' ? pageTitle(result.item) : result.item.title}
                      </span>
                      {detail && (
                        <small className="d-block text-truncate text-body-secondary">
                          {detail}
                        </small>
                      )}
                    </span>
                    {result.kind === 'page' && (
                      // Mouse users click the star; keyboard users press Ctrl+B on the option.
                      <span
                        className={`bookmark-toggle${result.item.isBookmarked ? ' is-bookmarked' : ''}`}
                        aria-hidden="true"
                        title={t('frame.bookmarks.toggle', { title: pageTitle(result.item) })}
                        onClick={(e) => {
                          e.stopPropagation();
                          void toggleBookmark(result.item.id);
                        }}
                      >
                        <Star size={16} />
                      </span>
                    )}
                    {result.kind === 'page' && result.item.isBookmarked && (
                      <span className="visually-hidden">{t('frame.bookmarks.bookmarked')}</span>
                    )}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </Modal.Body>
      <Modal.Footer className="search-footer justify-content-start small text-body-secondary">
        <span>
          <kbd>↑</kbd> <kbd>↓</kbd> {t('frame.search.hintMove')}
        </span>
        <span>
          <kbd>↵</kbd> {t('frame.search.hintOpen')}
        </span>
        <span>
          <kbd>Ctrl</kbd>+<kbd>B</kbd> {t('frame.search.hintBookmark')}
        </span>
      </Modal.Footer>
    </Modal>
  );
}
