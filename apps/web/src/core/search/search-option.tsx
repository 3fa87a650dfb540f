import type { RecordGroupId, RecordHit } from '@careers/contracts';
import {
  ArrowRight,
  Briefcase,
  File,
  FileText,
  Inbox,
  Layers,
  Star,
  User,
  type Icon as FeatherIcon,
} from 'react-feather';
import { createElement } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import type { PageTitle } from './search-filter.ts';
import { iconByName } from './search-icons.ts';
import type { SearchResult } from './types.ts';

/** Real records from the server (by role), and each group's way to its filtered list. */
export type RecordOption =
  | { kind: 'record'; key: string; group: RecordGroupId; item: RecordHit }
  | { kind: 'seeAll'; key: string; group: RecordGroupId; link: string };
export type Option = SearchResult | RecordOption;
export interface ShownGroup {
  id: string;
  results: Option[];
}

const RECORD_ICONS: Record<RecordGroupId, FeatherIcon> = {
  vacancies: Briefcase,
  applications: Inbox,
  candidates: User,
  organisations: Layers,
  openVacancies: Briefcase,
  myApplications: Inbox,
  myDocuments: FileText,
};

export function targetOf(result: Option): string {
  if (result.kind === 'record') return result.item.link;
  if (result.kind === 'seeAll') return result.link;
  if (result.kind === 'page') return result.item.link;
  // Files are mail attachments and contacts are chat contacts in the sample data.
  return result.item.link ?? (result.kind === 'file' ? '/apps/email' : '/apps/chat');
}

/** A result's icon: its group's, its page's, or the file or contact sign. */
function iconOf(result: Option): FeatherIcon {
  return result.kind === 'record'
    ? RECORD_ICONS[result.group]
    : result.kind === 'seeAll'
      ? ArrowRight
      : result.kind === 'page'
        ? iconByName(result.item.icon)
        : result.kind === 'file'
          ? File
          : User;
}

interface SearchOptionProps {
  result: Option;
  /** The option's element id (the input's active descendant). */
  id: string;
  selected: boolean;
  pageTitle: PageTitle;
  onHover(): void;
  onChoose(): void;
  onToggleBookmark(pageId: number): void;
}

/** One result: its icon or picture, title and detail, and a page's bookmark star. */
export function SearchOption({
  result,
  id,
  selected,
  pageTitle,
  onHover,
  onChoose,
  onToggleBookmark,
}: SearchOptionProps) {
  const { t } = useTranslation();
  const detail =
    result.kind === 'record'
      ? result.item.detail
      : result.kind === 'seeAll'
        ? null
        : result.kind === 'file'
          ? [result.item.by, result.item.size].filter(Boolean).join(' · ')
          : result.kind === 'contact'
            ? result.item.email
            : result.item.link;
  const title =
    result.kind === 'seeAll'
      ? t('frame.search.seeAll', {
          group: t(`frame.search.groups.${result.group}`),
        })
      : result.kind === 'page'
        ? pageTitle(result.item)
        : result.item.title;
  return (
    <div
      id={id}
      role="option"
      aria-selected={selected}
      className={`search-option${selected ? ' active' : ''}`}
      onMouseMove={onHover}
      onClick={onChoose}
    >
      <span className="search-option-icon" aria-hidden="true">
        {result.kind === 'contact' && result.item.img ? (
          <img src={result.item.img} alt="" className="rounded-circle" />
        ) : result.kind === 'file' && result.item.file ? (
          <img src={result.item.file} alt="" />
        ) : (
          createElement(iconOf(result), { size: 18 })
        )}
      </span>
      <span className="flex-grow-1 min-w-0">
        <span className="d-block text-truncate search-option-title">{title}</span>
        {detail && <small className="d-block text-truncate text-body-secondary">{detail}</small>}
      </span>
      {result.kind === 'page' && (
        // Mouse users click the star; keyboard users press Ctrl+B on the option.
        <span
          className={`bookmark-toggle${result.item.isBookmarked ? ' is-bookmarked' : ''}`}
          aria-hidden="true"
          title={t('frame.bookmarks.toggle', { title: pageTitle(result.item) })}
          onClick={(e) => {
            e.stopPropagation();
            onToggleBookmark(result.item.id);
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
}
