import {
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Modal from 'react-bootstrap/Modal';
import { Search } from 'react-feather';
import { useTranslation } from '../i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { useDebounced } from '../hooks/use-debounced.ts';
import {
  useGetSearchDataQuery,
  useSearchRecordsQuery,
  useToggleBookmarkMutation,
} from './search.api.ts';
import { filterSearch, type PageTitle } from './search-filter.ts';
import {
  SearchOption,
  targetOf,
  type Option,
  type RecordOption,
  type ShownGroup,
} from './search-option.tsx';
import type { SearchGroup } from './types.ts';

const NO_GROUPS: SearchGroup[] = [];

/** The server searches from this many characters (the contract's minimum). */
const MIN_QUERY = 2;

interface SearchModalProps {
  show: boolean;
  onHide: () => void;
  canVisit: (link: string) => boolean;
  pageTitle: PageTitle;
  /** The template showcase is on: the sample Pages, Files and Contacts groups join the search. */
  showcase: boolean;
}

export function SearchModal({ show, onHide, canVisit, pageTitle, showcase }: SearchModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Loads when the search first opens and stays for the visit (also while the dialog fades
  // out); a failed load is tried again when the search opens again.
  const [opened, setOpened] = useState(show);
  if (show && !opened) setOpened(true);
  const search = useGetSearchDataQuery(undefined, {
    skip: !opened || !showcase,
    refetchOnMountOrArgChange: false,
  });
  const retryFailed = useEffectEvent(() => {
    if (search.isError) void search.refetch();
  });
  useEffect(() => {
    if (show) retryFailed();
  }, [show]);
  const searchGroups = search.data ?? NO_GROUPS;
  const [toggleBookmark] = useToggleBookmarkMutation();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  // Real records, by role, once the query is long enough (the server checks it as the lists do).
  const typed = useDebounced(query.trim(), 250);
  const records = useSearchRecordsQuery(opened && typed.length >= MIN_QUERY ? typed : skipToken);
  const recordGroups = useMemo<ShownGroup[]>(() => {
    const answer = typed.length >= MIN_QUERY ? records.data : undefined;
    return (answer?.groups ?? [])
      .filter((g) => g.items.length > 0)
      .map((g) => ({
        id: g.id,
        results: [
          ...g.items.map((item): RecordOption => ({
            kind: 'record',
            key: `${g.id}-${item.id}`,
            group: g.id,
            item,
          })),
          ...(g.more
            ? [{ kind: 'seeAll', key: `${g.id}-all`, group: g.id, link: g.seeAll } as const]
            : []),
        ],
      }));
  }, [records.data, typed]);
  const sampleGroups = useMemo<ShownGroup[]>(
    () => (showcase ? filterSearch(searchGroups, query, canVisit, pageTitle) : []),
    [showcase, searchGroups, query, canVisit, pageTitle],
  );
  const groups = useMemo(() => [...recordGroups, ...sampleGroups], [recordGroups, sampleGroups]);
  const waitingForRecords = query.trim().length >= MIN_QUERY && query.trim() !== typed;
  const searchStatus =
    search.isFetching || records.isFetching || waitingForRecords
      ? 'loading'
      : search.isError || records.isError
        ? 'failed'
        : search.isSuccess || records.isSuccess
          ? 'ready'
          : 'idle';
  const flat = useMemo(() => groups.flatMap((g) => g.results), [groups]);
  const activeIndex = Math.min(active, Math.max(flat.length - 1, 0));

  const choose = (result: Option | undefined) => {
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
          {!showcase && query.trim().length < MIN_QUERY && (
            <p className="p-4 mb-0 text-body-secondary">{t('frame.search.typeToSearch')}</p>
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
              {group.results.map((result) => (
                <SearchOption
                  key={result.key}
                  result={result}
                  id={optionId(result.key)}
                  selected={result.key === activeKey}
                  pageTitle={pageTitle}
                  onHover={() => setActive(flat.indexOf(result))}
                  onChoose={() => choose(result)}
                  onToggleBookmark={(pageId) => void toggleBookmark(pageId)}
                />
              ))}
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
